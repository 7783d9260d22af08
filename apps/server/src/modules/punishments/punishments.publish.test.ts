import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { M, pathOf, ROUTES } from '@plaudit/contract';
import { punishments } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct } from '../../../test/catalogue-factories.js';
import { api, authed, createPunishment, signedInUser } from '../../../test/factories.js';
import { multipartBody, testPicture } from '../../../test/multipart.js';
import { makeYoutuber, publicProduct, reviewer } from '../../../test/review-factories.js';
import { insertReview, publishedProduct } from '../../../test/review-moderation-factories.js';
import { addMember, approveTeam, createTeam, inviteBody, type SignedUser } from '../../../test/team-factories.js';
import {
  addCandidates,
  createTrophy,
  createTrophyCategory,
  TROPHY_TEST_LIMITS,
} from '../../../test/trophy-factories.js';
import { drawCommitment, newDrawSeed } from '../trophies/trophies.draw.js';

// One guard decides whether a person may publish: every write others can see, route by route, refuses a muted
// person with 403 `forbidden` naming when the mute ends, and goes through once the mute is over (so each row's
// refusal is the mute's, not something else about the request).

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp(TROPHY_TEST_LIMITS);
});
afterAll(async () => t.close());

interface Row {
  name: string;
  /** The person who will be muted, and their request; built on a fresh world for each row. */
  setup: () => Promise<{ who: SignedUser; request: InjectOptions }>;
  /** The answer once the mute is over (a 2xx unless the route has more to say about the world the row built). */
  unmuted?: number;
}

/** A signed-in person with a verified email who is the OWNER of an APPROVED team. */
async function owner() {
  const who = await signedInUser(t.app, { emailVerificationStatus: 'VERIFIED' });
  const team = await createTeam(t.app);
  await approveTeam(t.app, team.id);
  await addMember(t.app, team.id, who.user.id, 'OWNER');
  return { who, team };
}

const year = new Date().getUTCFullYear();
async function trophyBody(teamId: string) {
  const category = await createTrophyCategory(t.app);
  return {
    name: 'Best grinder',
    description: 'The grinder people loved.',
    categoryId: category.id,
    contentType: 'PRODUCT',
    method: 'DRAW',
    periodFrom: `${year}-01-01`,
    periodTo: `${year}-12-31`,
    teamId,
  };
}

/** A team trophy in `status` run by a fresh owner. */
async function teamTrophy(status: 'DRAFT' | 'NOMINATING') {
  const { who, team } = await owner();
  const body = await trophyBody(team.id);
  const trophy = await createTrophy(t.app, {
    teamId: team.id,
    status,
    categoryId: body.categoryId,
    name: body.name,
    description: body.description,
    periodFrom: body.periodFrom,
    periodTo: body.periodTo,
  });
  return { who, team, trophy, body };
}

const rows: Row[] = [
  {
    name: 'PUT /creator/settings/{teamId} (name, words, links)',
    setup: async () => {
      const { who, team } = await owner();
      return {
        who,
        request: {
          method: 'PUT',
          url: api(pathOf(ROUTES.teams.updateSettings.path, { teamId: team.id })),
          payload: {
            brandName: team.brandName,
            website: 'https://brand.example',
            description: 'A brand that makes things.',
          },
        },
      };
    },
  },
  {
    name: 'PUT /creator/social',
    setup: async () => {
      const { who } = await owner();
      return {
        who,
        request: { method: 'PUT', url: api(ROUTES.teams.updateSocial.path), payload: { xUrl: 'https://x.com/brand' } },
      };
    },
  },
  {
    name: 'PUT /creator/settings/imageUpload/{teamId}',
    setup: async () => {
      const { who, team } = await owner();
      return {
        who,
        request: {
          method: 'PUT',
          url: api(pathOf(ROUTES.teams.uploadImage.path, { teamId: team.id })),
          ...multipartBody({ buffer: await testPicture(8, 8) }, { imageType: 'iconUrl' }),
        },
      };
    },
  },
  {
    name: 'POST /creator/teamMembers/{teamId} (an invite)',
    setup: async () => {
      const { who, team } = await owner();
      return {
        who,
        request: {
          method: 'POST',
          url: api(pathOf(ROUTES.teams.invite.path, { teamId: team.id })),
          payload: inviteBody(),
        },
      };
    },
  },
  {
    name: 'POST /trophies',
    setup: async () => {
      const { who, team } = await owner();
      return { who, request: { method: 'POST', url: api('/trophies'), payload: await trophyBody(team.id) } };
    },
  },
  {
    name: 'PUT /trophies/{id} (a public trophy’s words)',
    setup: async () => {
      const { who, trophy, body } = await teamTrophy('NOMINATING');
      return {
        who,
        request: {
          method: 'PUT',
          url: api(`/trophies/${trophy.id}`),
          payload: { ...body, name: 'Best grinder of the year' },
        },
      };
    },
  },
  {
    name: 'POST /trophies/{id}/open',
    setup: async () => {
      const { who, trophy } = await teamTrophy('DRAFT');
      return { who, request: { method: 'POST', url: api(`/trophies/${trophy.id}/open`) } };
    },
  },
  {
    name: 'PUT /trophies/{id}/candidates',
    setup: async () => {
      const { who, trophy } = await teamTrophy('NOMINATING');
      return { who, request: { method: 'PUT', url: api(`/trophies/${trophy.id}/candidates`), payload: { ids: [] } } };
    },
  },
  {
    name: 'POST /trophies/{id}/lock',
    setup: async () => {
      const { who, trophy } = await teamTrophy('NOMINATING');
      return { who, request: { method: 'POST', url: api(`/trophies/${trophy.id}/lock`) } };
    },
    unmuted: 409, // no candidates yet: past the guard, the state machine answers
  },
  {
    name: 'POST /trophies/{id}/award',
    setup: async () => {
      const { who, team } = await owner();
      const category = await createCategory(t.app);
      const products = [
        await createProduct(t.app, team.id, { categoryId: category.id, status: 'PUBLISHED' }),
        await createProduct(t.app, team.id, { categoryId: category.id, status: 'PUBLISHED' }),
      ];
      const seed = newDrawSeed();
      const trophy = await createTrophy(t.app, {
        teamId: team.id,
        status: 'LOCKED',
        lockedAt: new Date(),
        drawSeed: seed,
        drawCommitment: drawCommitment(seed),
      });
      await addCandidates(
        t.app,
        trophy.id,
        products.map((p) => ({
          subjectId: p.id,
          teamId: team.id,
          display: {
            id: p.id,
            contentType: 'PRODUCT',
            title: p.name,
            subtitle: team.brandName,
            href: `/p/${p.id}`,
            image: null,
            videoId: null,
            teamId: team.id,
          },
          figures: {
            reviewCount: 0,
            ratingSum: 0,
            ratingAverage: null,
            rating: null,
            helpfulCount: 0,
            since: `${year}-01-01T00:00:00.000Z`,
          },
        })),
      );
      return { who, request: { method: 'POST', url: api(`/trophies/${trophy.id}/award`), payload: {} } };
    },
  },
  {
    name: 'POST /creator/products/{teamId} (published)',
    setup: async () => {
      const { who, team } = await owner();
      const category = await createCategory(t.app);
      return {
        who,
        request: {
          method: 'POST',
          url: api(`/creator/products/${team.id}`),
          payload: { name: 'Burr grinder', categoryId: category.id, status: 'PUBLISHED' },
        },
      };
    },
  },
  {
    name: 'PUT /creator/products/{teamId}/{productId} (published)',
    setup: async () => {
      const { who, team } = await owner();
      const product = await publishedProduct(t.app, team.id);
      return {
        who,
        request: {
          method: 'PUT',
          url: api(`/creator/products/${team.id}/${product.id}`),
          payload: { name: 'Burr grinder II', categoryId: product.categoryId, status: 'PUBLISHED' },
        },
      };
    },
  },
  {
    name: 'POST /products/{productId}/reviews',
    setup: async () => {
      const who = await reviewer(t.app);
      const { product } = await publicProduct(t.app);
      return {
        who,
        request: {
          method: 'POST',
          url: api(`/products/${product.id}/reviews`),
          payload: { type: 'USER', rating: 4, title: 'Solid' },
        },
      };
    },
  },
  {
    name: 'PUT /reviews/{id}/reply',
    setup: async () => {
      const { who, team } = await owner();
      const product = await publishedProduct(t.app, team.id);
      const author = await signedInUser(t.app);
      const review = await insertReview(t.app, {
        productId: product.id,
        teamId: team.id,
        authorId: author.user.id,
        status: 'PUBLISHED',
      });
      return {
        who,
        request: { method: 'PUT', url: api(`/reviews/${review.id}/reply`), payload: { text: 'Thank you!' } },
      };
    },
  },
  {
    name: 'PUT /profile (the public name)',
    setup: async () => {
      const who = await signedInUser(t.app);
      return {
        who,
        request: {
          method: 'PUT',
          url: api(ROUTES.profile.updateNames.path),
          payload: { firstName: 'Grace', lastName: 'Hopper' },
        },
      };
    },
  },
  {
    name: 'PUT /profile/imageUrl (the picture beside one’s reviews)',
    setup: async () => {
      const who = await signedInUser(t.app);
      return {
        who,
        request: {
          method: 'PUT',
          url: api(ROUTES.profile.uploadImage.path),
          ...multipartBody({ buffer: await testPicture(8, 8) }),
        },
      };
    },
  },
  {
    name: 'PUT /profile/youtuber-handle',
    setup: async () => {
      const who = await signedInUser(t.app);
      await makeYoutuber(t.app, who.user.id);
      return {
        who,
        request: {
          method: 'PUT',
          url: api('/profile/youtuber-handle'),
          payload: { handle: `new${who.user.id.slice(0, 8)}` },
        },
      };
    },
  },
  {
    name: 'POST /auth/youtuber/signUp (a page name)',
    setup: async () => {
      const who = await signedInUser(t.app, { emailVerificationStatus: 'VERIFIED' });
      return {
        who,
        request: {
          method: 'POST',
          url: api(ROUTES.creators.youtuberSignUp.path),
          payload: { pageName: 'Coffee Corner', youtubeUrl: 'https://www.youtube.com/@coffeecorner' },
        },
      };
    },
  },
  {
    name: 'POST /auth/creator/signUp (a brand name)',
    setup: async () => {
      const who = await signedInUser(t.app, { emailVerificationStatus: 'VERIFIED' });
      const handle = `muted${who.user.id.slice(0, 8)}`;
      return {
        who,
        request: {
          method: 'POST',
          url: api(ROUTES.creators.creatorSignUp.path),
          payload: { brandName: `Brand ${handle}`, website: 'https://brand.example', creatorProfile: handle },
        },
      };
    },
  },
];

describe('a muted person publishes nothing', () => {
  it.each(rows)('$name: 403 with the end of the mute, then through once it is over', async (row) => {
    const { who, request } = await row.setup();
    const until = new Date(Date.now() + 3 * 86_400_000);
    const mute = await createPunishment(t.app, who.user.id, { type: 'MUTE', until, reason: 'Spam' });

    const refused = await authed(t.app, who, request);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().errors[0]).toEqual({
      type: 'forbidden',
      message: M.punishments.error.muted,
      meta: { until: until.toISOString(), reason: 'Spam' },
    });

    await t.app.db
      .update(punishments)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(punishments.id, mute.id));
    const through = await authed(t.app, who, request);
    if (row.unmuted) expect(through.statusCode, through.body).toBe(row.unmuted);
    else expect(through.statusCode, through.body).toBeLessThan(300);
  });

  it('a mute with no end says so (meta until null)', async () => {
    const who = await signedInUser(t.app);
    await createPunishment(t.app, who.user.id, { type: 'MUTE', until: null, reason: 'Abuse' });
    const res = await authed(t.app, who, {
      method: 'PUT',
      url: api(ROUTES.profile.updateNames.path),
      payload: { firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toEqual({
      type: 'forbidden',
      message: M.punishments.error.muted_no_end,
      meta: { until: null, reason: 'Abuse' },
    });
  });

  it('taking one’s own things down stays open: deleting the profile picture and the brand’s banner', async () => {
    const { who, team } = await owner();
    await createPunishment(t.app, who.user.id, { type: 'MUTE', until: null, reason: 'Abuse' });
    expect((await authed(t.app, who, { method: 'DELETE', url: api(ROUTES.profile.deleteImage.path) })).statusCode).toBe(
      200,
    );
    expect(
      (
        await authed(t.app, who, {
          method: 'DELETE',
          url: api(pathOf(ROUTES.teams.deleteImage.path, { type: 'bannerUrl', teamId: team.id })),
        })
      ).statusCode,
    ).toBe(200);
  });
});
