import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { M, type CreatorReviewList } from '@plaudit/contract';
import { creatorTeams, reviewReplies, youtubers } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createUser, type Signed } from '../../../test/factories.js';
import { TEAM_TEST_LIMITS, teamWorld, type TeamWorld } from '../../../test/team-factories.js';
import { insertReview, publishedProduct } from '../../../test/review-moderation-factories.js';

// Oreal HTTP: the brand's review list with every option, every status but REJECTED,
// the reply, canReply, and 404 for anyone outside the team.

let t: TestContext;
let world: TeamWorld;
let other: TeamWorld;
let p1: Awaited<ReturnType<typeof publishedProduct>>;
let p2: Awaited<ReturnType<typeof publishedProduct>>;
const ids = {} as Record<'old' | 'pending' | 'video' | 'removed' | 'rejected' | 'newest' | 'foreign', string>;

const list = (s: Signed, teamId: string, query = '') =>
  authed(t.app, s, { method: 'GET', url: api(`/creator/reviews/${teamId}${query}`) });
const listed = async (query = '', s: Signed = world.editor) => {
  const res = await list(s, world.team.id, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CreatorReviewList>();
};
const at = (minutes: number) => new Date(Date.parse('2024-03-01T12:00:00Z') + minutes * 60_000);

beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
  [world, other] = [await teamWorld(t.app), await teamWorld(t.app)];
  [p1, p2] = [
    await publishedProduct(t.app, world.team.id, { name: 'Alpha Mug' }),
    await publishedProduct(t.app, world.team.id, { name: 'Beta Lamp' }),
  ];
  const youtuber = await createUser(t.app, { firstName: 'Yara', lastName: 'Tuber' });
  await t.app.db.insert(youtubers).values({
    userId: youtuber.id,
    pageName: 'Yara Reviews',
    youtubeUrl: 'https://www.youtube.com/@yara',
    handle: 'yarareviews',
  });
  const author = () => createUser(t.app, { firstName: 'Anna', lastName: 'kowalski' });
  const base = { teamId: world.team.id };
  ids.old = (
    await insertReview(t.app, {
      ...base,
      productId: p1.id,
      authorId: (await author()).id,
      rating: 5,
      title: 'Great mug',
      comment: 'Keeps coffee HOT for hours',
      helpfulCount: 7,
      createdAt: at(0),
    })
  ).id;
  ids.pending = (
    await insertReview(t.app, {
      ...base,
      productId: p1.id,
      authorId: (await author()).id,
      status: 'PENDING',
      rating: 2,
      title: 'Cracked',
      comment: null,
      helpfulCount: 0,
      createdAt: at(1),
    })
  ).id;
  ids.video = (
    await insertReview(t.app, {
      ...base,
      productId: p2.id,
      authorId: youtuber.id,
      type: 'YOUTUBE',
      videoId: 'dQw4w9WgXcQ',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      rating: 4,
      title: null,
      comment: 'My 100% honest take',
      helpfulCount: 3,
      createdAt: at(2),
    })
  ).id;
  ids.removed = (
    await insertReview(t.app, {
      ...base,
      productId: p2.id,
      authorId: (await author()).id,
      status: 'REMOVED',
      decisionReason: 'Spam',
      rating: 1,
      title: 'Buy elsewhere',
      helpfulCount: 1,
      createdAt: at(3),
    })
  ).id;
  ids.rejected = (
    await insertReview(t.app, {
      ...base,
      productId: p1.id,
      authorId: (await author()).id,
      status: 'REJECTED',
      rating: 3,
      title: 'Great mug too',
      createdAt: at(4),
    })
  ).id;
  ids.newest = (
    await insertReview(t.app, {
      ...base,
      productId: p2.id,
      authorId: (await author()).id,
      rating: 3,
      title: 'Fine lamp',
      comment: 'Bright enough',
      helpfulCount: 5,
      openReportCount: 1,
      firstOpenReportAt: at(6),
      createdAt: at(5),
    })
  ).id;
  const otherProduct = await publishedProduct(t.app, other.team.id);
  ids.foreign = (
    await insertReview(t.app, {
      teamId: other.team.id,
      productId: otherProduct.id,
      authorId: (await author()).id,
      title: 'Great mug elsewhere',
      createdAt: at(7),
    })
  ).id;
  await t.app.db.insert(reviewReplies).values({ reviewId: ids.old, authorId: world.owner.user.id, text: 'Thank you!' });
});
afterAll(async () => t.close());

describe('who sees the list', () => {
  it('members of every role see it; an outsider, an unknown team and a bad id get 404; a stranger 401', async () => {
    for (const s of [world.owner, world.admin, world.editor]) {
      const body = await listed('', s);
      expect(body.canReply).toBe(true);
    }
    const outsider = await list(world.outsider, world.team.id);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json<{ errors: { message: string }[] }>().errors[0]!.message).toBe(M.review.error.team_not_found);
    expect((await list(other.owner, world.team.id)).statusCode).toBe(404);
    expect((await list(world.owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await list(world.owner, 'nope')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: api(`/creator/reviews/${world.team.id}`) })).statusCode).toBe(401);
  });

  it('a locked team still reads its reviews, but may not reply', async () => {
    const locked = await teamWorld(t.app, { accessStatus: 'BLOCKED', accessUntil: null });
    const res = await list(locked.owner, locked.team.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<CreatorReviewList>()).toMatchObject({ data: [], canReply: false, meta: { total: 0 } });
    await t.app.db
      .update(creatorTeams)
      .set({ accessStatus: 'BLOCKED', accessUntil: new Date(Date.now() - 1000) })
      .where(eq(creatorTeams.id, locked.team.id));
    expect((await list(locked.owner, locked.team.id)).json<CreatorReviewList>().canReply).toBe(true);
  });
});

describe('what it lists', () => {
  it('every status but REJECTED, of this team only, newest first, with the reply, the author and the product', async () => {
    const body = await listed();
    expect(body.data.map((r) => r.id)).toEqual([ids.newest, ids.removed, ids.video, ids.pending, ids.old]);
    expect(body.meta).toEqual({ page: 1, take: 10, total: 5, pageCount: 1 });
    const byId = Object.fromEntries(body.data.map((r) => [r.id, r]));
    expect(byId[ids.old]).toMatchObject({
      status: 'PUBLISHED',
      rating: 5,
      title: 'Great mug',
      helpfulCount: 7,
      openReportCount: 0,
      video: null,
      author: { displayName: 'Anna K.', youtuber: null },
      product: {
        id: p1.id,
        slug: p1.slug,
        name: 'Alpha Mug',
        brandName: world.team.brandName,
        creatorProfile: world.team.profileHandle,
      },
      reply: { text: 'Thank you!', brandName: world.team.brandName },
    });
    expect(byId[ids.video]).toMatchObject({
      type: 'YOUTUBE',
      video: { videoId: 'dQw4w9WgXcQ' },
      author: { displayName: 'Yara T.', youtuber: { handle: 'yarareviews', pageName: 'Yara Reviews' } },
      reply: null,
    });
    expect(byId[ids.pending]!.status).toBe('PENDING');
    expect(byId[ids.removed]!.status).toBe('REMOVED');
    expect(byId[ids.newest]!.openReportCount).toBe(1);
  });

  it('filters by rating, comment, type and product, and searches title and comment', async () => {
    const idsOf = async (query: string) => (await listed(query)).data.map((r) => r.id);
    expect(await idsOf('?rating=3')).toEqual([ids.newest]);
    expect(await idsOf('?hasComment=true')).toEqual([ids.newest, ids.video, ids.old]);
    expect(await idsOf('?hasComment=false')).toEqual([ids.removed, ids.pending]);
    expect(await idsOf('?reviewType=YOUTUBE')).toEqual([ids.video]);
    expect(await idsOf('?reviewType=USER&productId=' + p1.id)).toEqual([ids.pending, ids.old]);
    expect(await idsOf(`?productId=${p2.id}`)).toEqual([ids.newest, ids.removed, ids.video]);
    expect(await idsOf('?productId=not-a-product')).toEqual([]);
    expect(await idsOf('?search=great')).toEqual([ids.old]);
    expect(await idsOf('?search=coffee%20hot')).toEqual([ids.old]);
    expect(await idsOf('?search=100%25')).toEqual([ids.video]);
    expect(await idsOf('?search=%25')).toEqual([ids.video]);
    expect(await idsOf('?search=bright&rating=3&hasComment=true&reviewType=USER')).toEqual([ids.newest]);
  });

  it('sorts by date, rating and helpful votes either way, and pages', async () => {
    const idsOf = async (query: string) => (await listed(query)).data.map((r) => r.id);
    expect(await idsOf('?sortOrder=ASC')).toEqual([ids.old, ids.pending, ids.video, ids.removed, ids.newest]);
    expect(await idsOf('?sortBy=rating&sortOrder=DESC')).toEqual([
      ids.old,
      ids.video,
      ids.newest,
      ids.pending,
      ids.removed,
    ]);
    expect(await idsOf('?sortBy=rating&sortOrder=ASC')).toEqual([
      ids.removed,
      ids.pending,
      ids.newest,
      ids.video,
      ids.old,
    ]);
    expect(await idsOf('?sortBy=helpful')).toEqual([ids.old, ids.newest, ids.video, ids.removed, ids.pending]);
    const page2 = await listed('?sortBy=helpful&take=2&page=2');
    expect(page2.data.map((r) => r.id)).toEqual([ids.video, ids.removed]);
    expect(page2.meta).toEqual({ page: 2, take: 2, total: 5, pageCount: 3 });
  });

  it('refuses options out of range with 400', async () => {
    for (const query of [
      '?rating=6',
      '?sortBy=title',
      '?take=51',
      '?reviewType=TEXT',
      '?hasComment=maybe',
      '?sortOrder=UP',
      '?page=0',
    ]) {
      expect((await list(world.owner, world.team.id, query)).statusCode, query).toBe(400);
    }
  });
});
