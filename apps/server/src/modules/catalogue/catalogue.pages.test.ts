import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  brandPageSchema,
  pathOf,
  productCardListSchema,
  productPageSchema,
  ROUTES,
  youtuberPageSchema,
  type User,
} from '@plaudit/contract';
import { creatorTeams, verifications, youtubers } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import {
  addProductImageRow,
  createCategory,
  createProduct,
  publishedBrand,
} from '../../../test/catalogue-factories.js';
import { api, authed, signedInUser } from '../../../test/factories.js';
import { approveTeam, createTeam, TEAM_TEST_LIMITS } from '../../../test/team-factories.js';

// The public brand, product and YouTuber pages and the YouTuber's page address: every call, on a real
// database, over HTTP.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: api(url) });
const brandUrl = (handle: string) => `/brands/${encodeURIComponent(handle)}`;
const expect404 = async (url: string, message: string) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(404);
  expect(res.json()).toMatchObject({ status: 404, errors: [{ type: 'not_found', message }] });
};

describe('GET /api/brands/{creatorProfile}', () => {
  it('answers an approved brand to anyone, case-insensitively, with its links and the categories of its public products', async () => {
    const { team, category } = await publishedBrand(t.app, 2, {
      description: 'We roast.\n\nSee https://roast.example',
      website: 'https://roast.example',
      bannerUrl: '/api/files/banner.webp',
      social: {
        websiteUrl: null,
        facebookUrl: null,
        xUrl: 'https://x.com/roast',
        instagramUrl: null,
        tiktokUrl: null,
        youtubeUrl: null,
        discordUrl: null,
      },
    });
    const other = await createCategory(t.app);
    await createProduct(t.app, team.id, { categoryId: other.id, status: 'DRAFT' });
    const res = await get(brandUrl(team.profileHandle.toUpperCase()));
    expect(res.statusCode).toBe(200);
    const body = brandPageSchema.parse(res.json());
    expect(body).toMatchObject({
      id: team.id,
      creatorProfile: team.profileHandle,
      brandName: team.brandName,
      verified: true,
      blocked: false,
      rating: null,
      website: 'https://roast.example',
      bannerUrl: '/api/files/banner.webp',
      description: 'We roast.\n\nSee https://roast.example',
    });
    expect(body.social.xUrl).toBe('https://x.com/roast');
    expect(body.categories).toEqual([{ id: category.id, slug: category.slug, name: category.name, count: 2 }]);
    expect(body).not.toHaveProperty('trophies');
  });

  it('is 404 for an unknown, an unclaimed-unapproved, a pending and a rejected brand', async () => {
    await expect404(brandUrl('nobody-here'), 'catalogue.error.brand_not_found');
    const unapproved = await createTeam(t.app);
    await expect404(brandUrl(unapproved.profileHandle), 'catalogue.error.brand_not_found');
    const rejected = await createTeam(t.app);
    await approveTeam(t.app, rejected.id);
    await t.app.db.insert(verifications).values({
      subjectType: 'CREATOR',
      teamId: rejected.id,
      status: 'REJECTED',
      message: 'No',
      details: {},
      submittedAt: new Date(Date.now() + 1000),
    });
    await expect404(brandUrl(rejected.profileHandle), 'catalogue.error.brand_not_found');
    await expect404(`${brandUrl(rejected.profileHandle)}/products`, 'catalogue.error.brand_not_found');
  });

  it('says a BLOCKED team is blocked, with no categories and no products; a lock that has ended no longer counts', async () => {
    const { team } = await publishedBrand(t.app, 1, { accessStatus: 'BLOCKED' });
    const body = brandPageSchema.parse((await get(brandUrl(team.profileHandle))).json());
    expect(body).toMatchObject({ blocked: true, categories: [] });
    const list = productCardListSchema.parse((await get(`${brandUrl(team.profileHandle)}/products`)).json());
    expect(list).toEqual({ data: [], meta: { page: 1, take: 24, total: 0, pageCount: 1 } });
    await t.app.db
      .update(creatorTeams)
      .set({ accessUntil: new Date(Date.now() - 1000) })
      .where(eq(creatorTeams.id, team.id));
    expect(brandPageSchema.parse((await get(brandUrl(team.profileHandle))).json()).blocked).toBe(false);
  });
});

describe('GET /api/brands/{creatorProfile}/products', () => {
  it('pages, sorts by newest, name and rating (newest while no rating exists), and filters by category', async () => {
    const { team, category } = await publishedBrand(t.app, 0);
    const second = await createCategory(t.app);
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    const banana = await createProduct(t.app, team.id, {
      categoryId: category.id,
      status: 'PUBLISHED',
      name: 'banana',
      publishedAt: at(1),
    });
    const apple = await createProduct(t.app, team.id, {
      categoryId: category.id,
      status: 'PUBLISHED',
      name: 'Apple',
      publishedAt: at(2),
    });
    const cherry = await createProduct(t.app, team.id, {
      categoryId: second.id,
      status: 'PUBLISHED',
      name: 'Cherry',
      publishedAt: at(3),
    });
    await createProduct(t.app, team.id, { categoryId: category.id, status: 'DRAFT', name: 'Draft' });
    await createProduct(t.app, team.id, {
      categoryId: category.id,
      status: 'ARCHIVED',
      name: 'Archived',
      publishedAt: at(4),
    });
    await addProductImageRow(t.app, apple.id, 0);
    const list = async (query: string) => {
      const res = await get(`${brandUrl(team.profileHandle)}/products${query}`);
      expect(res.statusCode, query).toBe(200);
      return productCardListSchema.parse(res.json());
    };
    const names = async (query: string) => (await list(query)).data.map((p) => p.name);
    expect(await names('')).toEqual(['Cherry', 'Apple', 'banana']);
    expect(await names('?sortBy=newest&sortOrder=ASC')).toEqual(['banana', 'Apple', 'Cherry']);
    expect(await names('?sortBy=name')).toEqual(['Apple', 'banana', 'Cherry']);
    expect(await names('?sortBy=name&sortOrder=DESC')).toEqual(['Cherry', 'banana', 'Apple']);
    expect(await names('?sortBy=rating')).toEqual(['Cherry', 'Apple', 'banana']);
    expect(await names(`?categoryId=${category.id}&sortBy=name`)).toEqual(['Apple', 'banana']);
    expect(await names('?categoryId=not-a-uuid')).toEqual([]);
    const page2 = await list('?take=2&page=2');
    expect(page2.meta).toEqual({ page: 2, take: 2, total: 3, pageCount: 2 });
    expect(page2.data.map((p) => p.id)).toEqual([banana.id]);
    const first = (await list('?sortBy=name&take=1')).data[0]!;
    expect(first.image?.srcset).toMatch(/-320\.webp 320w, .*-800\.webp 800w, .*-1600\.webp 1600w$/);
    expect((await list('?take=48')).meta.take).toBe(48);
    expect((await list('?categoryId=' + cherry.categoryId)).data.map((p) => p.id)).toEqual([cherry.id]);
  });

  it('answers 400 in the error shape for a bad page or sort', async () => {
    const { team } = await publishedBrand(t.app, 0);
    for (const query of ['?page=0', '?take=abc', '?take=49', '?sortBy=price', '?sortOrder=UP']) {
      const res = await get(`${brandUrl(team.profileHandle)}/products${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].type).toBe('validation');
    }
  });
});

describe('GET /api/brands/{creatorProfile}/products/{productSlug}', () => {
  it('answers a public product with its pictures in order, category breadcrumb, tags, link out and more from the brand', async () => {
    const parent = await createCategory(t.app);
    const child = await createCategory(t.app, { parentId: parent.id });
    const {
      team,
      products: [other],
    } = await publishedBrand(t.app, 1);
    const product = await createProduct(t.app, team.id, {
      categoryId: child.id,
      status: 'PUBLISHED',
      tags: ['espresso', 'steel'],
      url: 'https://shop.example/moka',
      description: 'Line one.\n\nLine two.',
    });
    const second = await addProductImageRow(t.app, product.id, 1);
    const cover = await addProductImageRow(t.app, product.id, 0);
    const res = await get(`${brandUrl(team.profileHandle.toUpperCase())}/products/${product.slug}`);
    expect(res.statusCode).toBe(200);
    const body = productPageSchema.parse(res.json());
    expect(body).toMatchObject({
      id: product.id,
      name: product.name,
      tags: ['espresso', 'steel'],
      url: 'https://shop.example/moka',
      rating: null,
      description: 'Line one.\n\nLine two.',
      category: {
        id: child.id,
        slug: child.slug,
        name: child.name,
        parent: { id: parent.id, slug: parent.slug, name: parent.name },
      },
      brand: { id: team.id, name: team.brandName, creatorProfile: team.profileHandle, verified: true },
    });
    expect(body.pictures.map((p) => p.src)).toEqual([
      `/api/files/${cover.files[800]}`,
      `/api/files/${second.files[800]}`,
    ]);
    expect(body.pictures[0]).toMatchObject({ width: 1600, height: 1200, alt: product.name });
    expect(body.moreFromBrand.map((p) => p.id)).toEqual([other!.id]);
  });

  it("is 404 for a draft, an archived, an unknown slug, another brand's slug, and any product of a blocked or unapproved brand", async () => {
    const {
      team,
      category,
      products: [published],
    } = await publishedBrand(t.app, 1);
    const draft = await createProduct(t.app, team.id, { categoryId: category.id, status: 'DRAFT' });
    const archived = await createProduct(t.app, team.id, { categoryId: category.id, status: 'ARCHIVED' });
    const msg = 'catalogue.error.product_not_found';
    await expect404(`${brandUrl(team.profileHandle)}/products/${draft.slug}`, msg);
    await expect404(`${brandUrl(team.profileHandle)}/products/${archived.slug}`, msg);
    await expect404(`${brandUrl(team.profileHandle)}/products/nothing-here`, msg);
    const { team: otherTeam } = await publishedBrand(t.app, 0);
    await expect404(`${brandUrl(otherTeam.profileHandle)}/products/${published!.slug}`, msg);
    const unapproved = await createTeam(t.app);
    const hidden = await createProduct(t.app, unapproved.id, { categoryId: category.id, status: 'PUBLISHED' });
    await expect404(`${brandUrl(unapproved.profileHandle)}/products/${hidden.slug}`, msg);
    await t.app.db.update(creatorTeams).set({ accessStatus: 'BLOCKED' }).where(eq(creatorTeams.id, team.id));
    await expect404(`${brandUrl(team.profileHandle)}/products/${published!.slug}`, msg);
  });
});

// ---- YouTubers ---------------------------------------------------------------------------------------------

let admin: Awaited<ReturnType<typeof signedInUser>>;
async function youtuber(pageName: string) {
  admin ??= await signedInUser(t.app, { role: 'ADMIN' });
  const s = await signedInUser(t.app, { image: '/api/files/avatar.webp' });
  const res = await authed(t.app, s, {
    method: 'POST',
    url: api(ROUTES.creators.youtuberSignUp.path),
    payload: { pageName, youtubeUrl: 'https://www.youtube.com/@somechannel' },
  });
  expect(res.statusCode).toBe(200);
  const youtuberId = res.json<User>().youtuber!.id;
  const [round] = await t.app.db.select().from(verifications).where(eq(verifications.youtuberId, youtuberId));
  return { s, youtuberId, verificationId: round!.id };
}
const decide = (verificationId: string, status: string, message?: string) =>
  authed(t.app, admin, {
    method: 'PUT',
    url: api(pathOf(ROUTES.verifications.decide.path, { id: verificationId })),
    payload: { status, message, ground: status === 'REJECTED' ? 'IMPERSONATION' : undefined },
  });
const handleOf = async (youtuberId: string) =>
  (await t.app.db.select({ h: youtubers.handle }).from(youtubers).where(eq(youtubers.id, youtuberId)))[0]!.h;
const me = async (s: Parameters<typeof authed>[1]) =>
  (await authed(t.app, s, { method: 'GET', url: api(ROUTES.auth.me.path) })).json<User>();
const putHandle = (s: Parameters<typeof authed>[1], handle: unknown) =>
  authed(t.app, s, {
    method: ROUTES.catalogue.updateYoutuberHandle.method,
    url: api(ROUTES.catalogue.updateYoutuberHandle.path),
    payload: { handle },
  });

describe('YouTuber handle at approval', () => {
  const tag = Math.random().toString(36).slice(2, 8);

  it('derives it from the page name when approved (not before), numbers a clash, and keeps it on a later approval', async () => {
    const first = await youtuber(`Café Reviews ${tag}!`);
    expect(await handleOf(first.youtuberId)).toBeNull();
    expect((await decide(first.verificationId, 'NEEDS_MORE_INFO', 'More please')).statusCode).toBe(200);
    expect(await handleOf(first.youtuberId)).toBeNull();
    await t.app.db.insert(verifications).values({
      subjectType: 'YOUTUBER',
      youtuberId: first.youtuberId,
      status: 'PENDING',
      details: {},
      submittedAt: new Date(Date.now() + 1000),
    });
    const rounds = await t.app.db.select().from(verifications).where(eq(verifications.youtuberId, first.youtuberId));
    const newest = rounds.sort((a, b) => +b.submittedAt - +a.submittedAt)[0]!;
    expect((await decide(newest.id, 'APPROVED')).statusCode).toBe(200);
    expect(await handleOf(first.youtuberId)).toBe(`cafe-reviews-${tag}`);
    expect((await me(first.s)).youtuber?.handle).toBe(`cafe-reviews-${tag}`);

    const second = await youtuber(`cafe reviews ${tag}`);
    await decide(second.verificationId, 'APPROVED');
    expect(await handleOf(second.youtuberId)).toBe(`cafe-reviews-${tag}2`);
    const third = await youtuber(`CAFE  REVIEWS  ${tag}`);
    await decide(third.verificationId, 'APPROVED');
    expect(await handleOf(third.youtuberId)).toBe(`cafe-reviews-${tag}3`);

    const short = await youtuber('Jo');
    await decide(short.verificationId, 'APPROVED');
    expect(await handleOf(short.youtuberId)).toMatch(/^jo0\d*$/);
  });

  it('serves the public page of an approved YouTuber, case-insensitively, and 404 for unknown, pending or rejected', async () => {
    const y = await youtuber(`Public Page ${tag}`);
    await expect404(`/youtubers/public-page-${tag}`, 'catalogue.error.youtuber_not_found');
    await decide(y.verificationId, 'APPROVED');
    const res = await get(`/youtubers/PUBLIC-PAGE-${tag.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(youtuberPageSchema.parse(res.json())).toMatchObject({
      handle: `public-page-${tag}`,
      pageName: `Public Page ${tag}`,
      channelUrl: 'https://www.youtube.com/@somechannel',
      avatarUrl: '/api/files/avatar.webp',
    });
    await t.app.db.insert(verifications).values({
      subjectType: 'YOUTUBER',
      youtuberId: y.youtuberId,
      status: 'REJECTED',
      message: 'No',
      details: {},
      submittedAt: new Date(Date.now() + 1000),
    });
    await expect404(`/youtubers/public-page-${tag}`, 'catalogue.error.youtuber_not_found');
    await expect404('/youtubers/nobody-at-all', 'catalogue.error.youtuber_not_found');
  });
});

describe('PUT /api/profile/youtuber-handle', () => {
  it('lets the approved YouTuber change their own handle, validates it, and answers 409 for a taken one', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const a = await youtuber(`Alpha ${tag}`);
    const b = await youtuber(`Beta ${tag}`);
    await decide(a.verificationId, 'APPROVED');
    await decide(b.verificationId, 'APPROVED');
    const ok = await putHandle(a.s, `  new-${tag}  `);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ handle: `new-${tag}` });
    expect((await me(a.s)).youtuber?.handle).toBe(`new-${tag}`);
    expect((await get(`/youtubers/new-${tag}`)).statusCode).toBe(200);
    expect((await get(`/youtubers/alpha-${tag}`)).statusCode).toBe(404);
    // Its own handle again is fine.
    expect((await putHandle(a.s, `new-${tag}`)).statusCode).toBe(200);

    const taken = await putHandle(a.s, `beta-${tag}`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({
      type: 'conflict',
      message: 'youtuber.error.handle_taken',
      meta: { field: 'handle' },
    });

    for (const [handle, message] of [
      ['', 'validation.youtuberHandle.required'],
      ['ab', 'validation.youtuberHandle.min'],
      ['a'.repeat(31), 'validation.youtuberHandle.max'],
      ['Upper', 'validation.youtuberHandle.pattern'],
      ['-dash', 'validation.youtuberHandle.pattern'],
      ['dash-', 'validation.youtuberHandle.pattern'],
      ['sp ace', 'validation.youtuberHandle.pattern'],
    ] as const) {
      const res = await putHandle(a.s, handle);
      expect(res.statusCode, handle).toBe(400);
      expect(res.json().errors[0].message, handle).toBe(message);
    }
  });

  it('is only for the YouTuber themself, approved: anyone else 404, anonymous 401', async () => {
    const pending = await youtuber(`Pending ${Math.random().toString(36).slice(2, 8)}`);
    const res = await putHandle(pending.s, 'some-handle');
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].message).toBe('youtuber.error.not_youtuber');
    const plain = await signedInUser(t.app);
    expect((await putHandle(plain, 'some-handle')).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: api('/profile/youtuber-handle'),
      payload: { handle: 'some-handle' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await handleOf(pending.youtuberId)).toBeNull();
  });
});
