import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  M,
  homeSchema,
  ownReviewListSchema,
  ownReviewResultSchema,
  productReviewsSchema,
  publicReviewListSchema,
  reviewHelpfulSchema,
} from '@plaudit/contract';
import { reviews } from '../../db/schema/index.js';
import { buildAppOn, buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { publishedBrand } from '../../../test/catalogue-factories.js';
import { api, authed, type Signed } from '../../../test/factories.js';
import {
  REVIEW_TEST_LIMITS,
  publicProduct,
  reviewer,
  statsAndRecount,
  writeReview,
  youtuberReviewer,
} from '../../../test/review-factories.js';
import { recountReviewStats } from './reviews.aggregates.js';

// Reading reviews and the votes and reports on them (§2), over HTTP on a real database: the product's
// list with its summary, filters and sort, the brand's and the YouTuber's lists, the author's own, the home page's
// latest; only PUBLISHED reviews of public products are public.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({
    ...REVIEW_TEST_LIMITS,
    rateLimits: { ...REVIEW_TEST_LIMITS.rateLimits, reviewReportsPerHour: 3 },
  });
});
afterAll(() => t.close());

const firstError = (res: { json: () => unknown }) =>
  (res.json() as { errors: { type: string; message: string }[] }).errors[0]!;
const get = (url: string, who?: Signed) =>
  who ? authed(t.app, who, { method: 'GET', url: api(url) }) : t.app.inject({ method: 'GET', url: api(url) });
const productList = async (productId: string, query = '', who?: Signed) => {
  const res = await get(`/products/${productId}/reviews${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  const parsed = productReviewsSchema.parse(res.json());
  // The route writes its answer as the service built it, not encoded through the schema: it must be that shape.
  expect(res.json()).toStrictEqual(parsed);
  return parsed;
};
/** The home page from a new app on the same database (the home answer is cached per app). */
const freshHome = async () => {
  const app = await buildAppOn(t.database, REVIEW_TEST_LIMITS);
  try {
    return homeSchema.parse((await app.inject({ method: 'GET', url: api('/home') })).json());
  } finally {
    await app.close();
  }
};
/** A moderator's decision, set directly (that module decides through applyReviewChange): the scores are recounted. */
const setStatus = async (
  id: string,
  status: 'PENDING' | 'REJECTED' | 'REMOVED',
  decisionReason: string | null = null,
) => {
  await t.app.db.update(reviews).set({ status, decisionReason }).where(eq(reviews.id, id));
  await recountReviewStats(t.app.db);
};

describe('GET /api/products/{productId}/reviews', () => {
  it('lists PUBLISHED reviews with author, product and summary; filters by rating, comment and type; sorts three ways', async () => {
    const { product, team } = await publicProduct(t.app);
    const anna = await reviewer(t.app, { firstName: 'Anna', lastName: 'knight', image: '/api/files/anna.webp' });
    const a = await writeReview(t.app, anna, product.id, {
      rating: 5,
      title: 'Great',
      comment: 'Quiet and quick every morning',
    });
    const b = await writeReview(t.app, await reviewer(t.app), product.id, { rating: 2, title: 'Meh', comment: null });
    const c = await writeReview(t.app, await reviewer(t.app), product.id, { rating: 4, title: null, comment: null });
    await t.app.db.update(reviews).set({ helpfulCount: 7 }).where(eq(reviews.id, b.id));

    const list = await productList(product.id);
    expect(list.summary).toEqual({ average: 3.7, count: 3, distribution: [0, 1, 0, 1, 1] });
    expect(list.meta).toEqual({ page: 1, take: 10, total: 3, pageCount: 1 });
    expect(list.data.map((r) => r.id)).toEqual([c.id, b.id, a.id]);
    expect(list.data.find((r) => r.id === a.id)).toMatchObject({
      type: 'USER',
      rating: 5,
      title: 'Great',
      video: null,
      editedAt: null,
      reply: null,
      votedHelpful: false,
      mine: false,
      reported: false,
      author: { id: anna.user.id, displayName: 'Anna K.', avatarUrl: '/api/files/anna.webp', youtuber: null },
      product: {
        id: product.id,
        slug: product.slug,
        name: product.name,
        brandName: team.brandName,
        creatorProfile: team.profileHandle,
      },
    });

    expect((await productList(product.id, '?rating=2')).data.map((r) => r.id)).toEqual([b.id]);
    expect((await productList(product.id, '?hasComment=true')).data.map((r) => r.id)).toEqual([a.id]);
    expect((await productList(product.id, '?hasComment=false')).meta.total).toBe(2);
    expect((await productList(product.id, '?reviewType=YOUTUBE')).data).toEqual([]);
    expect((await productList(product.id, '?sortBy=rating&sortOrder=DESC')).data.map((r) => r.rating)).toEqual([
      5, 4, 2,
    ]);
    expect((await productList(product.id, '?sortBy=rating&sortOrder=ASC')).data.map((r) => r.rating)).toEqual([
      2, 4, 5,
    ]);
    expect((await productList(product.id, '?sortBy=helpful')).data[0]!.id).toBe(b.id);
    expect((await productList(product.id, '?sortBy=createdAt&sortOrder=ASC')).data.map((r) => r.id)).toEqual([
      a.id,
      b.id,
      c.id,
    ]);
    const paged = await productList(product.id, '?take=2&page=2');
    expect(paged.meta).toEqual({ page: 2, take: 2, total: 3, pageCount: 2 });
    expect(paged.data).toHaveLength(1);
    expect((await get(`/products/${product.id}/reviews?rating=6`)).statusCode).toBe(400);
  });

  it('tells a signed-in caller what they wrote, voted and reported', async () => {
    const { product } = await publicProduct(t.app);
    const me = await reviewer(t.app);
    const mine = await writeReview(t.app, me, product.id);
    const other = await writeReview(t.app, await reviewer(t.app), product.id);
    await authed(t.app, me, { method: 'POST', url: api(`/reviews/${other.id}/helpful`) });
    await authed(t.app, me, { method: 'POST', url: api(`/reviews/${other.id}/reports`), payload: { reason: 'SPAM' } });
    const list = await productList(product.id, '', me);
    expect(list.data.find((r) => r.id === mine.id)).toMatchObject({ mine: true, votedHelpful: false, reported: false });
    expect(list.data.find((r) => r.id === other.id)).toMatchObject({
      mine: false,
      votedHelpful: true,
      reported: true,
      helpfulCount: 1,
    });
    const anonymous = await productList(product.id);
    expect(anonymous.data.every((r) => !r.mine && !r.votedHelpful && !r.reported)).toBe(true);
  });

  it('answers 404 for a product that is not public', async () => {
    const { product } = await publicProduct(t.app);
    await t.app.db.execute(sql`update products set status = 'DRAFT' where id = ${product.id}`);
    for (const id of [product.id, 'nope', '00000000-0000-4000-8000-000000000000']) {
      const res = await get(`/products/${id}/reviews`);
      expect(res.statusCode, id).toBe(404);
      expect(firstError(res).message).toBe(M.review.error.product_not_found);
    }
  });
});

describe('public reads are throttled per IP', () => {
  it("answers 429 past the per-IP limit of public reads on the product's, brand's and YouTuber's lists", async () => {
    const { product, team } = await publicProduct(t.app);
    const app = await buildAppOn(t.database, { rateLimits: { publicReadsPerIp: 2 } });
    try {
      const codes = [];
      for (const url of [
        `/products/${product.id}/reviews`,
        `/brands/${team.profileHandle}/reviews`,
        '/youtubers/nobody/reviews',
      ]) {
        codes.push((await app.inject({ method: 'GET', url: api(url) })).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('hidden until approved', () => {
  it('keeps PENDING, REJECTED and REMOVED reviews out of every public list and score, and shows them to their author', async () => {
    const { product, team } = await publicProduct(t.app);
    const yt = await youtuberReviewer(t.app);
    const video = await writeReview(t.app, yt, product.id, {
      type: 'YOUTUBE',
      videoUrl: 'https://youtu.be/ccccccccccc',
    });
    expect(video.status).toBe('PENDING');
    const linked = await writeReview(t.app, await reviewer(t.app), product.id, { comment: 'see www.elsewhere.test' });
    expect(linked.status).toBe('PENDING');
    const rejectedAuthor = await reviewer(t.app);
    const rejected = await writeReview(t.app, rejectedAuthor, product.id, { rating: 1 });
    await setStatus(rejected.id, 'REJECTED', 'Not about this product');
    const removed = await writeReview(t.app, await reviewer(t.app), product.id, { rating: 1 });
    await setStatus(removed.id, 'REMOVED', 'Offensive');

    expect(await productList(product.id)).toMatchObject({
      data: [],
      summary: { average: null, count: 0, distribution: [0, 0, 0, 0, 0] },
    });
    expect(publicReviewListSchema.parse((await get(`/brands/${team.profileHandle}/reviews`)).json()).data).toEqual([]);
    expect(publicReviewListSchema.parse((await get(`/youtubers/${yt.youtuber.handle}/reviews`)).json()).data).toEqual(
      [],
    );
    const home = await freshHome();
    expect(home.latestReviews.map((r) => r.id)).not.toContain(video.id);
    expect(home.latestReviews.map((r) => r.id)).not.toContain(linked.id);

    const own = ownReviewResultSchema.parse((await get(`/products/${product.id}/reviews/mine`, rejectedAuthor)).json());
    expect(own.review).toMatchObject({ id: rejected.id, status: 'REJECTED', decisionReason: 'Not about this product' });
    const ytOwn = ownReviewResultSchema.parse((await get(`/products/${product.id}/reviews/mine`, yt)).json());
    expect(ytOwn.review).toMatchObject({
      status: 'PENDING',
      video: { videoId: 'ccccccccccc', url: 'https://www.youtube.com/watch?v=ccccccccccc' },
    });

    // Published: now it shows everywhere.
    await t.app.db
      .update(reviews)
      .set({ status: 'PUBLISHED', publishedAt: new Date() })
      .where(eq(reviews.id, video.id));
    await recountReviewStats(t.app.db);
    expect((await productList(product.id)).data.map((r) => r.id)).toEqual([video.id]);
    const ytList = publicReviewListSchema.parse((await get(`/youtubers/${yt.youtuber.handle}/reviews`)).json());
    expect(ytList.data.map((r) => r.id)).toEqual([video.id]);
    expect(ytList.data[0]!.author.youtuber).toEqual({ handle: yt.youtuber.handle, pageName: yt.youtuber.pageName });
  });
});

describe("the author's own reviews", () => {
  it('GET /products/{id}/reviews/mine answers null before a review, and 404 for a hidden product', async () => {
    const { product } = await publicProduct(t.app);
    const who = await reviewer(t.app);
    expect((await get(`/products/${product.id}/reviews/mine`, who)).json()).toEqual({ review: null });
    expect((await get('/products/00000000-0000-4000-8000-000000000000/reviews/mine', who)).statusCode).toBe(404);
    expect((await get(`/products/${product.id}/reviews/mine`)).statusCode).toBe(401);
  });

  it('GET /profile/reviews lists every status, newest first, with the reason', async () => {
    const who = await reviewer(t.app);
    const first = await writeReview(t.app, who, (await publicProduct(t.app)).product.id);
    const second = await writeReview(t.app, who, (await publicProduct(t.app)).product.id, {
      comment: 'https://spam.test',
    });
    await setStatus(first.id, 'REMOVED', 'Personal information');
    const list = ownReviewListSchema.parse((await get('/profile/reviews', who)).json());
    expect(list.data.map((r) => [r.id, r.status, r.decisionReason])).toEqual([
      [second.id, 'PENDING', null],
      [first.id, 'REMOVED', 'Personal information'],
    ]);
    expect(list.meta.total).toBe(2);
  });
});

describe("the brand's and the YouTuber's lists", () => {
  it("lists a brand's latest reviews over all its products; 404 for an unknown brand; a YouTuber who is not approved is 404", async () => {
    const {
      team,
      products: [p1, p2],
    } = await publishedBrand(t.app, 2);
    const r1 = await writeReview(t.app, await reviewer(t.app), p1!.id);
    const r2 = await writeReview(t.app, await reviewer(t.app), p2!.id);
    const list = publicReviewListSchema.parse(
      (await get(`/brands/${team.profileHandle.toUpperCase()}/reviews?take=5`)).json(),
    );
    expect(list.data.map((r) => r.id)).toEqual([r2.id, r1.id]);
    expect((await get('/brands/no-such-brand/reviews')).statusCode).toBe(404);
    expect((await get('/youtubers/no-such-handle/reviews')).statusCode).toBe(404);
  });
});

describe('POST /api/reviews/{id}/helpful', () => {
  it('toggles one vote per person and keeps the count; the author gets 403; a hidden review is 404', async () => {
    const { product } = await publicProduct(t.app);
    const author = await reviewer(t.app);
    const created = await writeReview(t.app, author, product.id);
    const [x, y] = [await reviewer(t.app), await reviewer(t.app)];
    const vote = async (who: Signed) =>
      authed(t.app, who, { method: 'POST', url: api(`/reviews/${created.id}/helpful`) });
    expect(reviewHelpfulSchema.parse((await vote(x)).json())).toEqual({ helpful: true, helpfulCount: 1 });
    expect((await vote(y)).json()).toEqual({ helpful: true, helpfulCount: 2 });
    expect((await vote(x)).json()).toEqual({ helpful: false, helpfulCount: 1 });
    expect((await vote(x)).json()).toEqual({ helpful: true, helpfulCount: 2 });
    const own = await vote(author);
    expect(own.statusCode).toBe(403);
    expect(firstError(own).message).toBe(M.review.error.own_review_helpful);
    const [row] = await t.app.db.select().from(reviews).where(eq(reviews.id, created.id));
    expect(row!.helpfulCount).toBe(2);
    await setStatus(created.id, 'PENDING');
    expect((await vote(y)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: api(`/reviews/${created.id}/helpful`) })).statusCode).toBe(401);
  });
});

describe('POST /api/reviews/{id}/reports', () => {
  it("files one report per person (409 after), never on one's own review (403); the review stays PUBLISHED and enters the reported queue", async () => {
    const { product } = await publicProduct(t.app);
    const author = await reviewer(t.app);
    const created = await writeReview(t.app, author, product.id);
    const who = await reviewer(t.app);
    const report = (by: Signed, payload: Record<string, unknown> = { reason: 'OFFENSIVE' }) =>
      authed(t.app, by, { method: 'POST', url: api(`/reviews/${created.id}/reports`), payload });
    const res = await report(who);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toHaveProperty('id');
    const again = await report(who, { reason: 'SPAM' });
    expect(again.statusCode).toBe(409);
    expect(firstError(again)).toMatchObject({ type: 'conflict', message: M.review.error.already_reported });
    const own = await report(author);
    expect(own.statusCode).toBe(403);
    expect(firstError(own).message).toBe(M.review.error.own_review_report);
    const other = await report(await reviewer(t.app), { reason: 'OTHER' });
    expect(other.statusCode).toBe(400);
    expect(firstError(other).message).toBe(M.review.validation.report_details_required);
    expect(
      (await report(await reviewer(t.app), { reason: 'OTHER', details: 'Copied from another site' })).statusCode,
    ).toBe(201);

    const [row] = await t.app.db.select().from(reviews).where(eq(reviews.id, created.id));
    expect(row).toMatchObject({ status: 'PUBLISHED', openReportCount: 2 });
    expect(row!.firstOpenReportAt).not.toBeNull();
    const { live, recounted } = await statsAndRecount(t.app);
    expect(live).toEqual(recounted);
  });

  it('throttles a person past REVIEW_REPORTS_PER_HOUR (3 in this app) with 429', async () => {
    const { product } = await publicProduct(t.app);
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push((await writeReview(t.app, await reviewer(t.app), product.id)).id);
    const who = await reviewer(t.app);
    const codes = [];
    for (const id of ids)
      codes.push(
        (await authed(t.app, who, { method: 'POST', url: api(`/reviews/${id}/reports`), payload: { reason: 'SPAM' } }))
          .statusCode,
      );
    expect(codes).toEqual([201, 201, 201, 429]);
    const last = await authed(t.app, who, {
      method: 'POST',
      url: api(`/reviews/${ids[3]}/reports`),
      payload: { reason: 'SPAM' },
    });
    expect(firstError(last)).toMatchObject({ type: 'throttle', message: M.review.error.reports_throttled });
    expect(last.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/home latestReviews', () => {
  it('shows the newest published reviews of public products, the same for everyone', async () => {
    const { product } = await publicProduct(t.app);
    const created = await writeReview(t.app, await reviewer(t.app), product.id, { title: 'Newest of all' });
    const home = await freshHome();
    expect(home.latestReviews[0]).toMatchObject({
      id: created.id,
      title: 'Newest of all',
      votedHelpful: false,
      mine: false,
      reported: false,
    });
  });
});
