import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { M, youtuberOverviewSchema, type TrophyProtocol } from '@plaudit/contract';
import { trophies, trophyDecisions } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct } from '../../../test/catalogue-factories.js';
import { insertEvents, productEvent, visitorId } from '../../../test/event-factories.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';
import { makeYoutuber, reviewer } from '../../../test/review-factories.js';
import { insertReview } from '../../../test/review-moderation-factories.js';
import { approveTeam, createTeam } from '../../../test/team-factories.js';
import { createTrophy } from '../../../test/trophy-factories.js';

// GET /api/creator/youtuber/overview: an approved YouTuber's dashboard — their page address, the views of their page
// and of the products they reviewed over the last 30 days, their reviews in every status with helpful votes, and
// the trophies their reviews won. Anyone else: 404; signed out: 401.

let t: TestContext;
let yt: Signed & { user: { id: string } };
let youtuber: Awaited<ReturnType<typeof makeYoutuber>>;
const ids: Record<string, string> = {};
const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const at = (daysAgo: number) => new Date(today - daysAgo * DAY + 12 * 3_600_000);

const overview = (who: Signed | null) => {
  const url = api('/creator/youtuber/overview');
  return who ? authed(t.app, who, { method: 'GET', url }) : t.app.inject({ method: 'GET', url });
};

beforeAll(async () => {
  t = await buildTestApp();
  yt = await reviewer(t.app);
  youtuber = await makeYoutuber(t.app, yt.user.id);
  const team = await createTeam(t.app);
  await approveTeam(t.app, team.id);
  const category = await createCategory(t.app);
  const make = async (name: string) =>
    createProduct(t.app, team.id, { categoryId: category.id, status: 'PUBLISHED', name });
  const [grinder, kettle, mug, other] = [
    await make('Burr Grinder'),
    await make('Pour-Over Kettle'),
    await make('Travel Mug'),
    await make('Not Reviewed'),
  ];
  const video = {
    type: 'YOUTUBE' as const,
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    videoId: 'dQw4w9WgXcQ',
  };
  ids.grinder = (
    await insertReview(t.app, {
      productId: grinder.id,
      teamId: team.id,
      authorId: yt.user.id,
      ...video,
      helpfulCount: 3,
      createdAt: at(3),
    })
  ).id;
  ids.kettle = (
    await insertReview(t.app, {
      productId: kettle.id,
      teamId: team.id,
      authorId: yt.user.id,
      ...video,
      helpfulCount: 2,
      createdAt: at(2),
    })
  ).id;
  ids.mug = (
    await insertReview(t.app, {
      productId: mug.id,
      teamId: team.id,
      authorId: yt.user.id,
      ...video,
      status: 'PENDING',
      helpfulCount: 0,
      createdAt: at(1),
    })
  ).id;
  ids.grinderProduct = grinder.id;
  ids.kettleProduct = kettle.id;
  ids.mugProduct = mug.id;
  await insertEvents(t.app, [
    // Their page: 3 views by 2 visitors in the range, 1 view long before it.
    ...[visitorId(), visitorId()].map((visitor) => ({
      at: at(4),
      type: 'PROFILE_VIEW' as const,
      profileKind: 'YOUTUBER' as const,
      profileId: youtuber.id,
      visitor,
      device: 'desktop' as const,
      metadata: {},
    })),
    {
      at: at(5),
      type: 'PROFILE_VIEW',
      profileKind: 'YOUTUBER',
      profileId: youtuber.id,
      visitor: visitorId(),
      device: 'desktop',
      metadata: {},
    },
    {
      at: at(60),
      type: 'PROFILE_VIEW',
      profileKind: 'YOUTUBER',
      profileId: youtuber.id,
      visitor: visitorId(),
      device: 'desktop',
      metadata: {},
    },
    // The products: grinder 2 views, kettle 1, the pending review's mug 4 (not counted in the total), another 5.
    productEvent('PRODUCT_PAGE_VIEW', grinder, at(3)),
    productEvent('PRODUCT_PAGE_VIEW', grinder, at(2)),
    productEvent('PRODUCT_PAGE_VIEW', kettle, at(2)),
    ...Array.from({ length: 4 }, () => productEvent('PRODUCT_PAGE_VIEW', mug, at(1))),
    ...Array.from({ length: 5 }, () => productEvent('PRODUCT_PAGE_VIEW', other, at(1))),
  ]);
  await t.app.services.eventRollup.rollupRange(new Date(today - 70 * DAY), new Date(today + DAY));
  // A VIDEO trophy the grinder review won.
  const trophy = await createTrophy(t.app, {
    contentType: 'VIDEO',
    status: 'AWARDED',
    awardedAt: new Date(),
    lockedAt: new Date(),
  });
  await t.app.db.insert(trophyDecisions).values({
    trophyId: trophy.id,
    method: 'DRAW',
    winnerSubjectId: ids.grinder,
    winnerTeamId: team.id,
    winnerAuthorId: yt.user.id,
    decidedByName: 'Ada Admin',
    protocol: {} as TrophyProtocol,
    jws: 'x',
    keyId: 'k',
  });
  ids.trophy = trophy.id;
});
afterAll(() => t.close());

describe('GET /api/creator/youtuber/overview', () => {
  it('answers the page address, views of the page and of the reviewed products, reviews with status, votes and trophies', async () => {
    const res = await overview(yt);
    expect(res.statusCode, res.body).toBe(200);
    const body = youtuberOverviewSchema.parse(res.json());
    expect(body.youtuber).toEqual({ id: youtuber.id, pageName: youtuber.pageName, handle: youtuber.handle });
    expect(body.figures).toEqual({
      pageViews: 3,
      pageVisitors: 3,
      productViews: 3,
      helpfulVotes: 5,
      publishedReviews: 2,
      pendingReviews: 1,
      trophies: 1,
    });
    expect(body.reviews.map((r) => [r.id, r.status, r.productViews])).toEqual([
      [ids.mug, 'PENDING', 4],
      [ids.kettle, 'PUBLISHED', 1],
      [ids.grinder, 'PUBLISHED', 2],
    ]);
    expect(body.reviews[2]).toMatchObject({
      type: 'YOUTUBE',
      helpfulCount: 3,
      product: { id: ids.grinderProduct, name: 'Burr Grinder' },
    });
    expect(body.reviewsTotal).toBe(3);
    expect(body.trophies.map((trophy) => trophy.id)).toEqual([ids.trophy]);
    expect(body.rolledUpAt).not.toBeNull();
  });

  it('counts nothing for a YouTuber who has no reviews or views yet', async () => {
    const fresh = await reviewer(t.app);
    await makeYoutuber(t.app, fresh.user.id);
    const body = youtuberOverviewSchema.parse((await overview(fresh)).json());
    expect(body.figures).toEqual({
      pageViews: 0,
      pageVisitors: 0,
      productViews: 0,
      helpfulVotes: 0,
      publishedReviews: 0,
      pendingReviews: 0,
      trophies: 0,
    });
    expect(body.reviews).toEqual([]);
    expect(body.trophies).toEqual([]);
  });

  it('answers 404 to a person who is no YouTuber or not yet approved, and 401 signed out', async () => {
    const plain = await signedInUser(t.app);
    const pending = await reviewer(t.app);
    await makeYoutuber(t.app, pending.user.id, 'PENDING');
    for (const who of [plain, pending]) {
      const res = await overview(who);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toMatchObject({ type: 'not_found', message: M.youtuber.error.not_youtuber });
    }
    expect((await overview(null)).statusCode).toBe(401);
  });

  it('leaves a trophy out once it is no longer awarded', async () => {
    await t.app.db
      .update(trophies)
      .set({ status: 'CANCELLED', cancelledAt: new Date() })
      .where(eq(trophies.id, ids.trophy!));
    const body = youtuberOverviewSchema.parse((await overview(yt)).json());
    expect(body.figures.trophies).toBe(0);
    expect(body.trophies).toEqual([]);
    await t.app.db.update(trophies).set({ status: 'AWARDED', cancelledAt: null }).where(eq(trophies.id, ids.trophy!));
  });
});
