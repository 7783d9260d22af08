import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { M, REVIEW_RECENT_WARNING_DAYS, productReviewsSchema, reviewCreatedSchema } from '@plaudit/contract';
import { reviewNotifications, reviewRevisions, reviews } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createPunishment } from '../../../test/factories.js';
import { addMember } from '../../../test/team-factories.js';
import {
  REVIEW_TEST_LIMITS,
  makeYoutuber,
  postReview,
  publicProduct,
  reviewer,
  statsAndRecount,
  writeReview,
  youtuberReviewer,
} from '../../../test/review-factories.js';
import { recountReviewStats } from './reviews.aggregates.js';
import { containsLink } from './reviews.rules.js';
import { onPostgres } from '../../../test/needs.js';

// Writing a review over HTTP on a real database: who may write, the five hold rules, one review per
// person and product, editing with its history, deleting, and the scores after every change compared with a full
// recount.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp(REVIEW_TEST_LIMITS);
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
/** Long text unlike any other review (the near-duplicate rule compares with every review of the database). */
const freshText = () => Array.from({ length: 8 }, () => randomBytes(4).toString('hex')).join(' ');
const firstError = (res: { json: () => unknown }) =>
  (res.json() as { errors: { type: string; message: string; meta?: Record<string, unknown> }[] }).errors[0]!;
const reviewRow = async (id: string) => (await t.app.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;
const productList = async (productId: string) =>
  productReviewsSchema.parse(
    (await t.app.inject({ method: 'GET', url: api(`/products/${productId}/reviews`) })).json(),
  );
const expectStatsInStep = async () => {
  const { live, recounted } = await statsAndRecount(t.app);
  expect(live).toEqual(recounted);
};

describe('POST /api/products/{productId}/reviews', () => {
  it("publishes a plain review at once, counts it and queues the team's new-review mail", async () => {
    const { product, team } = await publicProduct(t.app);
    const who = await reviewer(t.app);
    const res = await postReview(t.app, who, product.id, { rating: 5, title: 'Lovely', comment: freshText() });
    expect(res.statusCode).toBe(201);
    const created = reviewCreatedSchema.parse(res.json());
    expect(created.status).toBe('PUBLISHED');
    const row = await reviewRow(created.id);
    expect(row).toMatchObject({ holdRules: [], teamId: team.id, authorId: who.user.id, hasComment: true });
    expect(row.publishedAt).not.toBeNull();
    const list = await productList(product.id);
    expect(list.summary).toEqual({ average: 5, count: 1, distribution: [0, 0, 0, 0, 1] });
    expect(list.data.map((r) => r.id)).toEqual([created.id]);
    expect(
      await t.app.db.select().from(reviewNotifications).where(eq(reviewNotifications.reviewId, created.id)),
    ).toHaveLength(1);
    await expectStatsInStep();
  });

  it("answers 409 with the existing review's id to a second review of the same product", async () => {
    const { product } = await publicProduct(t.app);
    const who = await reviewer(t.app);
    const first = await writeReview(t.app, who, product.id);
    const res = await postReview(t.app, who, product.id, { rating: 1 });
    expect(res.statusCode).toBe(409);
    expect(firstError(res)).toMatchObject({
      type: 'conflict',
      message: M.review.error.already_reviewed,
      meta: { reviewId: first.id },
    });
  });

  onPostgres.it(
    'lets the unique index decide two simultaneous reviews of one person: one 201, one 409 with its id',
    async () => {
      const { product } = await publicProduct(t.app);
      const who = await reviewer(t.app);
      const answers = await Promise.all([postReview(t.app, who, product.id), postReview(t.app, who, product.id)]);
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 409]);
      const winner = answers.find((r) => r.statusCode === 201)!.json<{ id: string }>().id;
      expect(firstError(answers.find((r) => r.statusCode === 409)!).meta).toEqual({ reviewId: winner });
      await expectStatsInStep();
    },
  );

  it("refuses a member of the product's team (403), an unverified email (403), a muted person (403 with until), and a hidden product (404)", async () => {
    const { product, team } = await publicProduct(t.app);
    const member = await reviewer(t.app);
    await addMember(t.app, team.id, member.user.id, 'EDITOR');
    const own = await postReview(t.app, member, product.id);
    expect(own.statusCode).toBe(403);
    expect(firstError(own)).toMatchObject({ type: 'forbidden', message: M.review.error.own_product });

    const unverified = await reviewer(t.app, { emailVerificationStatus: 'UNVERIFIED' });
    const notVerified = await postReview(t.app, unverified, product.id);
    expect(notVerified.statusCode).toBe(403);
    expect(firstError(notVerified).message).toBe(M.review.error.email_not_verified);

    const muted = await reviewer(t.app);
    const until = new Date(Date.now() + 3 * DAY_MS);
    await createPunishment(t.app, muted.user.id, { type: 'MUTE', until, reason: 'Spam' });
    const mutedRes = await postReview(t.app, muted, product.id);
    expect(mutedRes.statusCode).toBe(403);
    expect(firstError(mutedRes)).toMatchObject({
      type: 'forbidden',
      message: M.punishments.error.muted,
      meta: { until: until.toISOString(), reason: 'Spam' },
    });

    const who = await reviewer(t.app);
    const { product: draft } = await publicProduct(t.app);
    await t.app.db.execute(sql`update products set status = 'DRAFT' where id = ${draft.id}`);
    for (const id of [draft.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await postReview(t.app, who, id);
      expect(res.statusCode, id).toBe(404);
      expect(firstError(res).message).toBe(M.review.error.product_not_found);
    }
    expect(await t.app.db.select().from(reviews).where(eq(reviews.productId, product.id))).toHaveLength(0);
  });

  it('accepts a video review only from an APPROVED YouTuber (403 otherwise), and it waits for a moderator', async () => {
    const { product } = await publicProduct(t.app);
    const plain = await reviewer(t.app);
    const video = { type: 'YOUTUBE' as const, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' };
    const notYoutuber = await postReview(t.app, plain, product.id, video);
    expect(notYoutuber.statusCode).toBe(403);
    expect(firstError(notYoutuber).message).toBe(M.review.error.youtuber_not_approved);
    const pending = await reviewer(t.app);
    await makeYoutuber(t.app, pending.user.id, 'PENDING');
    expect((await postReview(t.app, pending, product.id, video)).statusCode).toBe(403);

    const yt = await youtuberReviewer(t.app);
    const created = await writeReview(t.app, yt, product.id, video);
    expect(created.status).toBe('PENDING');
    expect(await reviewRow(created.id)).toMatchObject({
      holdRules: ['VIDEO_REVIEW'],
      videoId: 'dQw4w9WgXcQ',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      type: 'YOUTUBE',
    });
    expect(
      await t.app.db.select().from(reviewNotifications).where(eq(reviewNotifications.reviewId, created.id)),
    ).toHaveLength(0);
  });

  it('takes every YouTube address form, stores the watch form, and refuses anything else with a clear message', async () => {
    const yt = await youtuberReviewer(t.app);
    const forms = [
      'https://www.youtube.com/watch?v=aaaaaaaaaa1&t=30s',
      'youtu.be/aaaaaaaaaa2',
      'https://youtube.com/shorts/aaaaaaaaaa3',
      'https://www.youtube-nocookie.com/embed/aaaaaaaaaa4',
      'https://m.youtube.com/watch?v=aaaaaaaaaa5',
    ];
    for (const [index, videoUrl] of forms.entries()) {
      const { product } = await publicProduct(t.app);
      const created = await writeReview(t.app, yt, product.id, { type: 'YOUTUBE', videoUrl });
      expect(await reviewRow(created.id), videoUrl).toMatchObject({
        videoId: `aaaaaaaaaa${index + 1}`,
        videoUrl: `https://www.youtube.com/watch?v=aaaaaaaaaa${index + 1}`,
      });
    }
    const { product } = await publicProduct(t.app);
    for (const videoUrl of [
      'https://www.youtube.com/@somechannel',
      'https://vimeo.com/123456',
      'https://www.youtube.com/playlist?list=PL123',
      '',
    ]) {
      const res = await postReview(t.app, yt, product.id, { type: 'YOUTUBE', videoUrl });
      expect(res.statusCode, videoUrl).toBe(400);
      expect(firstError(res).message, videoUrl).toBe(
        videoUrl ? M.review.validation.video_url_invalid : M.review.validation.video_url_required,
      );
    }
    const userWithVideo = await postReview(t.app, yt, product.id, {
      type: 'USER',
      videoUrl: 'https://youtu.be/aaaaaaaaaa1',
    });
    expect(firstError(userWithVideo).message).toBe(M.review.validation.video_url_not_allowed);
  });
});

describe('the hold rules (reviews.rules.ts)', () => {
  it('recognises a link: a scheme, www. or a bare domain, and not a dotted word like Node.js', () => {
    for (const text of [
      'see https://shop.test/x',
      'http://a.b',
      'go to www.cheap',
      'buy at example.com today',
      'Cheaper on amazon.de!',
      'shop.example.co.uk/item',
    ]) {
      expect(containsLink(text), text).toBe(true);
    }
    for (const text of ['Runs on Node.js fine', 'Version 2.0 is better', 'e.g. the lid', 'works well.Great', null])
      expect(containsLink(text), String(text)).toBe(false);
  });

  it('holds a review with a link in the comment', async () => {
    const { product } = await publicProduct(t.app);
    const created = await writeReview(t.app, await reviewer(t.app), product.id, { comment: 'Cheaper at example.com' });
    expect(created.status).toBe('PENDING');
    expect((await reviewRow(created.id)).holdRules).toEqual(['COMMENT_LINK']);
  });

  it('holds a review of an account younger than a day', async () => {
    const { product } = await publicProduct(t.app);
    const created = await writeReview(
      t.app,
      await reviewer(t.app, { createdAt: new Date(Date.now() - 60 * 60 * 1000) }),
      product.id,
    );
    expect(created.status).toBe('PENDING');
    expect((await reviewRow(created.id)).holdRules).toEqual(['NEW_ACCOUNT']);
  });

  it('holds a review of a person warned in the last 30 days, not of one warned before or whose warning was lifted', async () => {
    const { product } = await publicProduct(t.app);
    const warned = await reviewer(t.app);
    await createPunishment(t.app, warned.user.id, { type: 'WARNING', acknowledgedAt: new Date() });
    const held = await writeReview(t.app, warned, product.id);
    expect(held.status).toBe('PENDING');
    expect((await reviewRow(held.id)).holdRules).toEqual(['RECENT_WARNING']);

    const longAgo = await reviewer(t.app);
    await createPunishment(t.app, longAgo.user.id, {
      type: 'WARNING',
      createdAt: new Date(Date.now() - (REVIEW_RECENT_WARNING_DAYS + 1) * DAY_MS),
    });
    expect((await writeReview(t.app, longAgo, product.id)).status).toBe('PUBLISHED');
    const lifted = await reviewer(t.app);
    await createPunishment(t.app, lifted.user.id, { type: 'WARNING', liftedAt: new Date() });
    expect((await writeReview(t.app, lifted, product.id)).status).toBe('PUBLISHED');
  });

  it('holds a near-duplicate of another review (any product, any author), but not a short or a different text', async () => {
    const { product: a } = await publicProduct(t.app);
    const { product: b } = await publicProduct(t.app);
    const text = `The grinder ${freshText()} is quiet and the burrs stay sharp after a year`;
    const original = await writeReview(t.app, await reviewer(t.app), a.id, { title: null, comment: text });
    expect(original.status).toBe('PUBLISHED');
    const copy = await writeReview(t.app, await reviewer(t.app), b.id, { title: null, comment: `${text}!` });
    expect(copy.status).toBe('PENDING');
    expect((await reviewRow(copy.id)).holdRules).toEqual(['NEAR_DUPLICATE']);
    expect((await writeReview(t.app, await reviewer(t.app), b.id, { title: null, comment: freshText() })).status).toBe(
      'PUBLISHED',
    );
    // Under REVIEW_DUPLICATE_MIN_LENGTH characters, "Great" is nobody's copy.
    expect((await writeReview(t.app, await reviewer(t.app), b.id, { title: 'Great', comment: null })).status).toBe(
      'PUBLISHED',
    );
    expect((await writeReview(t.app, await reviewer(t.app), a.id, { title: 'Great', comment: null })).status).toBe(
      'PUBLISHED',
    );
  });

  it('names every rule that matched', async () => {
    const { product } = await publicProduct(t.app);
    const yt = await youtuberReviewer(t.app);
    await t.app.db.execute(sql`update users set created_at = now() where id = ${yt.user.id}`);
    const created = await writeReview(t.app, yt, product.id, {
      type: 'YOUTUBE',
      videoUrl: 'https://youtu.be/bbbbbbbbbb1',
      comment: 'More on www.my-channel.test',
    });
    expect((await reviewRow(created.id)).holdRules).toEqual(['VIDEO_REVIEW', 'COMMENT_LINK', 'NEW_ACCOUNT']);
  });
});

describe('PUT /api/reviews/{id}', () => {
  it('keeps the earlier version, marks the review edited and moves the scores', async () => {
    const { product } = await publicProduct(t.app);
    const who = await reviewer(t.app);
    const created = await writeReview(t.app, who, product.id, { rating: 2, title: 'Meh', comment: null });
    const before = await reviewRow(created.id);
    const res = await authed(t.app, who, {
      method: 'PUT',
      url: api(`/reviews/${created.id}`),
      payload: { type: 'USER', rating: 4, title: 'Better after an update', comment: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: created.id, status: 'PUBLISHED' });
    const after = await reviewRow(created.id);
    expect(after).toMatchObject({ rating: 4, title: 'Better after an update' });
    expect(after.editedAt).not.toBeNull();
    const revisions = await t.app.db.select().from(reviewRevisions).where(eq(reviewRevisions.reviewId, created.id));
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ rating: 2, title: 'Meh', comment: null, writtenAt: before.createdAt });
    const list = await productList(product.id);
    expect(list.summary).toEqual({ average: 4, count: 1, distribution: [0, 0, 0, 1, 0] });
    expect(list.data[0]!.editedAt).toBe(after.editedAt!.toISOString());
    await expectStatsInStep();

    // A second edit keeps the second version too, written at the first edit's time.
    await authed(t.app, who, {
      method: 'PUT',
      url: api(`/reviews/${created.id}`),
      payload: { type: 'USER', rating: 5 },
    });
    const all = await t.app.db.select().from(reviewRevisions).where(eq(reviewRevisions.reviewId, created.id));
    expect(all.map((r) => r.rating).sort()).toEqual([2, 4]);
    expect(all.find((r) => r.rating === 4)!.writtenAt).toEqual(after.editedAt);
  });

  it('runs the rules again: a published review with a new link goes to PENDING and leaves the scores', async () => {
    const { product } = await publicProduct(t.app);
    const who = await reviewer(t.app);
    const created = await writeReview(t.app, who, product.id, { rating: 5 });
    const res = await authed(t.app, who, {
      method: 'PUT',
      url: api(`/reviews/${created.id}`),
      payload: { type: 'USER', rating: 5, comment: 'Get it at https://deal.test' },
    });
    expect(res.json()).toEqual({ id: created.id, status: 'PENDING' });
    expect((await reviewRow(created.id)).holdRules).toEqual(['COMMENT_LINK']);
    expect((await productList(product.id)).summary.count).toBe(0);
    await expectStatsInStep();
  });

  it('sends a REJECTED or REMOVED review back to the moderators as PENDING, without the old decision', async () => {
    const { product } = await publicProduct(t.app);
    for (const status of ['REJECTED', 'REMOVED'] as const) {
      const who = await reviewer(t.app);
      const created = await writeReview(t.app, who, product.id, { rating: 3 });
      await t.app.db
        .update(reviews)
        .set({ status, decisionReason: 'Off topic', decidedAt: new Date() })
        .where(eq(reviews.id, created.id));
      // The moderators' module decides through applyReviewChange; set here directly, so the scores are recounted.
      await recountReviewStats(t.app.db);
      const res = await authed(t.app, who, {
        method: 'PUT',
        url: api(`/reviews/${created.id}`),
        payload: { type: 'USER', rating: 4, title: 'Rewritten' },
      });
      expect(res.json(), status).toEqual({ id: created.id, status: 'PENDING' });
      expect(await reviewRow(created.id)).toMatchObject({ decisionReason: null, decidedAt: null });
      await expectStatsInStep();
    }
  });

  it('answers 404 to anyone but the author, and 403 to a muted author', async () => {
    const { product } = await publicProduct(t.app);
    const who = await reviewer(t.app);
    const created = await writeReview(t.app, who, product.id);
    const other = await reviewer(t.app);
    const body = { type: 'USER', rating: 1 };
    expect(
      (await authed(t.app, other, { method: 'PUT', url: api(`/reviews/${created.id}`), payload: body })).statusCode,
    ).toBe(404);
    expect(
      (await authed(t.app, other, { method: 'PUT', url: api('/reviews/not-a-uuid'), payload: body })).statusCode,
    ).toBe(404);
    await createPunishment(t.app, who.user.id, { type: 'MUTE', until: null });
    const muted = await authed(t.app, who, { method: 'PUT', url: api(`/reviews/${created.id}`), payload: body });
    expect(muted.statusCode).toBe(403);
    expect(firstError(muted)).toMatchObject({
      type: 'forbidden',
      message: M.punishments.error.muted_no_end,
      meta: { until: null },
    });
    expect((await reviewRow(created.id)).rating).toBe(4);
  });
});

describe('DELETE /api/reviews/{id}', () => {
  it('lets the author delete, moves the scores, and answers 404 to anyone else', async () => {
    const { product } = await publicProduct(t.app);
    const who = await reviewer(t.app);
    const keep = await writeReview(t.app, await reviewer(t.app), product.id, { rating: 2 });
    const created = await writeReview(t.app, who, product.id, { rating: 5 });
    expect(
      (await authed(t.app, await reviewer(t.app), { method: 'DELETE', url: api(`/reviews/${created.id}`) })).statusCode,
    ).toBe(404);
    const res = await authed(t.app, who, { method: 'DELETE', url: api(`/reviews/${created.id}`) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(
      await t.app.db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, product.id))),
    ).toHaveLength(1);
    const list = await productList(product.id);
    expect(list.summary).toEqual({ average: 2, count: 1, distribution: [0, 1, 0, 0, 0] });
    expect(list.data.map((r) => r.id)).toEqual([keep.id]);
    expect((await authed(t.app, who, { method: 'DELETE', url: api(`/reviews/${created.id}`) })).statusCode).toBe(404);
    await expectStatsInStep();
  });
});

describe('scores under concurrency', () => {
  onPostgres.it(
    "keeps the product's and the team's counts exact when many people review one product at once",
    async () => {
      const { product, team } = await publicProduct(t.app);
      const people = await Promise.all(Array.from({ length: 8 }, () => reviewer(t.app)));
      const answers = await Promise.all(
        people.map((who, i) => postReview(t.app, who, product.id, { rating: (i % 5) + 1 })),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
      const list = await productList(product.id);
      expect(list.summary).toEqual({ average: 2.6, count: 8, distribution: [2, 2, 2, 1, 1] });
      const { live } = await statsAndRecount(t.app);
      expect(live.teams.find((row) => row.teamId === team.id)).toEqual({
        teamId: team.id,
        reviewCount: 8,
        ratingSum: 21,
      });
      await expectStatsInStep();
    },
  );
});
