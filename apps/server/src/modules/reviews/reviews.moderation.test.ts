import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { M, type ModerationItem, type ModerationQueue } from '@plaudit/contract';
import { auditLog, reviewNotifications, reviewReports, reviews, youtubers } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createPunishment, createUser, signedInUser, type Signed } from '../../../test/factories.js';
import { addMember, TEAM_TEST_LIMITS, teamWorld, type TeamWorld } from '../../../test/team-factories.js';
import {
  insertReport,
  insertReview,
  mailsTo,
  publishedProduct,
  statsAndRecount,
} from '../../../test/review-moderation-factories.js';
import { onPostgres } from '../../../test/needs.js';

// Oreal HTTP: the pending and reported queues (order, each item in context, both sizes), the four
// decisions and the 409 of a decision that no longer fits, two moderators at once, the conflict of interest, the
// audit log, the author's mail in their language, and the scores checked against a full recount after each change.

let t: TestContext;
let mod: Signed;
let admin: Signed;
let world: TeamWorld;
let product: Awaited<ReturnType<typeof publishedProduct>>;

beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
  [mod, admin] = await Promise.all([signedInUser(t.app, { role: 'MOD' }), signedInUser(t.app, { role: 'ADMIN' })]);
  world = await teamWorld(t.app);
  product = await publishedProduct(t.app, world.team.id);
});
afterAll(async () => t.close());

const queue = (s: Signed, query = '') => authed(t.app, s, { method: 'GET', url: api(`/admin/reviews${query}`) });
const decide = (s: Signed, id: string, payload: object) =>
  authed(t.app, s, { method: 'PUT', url: api(`/admin/reviews/${id}`), payload });
const errorOf = (res: { json(): unknown }) => (res.json() as { errors: { type: string; message: string }[] }).errors[0];

const author = (overrides: Parameters<typeof createUser>[1] = {}) => createUser(t.app, overrides);
const pending = (authorId: string, values: Partial<typeof reviews.$inferInsert> = {}) =>
  insertReview(t.app, {
    productId: product.id,
    teamId: world.team.id,
    authorId,
    status: 'PENDING',
    holdRules: ['NEW_ACCOUNT'],
    ...values,
  });
const published = (authorId: string, values: Partial<typeof reviews.$inferInsert> = {}) =>
  insertReview(t.app, { productId: product.id, teamId: world.team.id, authorId, status: 'PUBLISHED', ...values });
const reviewRow = async (id: string) => (await t.app.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;
const audits = (id: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'review'), eq(auditLog.targetId, id)));

async function expectScoresRight() {
  const { kept, recounted } = await statsAndRecount(t.app);
  expect(kept).toEqual(recounted);
}

describe('who may moderate', () => {
  it('a USER gets 403 and a stranger 401 on both calls; MOD and ADMIN read the queue', async () => {
    const user = await signedInUser(t.app);
    const review = await pending((await author()).id);
    for (const call of [
      { method: 'GET' as const, url: api('/admin/reviews') },
      { method: 'PUT' as const, url: api(`/admin/reviews/${review.id}`), payload: { decision: 'APPROVE' } },
    ]) {
      const res = await authed(t.app, user, call);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)!.type).toBe('forbidden');
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
    expect((await reviewRow(review.id)).status).toBe('PENDING');
    expect((await queue(mod)).statusCode).toBe(200);
    expect((await queue(admin)).statusCode).toBe(200);
  });

  it('refuses a bad queue, take or decision with 400, an unknown review with 404', async () => {
    expect((await queue(mod, '?queue=later')).statusCode).toBe(400);
    expect((await queue(mod, '?take=500')).statusCode).toBe(400);
    const review = await pending((await author()).id);
    expect((await decide(mod, review.id, { decision: 'MAYBE' })).statusCode).toBe(400);
    expect((await decide(mod, review.id, { decision: 'REJECT' })).statusCode).toBe(400);
    expect((await decide(mod, review.id, { decision: 'REJECT', reason: '   ', ground: 'SPAM' })).statusCode).toBe(400);
    expect((await decide(mod, '00000000-0000-4000-8000-000000000000', { decision: 'APPROVE' })).statusCode).toBe(404);
    expect((await decide(mod, 'not-an-id', { decision: 'APPROVE' })).statusCode).toBe(404);
  });

  it('refuses a rejection or removal without a published ground: 400 on `ground`, nothing changed', async () => {
    const review = await pending((await author()).id);
    for (const decision of ['REJECT', 'REMOVE']) {
      for (const ground of [undefined, 'BECAUSE']) {
        const res = await decide(mod, review.id, { decision, reason: 'Advertising', ...(ground ? { ground } : {}) });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors).toContainEqual(
          expect.objectContaining({
            type: 'validation',
            message: M.decision.error.ground,
            meta: expect.objectContaining({ field: 'ground' }),
          }),
        );
      }
    }
    expect((await reviewRow(review.id)).status).toBe('PENDING');
    expect(
      (await decide(mod, review.id, { decision: 'REJECT', reason: 'Advertising', ground: 'SPAM' })).statusCode,
    ).toBe(200);
  });
});

describe('the queues', () => {
  it('pending: oldest first by default, newest first on request, each review in context with both sizes', async () => {
    const writer = await author({
      username: `writer_${Date.now()}`,
      firstName: 'Wanda',
      lastName: 'Writer',
      role: 'USER',
    });
    await t.app.db.insert(youtubers).values({
      userId: writer.id,
      pageName: 'Wanda Tests',
      youtubeUrl: 'https://www.youtube.com/@wanda',
      handle: `wanda${Date.now()}`,
    });
    const base = Date.parse('2001-01-01T00:00:00Z');
    const second = await pending(writer.id, {
      createdAt: new Date(base + 2000),
      type: 'YOUTUBE',
      videoId: 'dQw4w9WgXcQ',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      holdRules: ['VIDEO_REVIEW'],
      comment: 'Shown on my channel',
    });
    const first = await pending((await author()).id, {
      createdAt: new Date(base),
      holdRules: ['COMMENT_LINK', 'NEAR_DUPLICATE'],
    });
    const otherProduct = await publishedProduct(t.app, world.team.id);
    await insertReview(t.app, {
      productId: otherProduct.id,
      teamId: world.team.id,
      authorId: writer.id,
      status: 'PUBLISHED',
    });
    await insertReview(t.app, {
      productId: (await publishedProduct(t.app, world.team.id)).id,
      teamId: world.team.id,
      authorId: writer.id,
      status: 'REJECTED',
    });
    await createPunishment(t.app, writer.id, { type: 'WARNING', reason: 'Rude reply' });
    await createPunishment(t.app, writer.id, {
      type: 'MUTE',
      reason: 'Long ago',
      createdAt: new Date(Date.now() - 400 * 24 * 3600 * 1000),
    });

    const res = await queue(mod, '?take=50');
    expect(res.statusCode).toBe(200);
    const body = res.json<ModerationQueue>();
    const ids = body.data.map((d) => d.id);
    expect(ids.indexOf(first.id)).toBe(0);
    expect(ids.indexOf(second.id)).toBe(1);
    expect(body.data.every((d) => d.status === 'PENDING')).toBe(true);

    const pendingCount = await t.app.db.$count(reviews, eq(reviews.status, 'PENDING'));
    expect(body.counts.pending).toBe(pendingCount);
    expect(body.meta).toMatchObject({ page: 1, take: 50, total: pendingCount });

    const item = body.data[1]!;
    expect(item).toMatchObject<Partial<ModerationItem>>({
      id: second.id,
      type: 'YOUTUBE',
      rating: second.rating,
      comment: 'Shown on my channel',
      holdRules: ['VIDEO_REVIEW'],
      video: {
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        videoId: 'dQw4w9WgXcQ',
        thumbnailUrl: expect.stringContaining('dQw4w9WgXcQ') as string,
      },
      product: {
        id: product.id,
        slug: product.slug,
        name: product.name,
        brandName: world.team.brandName,
        creatorProfile: world.team.profileHandle,
        teamId: world.team.id,
      },
      reports: [],
      conflictOfInterest: false,
    });
    expect(item.author).toMatchObject({
      id: writer.id,
      username: writer.username,
      displayName: 'Wanda Writer',
      role: 'USER',
      accountCreatedAt: writer.createdAt.toISOString(),
      youtuber: { pageName: 'Wanda Tests', channelUrl: 'https://www.youtube.com/@wanda' },
      reviewCounts: { PENDING: 1, PUBLISHED: 1, REJECTED: 1, REMOVED: 0 },
    });
    expect(item.author.punishments).toEqual([
      { type: 'WARNING', reason: 'Rude reply', createdAt: expect.any(String) as string },
    ]);
    expect(body.data[0]!.holdRules).toEqual(['COMMENT_LINK', 'NEAR_DUPLICATE']);
    expect(body.data[0]!.author.youtuber).toBeNull();

    const newest = (await queue(mod, `?take=50&sortOrder=DESC&page=1`)).json<ModerationQueue>().data.map((d) => d.id);
    expect(newest.indexOf(second.id)).toBeLessThan(newest.indexOf(first.id));
    expect(newest.at(-1)).toBe(first.id);
  });

  it('reported: PUBLISHED reviews with open reports, by their oldest open report, with every report and its reporter', async () => {
    const [r1, r2, quiet] = [
      await published((await author()).id),
      await published((await author()).id),
      await published((await author()).id),
    ];
    const [alice, bob] = [
      await author({ username: `alice_${Date.now()}` }),
      await author({ username: `bob_${Date.now()}` }),
    ];
    // Explicit times, a second apart: reports made back to back can share a millisecond, and a tie orders by id.
    const at = (n: number) => new Date(Date.parse('2001-01-01T00:00:00Z') + n * 1000);
    await insertReport(t.app, r2.id, alice.id, 'OFFENSIVE', null, at(0));
    await insertReport(t.app, r1.id, alice.id, 'OTHER', 'Copied from another site', at(1));
    await insertReport(t.app, r2.id, bob.id, 'SPAM', null, at(2));

    const body = (await queue(mod, '?queue=reported&take=50')).json<ModerationQueue>();
    const ids = body.data.map((d) => d.id);
    expect(ids).not.toContain(quiet.id);
    expect(ids.indexOf(r2.id)).toBeLessThan(ids.indexOf(r1.id));
    expect(body.counts.reported).toBe(body.meta.total);
    expect(body.data.every((d) => d.status === 'PUBLISHED')).toBe(true);
    const item = body.data.find((d) => d.id === r2.id)!;
    expect(item.reports.map((r) => [r.reporter.username, r.reason, r.status])).toEqual([
      [alice.username, 'OFFENSIVE', 'OPEN'],
      [bob.username, 'SPAM', 'OPEN'],
    ]);
    expect(body.data.find((d) => d.id === r1.id)!.reports[0]).toMatchObject({
      reason: 'OTHER',
      details: 'Copied from another site',
      reporter: { id: alice.id },
    });
  });
});

describe('decisions', () => {
  it('APPROVE publishes, counts the review, queues the team mail and is audited; a second decision answers 409', async () => {
    const review = await pending((await author()).id, { rating: 2 });
    const res = await decide(mod, review.id, { decision: 'APPROVE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: review.id, status: 'PUBLISHED' });
    const row = await reviewRow(review.id);
    expect(row).toMatchObject({ status: 'PUBLISHED', decidedBy: mod.body.user.id, decisionReason: null });
    expect(row.publishedAt).toBeInstanceOf(Date);
    expect(row.decidedAt).toBeInstanceOf(Date);
    await expectScoresRight();
    expect(await t.app.db.$count(reviewNotifications, eq(reviewNotifications.reviewId, review.id))).toBe(1);
    const [entry] = await audits(review.id);
    expect(entry).toMatchObject({
      actorId: mod.body.user.id,
      action: 'review.decide',
      before: { status: 'PENDING' },
      after: { decision: 'APPROVE', status: 'PUBLISHED' },
    });

    for (const decision of [{ decision: 'APPROVE' }, { decision: 'REJECT', reason: 'Late', ground: 'SPAM' }]) {
      const again = await decide(admin, review.id, decision);
      expect(again.statusCode).toBe(409);
      expect(errorOf(again)).toMatchObject({ type: 'conflict', message: M.review.error.already_decided });
    }
    expect(await audits(review.id)).toHaveLength(1);

    // The queued review reaches the team's members with the next run of the notifier.
    await t.app.services.reviewNotifier.runOnce(new Date(Date.now() + 1000));
    const [mail] = await mailsTo(t.app, world.owner.user.email);
    expect(mail!.text).toContain(`${product.name} (${world.team.brandName}): 2/5`);
  });

  it('APPROVE of a review published before (edited back to PENDING) keeps its first publication date and clears the old reason', async () => {
    const first = new Date('2023-05-05T10:00:00Z');
    const review = await pending((await author()).id, {
      publishedAt: first,
      decisionReason: 'Was spam',
      holdRules: ['COMMENT_LINK'],
    });
    expect((await decide(mod, review.id, { decision: 'APPROVE' })).statusCode).toBe(200);
    expect(await reviewRow(review.id)).toMatchObject({ status: 'PUBLISHED', publishedAt: first, decisionReason: null });
    await expectScoresRight();
  });

  it('REJECT keeps it unpublished with the reason and mails the author in their language (German here)', async () => {
    const writer = await author({ language: 'de', firstName: 'Jonas' });
    const review = await pending(writer.id);
    const res = await decide(mod, review.id, {
      decision: 'REJECT',
      reason: 'Werbung für einen anderen Shop',
      ground: 'SPAM',
    });
    expect(res.json()).toEqual({ id: review.id, status: 'REJECTED' });
    expect(await reviewRow(review.id)).toMatchObject({
      status: 'REJECTED',
      decisionReason: 'Werbung für einen anderen Shop',
      decidedBy: mod.body.user.id,
      publishedAt: null,
    });
    await expectScoresRight();
    expect(await t.app.db.$count(reviewNotifications, eq(reviewNotifications.reviewId, review.id))).toBe(0);
    const [mail] = await mailsTo(t.app, writer.email);
    expect(mail!.subject).toBe(`Deine Bewertung von ${product.name} wurde nicht veröffentlicht`);
    expect(mail!.text).toContain('Hallo Jonas,');
    expect(mail!.text).toContain('Werbung für einen anderen Shop');
    expect(mail!.text).toContain('http://localhost:3000/settings/reviews');
    expect((await audits(review.id))[0]).toMatchObject({
      after: { decision: 'REJECT', status: 'REJECTED', reason: 'Werbung für einen anderen Shop' },
    });

    const again = await decide(mod, review.id, { decision: 'APPROVE' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)!.message).toBe(M.review.error.already_decided);
  });

  it('REMOVE takes a reported review down, upholds its reports, changes the scores and mails the author in English', async () => {
    const writer = await author({ language: 'en', firstName: 'Mia' });
    const review = await published(writer.id, { rating: 5 });
    const reporter = await author();
    await insertReport(t.app, review.id, reporter.id, 'PERSONAL_INFORMATION');
    await expectScoresRight();

    const wrong = await decide(mod, review.id, { decision: 'APPROVE' });
    expect(wrong.statusCode).toBe(409);
    expect(errorOf(wrong)!.message).toBe(M.review.error.decision_not_allowed);

    const res = await decide(admin, review.id, {
      decision: 'REMOVE',
      reason: 'Shows a phone number',
      ground: 'PERSONAL_DATA',
    });
    expect(res.json()).toEqual({ id: review.id, status: 'REMOVED' });
    expect(await reviewRow(review.id)).toMatchObject({
      status: 'REMOVED',
      decisionReason: 'Shows a phone number',
      openReportCount: 0,
      firstOpenReportAt: null,
      decidedBy: admin.body.user.id,
    });
    const reports = await t.app.db.select().from(reviewReports).where(eq(reviewReports.reviewId, review.id));
    expect(reports.map((r) => [r.status, r.resolvedBy])).toEqual([['UPHELD', admin.body.user.id]]);
    await expectScoresRight();
    const [mail] = await mailsTo(t.app, writer.email);
    expect(mail!.subject).toBe(`Your review of ${product.name} was removed`);
    expect(mail!.text).toContain('Shows a phone number');
    expect((await audits(review.id))[0]).toMatchObject({
      action: 'review.decide',
      after: { decision: 'REMOVE', status: 'REMOVED', reportsResolved: 1 },
    });

    const reported = (await queue(mod, '?queue=reported&take=50')).json<ModerationQueue>();
    expect(reported.data.map((d) => d.id)).not.toContain(review.id);
    expect((await decide(mod, review.id, { decision: 'REMOVE', reason: 'Again', ground: 'SPAM' })).statusCode).toBe(
      409,
    );
  });

  it('REMOVE and DISMISS_REPORTS need open reports: a quiet PUBLISHED review answers 409', async () => {
    const review = await published((await author()).id);
    for (const payload of [{ decision: 'REMOVE', reason: 'x', ground: 'SPAM' }, { decision: 'DISMISS_REPORTS' }]) {
      const res = await decide(mod, review.id, payload);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)!.type).toBe('conflict');
    }
    const held = await pending((await author()).id);
    const res = await decide(mod, held.id, { decision: 'DISMISS_REPORTS' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)!.message).toBe(M.review.error.decision_not_allowed);
  });

  it('DISMISS_REPORTS keeps the review published, closes its reports and takes it out of the queue', async () => {
    const writer = await author();
    const review = await published(writer.id, { rating: 3 });
    await insertReport(t.app, review.id, (await author()).id, 'SPAM');
    await insertReport(t.app, review.id, (await author()).id, 'OFF_TOPIC');
    const res = await decide(mod, review.id, { decision: 'DISMISS_REPORTS' });
    expect(res.json()).toEqual({ id: review.id, status: 'PUBLISHED' });
    expect(await reviewRow(review.id)).toMatchObject({
      status: 'PUBLISHED',
      openReportCount: 0,
      firstOpenReportAt: null,
      decidedBy: mod.body.user.id,
    });
    const reports = await t.app.db.select().from(reviewReports).where(eq(reviewReports.reviewId, review.id));
    expect(reports.map((r) => r.status)).toEqual(['DISMISSED', 'DISMISSED']);
    await expectScoresRight();
    expect(await mailsTo(t.app, writer.email)).toHaveLength(0);
    expect((await audits(review.id))[0]).toMatchObject({
      after: { decision: 'DISMISS_REPORTS', status: 'PUBLISHED', reportsResolved: 2 },
    });
    expect((await decide(mod, review.id, { decision: 'DISMISS_REPORTS' })).statusCode).toBe(409);

    // A new report later puts it back in the queue, and it can be decided again.
    await insertReport(t.app, review.id, (await author()).id, 'OFFENSIVE');
    expect(
      (await decide(mod, review.id, { decision: 'REMOVE', reason: 'Insults', ground: 'OFFENSIVE' })).statusCode,
    ).toBe(200);
    await expectScoresRight();
  });
});

onPostgres.describe('two moderators at once', () => {
  it('on a pending review exactly one decision lands, whatever the two decided', async () => {
    const otherMod = await signedInUser(t.app, { role: 'MOD' });
    for (const [a, b] of [
      [{ decision: 'APPROVE' }, { decision: 'APPROVE' }],
      [{ decision: 'APPROVE' }, { decision: 'REJECT', reason: 'Spam', ground: 'SPAM' }],
    ] as const) {
      const review = await pending((await author()).id, { rating: 1 });
      const answers = await Promise.all([decide(mod, review.id, a), decide(otherMod, review.id, b)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(errorOf(answers.find((r) => r.statusCode === 409)!)!.message).toBe(M.review.error.already_decided);
      expect(await audits(review.id)).toHaveLength(1);
      const row = await reviewRow(review.id);
      expect(row.status).toBe(
        answers[0]!.statusCode === 200
          ? a.decision === 'APPROVE'
            ? 'PUBLISHED'
            : 'REJECTED'
          : b.decision === 'APPROVE'
            ? 'PUBLISHED'
            : 'REJECTED',
      );
      expect(await t.app.db.$count(reviewNotifications, eq(reviewNotifications.reviewId, review.id))).toBe(
        row.status === 'PUBLISHED' ? 1 : 0,
      );
      await expectScoresRight();
    }
  });

  it('on a reported review a removal and a dismissal never both land', async () => {
    const otherMod = await signedInUser(t.app, { role: 'MOD' });
    const review = await published((await author()).id, { rating: 4 });
    await insertReport(t.app, review.id, (await author()).id, 'SPAM');
    const answers = await Promise.all([
      decide(mod, review.id, { decision: 'REMOVE', reason: 'Spam', ground: 'SPAM' }),
      decide(otherMod, review.id, { decision: 'DISMISS_REPORTS' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await audits(review.id)).toHaveLength(1);
    const reports = await t.app.db.select().from(reviewReports).where(eq(reviewReports.reviewId, review.id));
    expect(reports.map((r) => r.status)).toEqual([answers[0]!.statusCode === 200 ? 'UPHELD' : 'DISMISSED']);
    await expectScoresRight();
  });
});

describe('conflict of interest', () => {
  it("a moderator in the product's team sees the flag and gets 403 on every decision; nothing changes", async () => {
    const insider = await signedInUser(t.app, { role: 'MOD' });
    await addMember(t.app, world.team.id, insider.user.id, 'EDITOR');
    const review = await pending((await author()).id, { createdAt: new Date('2000-06-01T00:00:00Z') });
    const item = (await queue(insider, '?take=50')).json<ModerationQueue>().data.find((d) => d.id === review.id)!;
    expect(item.conflictOfInterest).toBe(true);
    for (const payload of [{ decision: 'APPROVE' }, { decision: 'REJECT', reason: 'No', ground: 'SPAM' }]) {
      const res = await decide(insider, review.id, payload);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toMatchObject({ type: 'forbidden', message: M.review.error.conflict_of_interest });
    }
    expect((await reviewRow(review.id)).status).toBe('PENDING');
    expect(await audits(review.id)).toHaveLength(0);
    const outsiderView = (await queue(mod, '?take=50')).json<ModerationQueue>().data.find((d) => d.id === review.id)!;
    expect(outsiderView.conflictOfInterest).toBe(false);
  });

  it('nobody decides on their own review', async () => {
    const own = await pending(mod.body.user.id, { createdAt: new Date('2000-06-02T00:00:00Z') });
    const item = (await queue(mod, '?take=50')).json<ModerationQueue>().data.find((d) => d.id === own.id)!;
    expect(item.conflictOfInterest).toBe(true);
    const res = await decide(mod, own.id, { decision: 'APPROVE' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)!.message).toBe(M.review.error.conflict_of_interest);
    expect((await decide(admin, own.id, { decision: 'APPROVE' })).statusCode).toBe(200);
  });
});
