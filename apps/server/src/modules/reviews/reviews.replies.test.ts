import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { M, REVIEW_REPLY_MAX, type CreatorReviewList, type ReviewReply } from '@plaudit/contract';
import { auditLog, creatorTeams, reviewReplies } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createPunishment, createUser, signedInUser, type Signed } from '../../../test/factories.js';
import { TEAM_TEST_LIMITS, teamWorld, type TeamWorld } from '../../../test/team-factories.js';
import { insertReview, mailsTo, publishedProduct } from '../../../test/review-moderation-factories.js';
import { onPostgres } from '../../../test/needs.js';

// Oreal HTTP: the brand's one reply per review — who may write, change and delete it, the lock and
// mute guards, published reviews only, the reviewer's one mail, and the audit trail.

let t: TestContext;
let world: TeamWorld;
let product: Awaited<ReturnType<typeof publishedProduct>>;

beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
  world = await teamWorld(t.app);
  product = await publishedProduct(t.app, world.team.id, { name: 'Gamma Kettle' });
});
afterAll(async () => t.close());

const put = (s: Signed, id: string, text: unknown) =>
  authed(t.app, s, { method: 'PUT', url: api(`/reviews/${id}/reply`), payload: { text } });
const del = (s: Signed, id: string) => authed(t.app, s, { method: 'DELETE', url: api(`/reviews/${id}/reply`) });
const errorOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { type: string; message: string; meta?: Record<string, unknown> }[] }).errors[0]!;
const replyRow = async (id: string) =>
  (await t.app.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, id)))[0];
const audits = (id: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'review'), eq(auditLog.targetId, id)))
    .orderBy(auditLog.at);

async function review(
  status: 'PUBLISHED' | 'PENDING' | 'REJECTED' | 'REMOVED' = 'PUBLISHED',
  language: 'en' | 'de' = 'en',
  teamWorldOf: TeamWorld = world,
) {
  const author = await createUser(t.app, { language, firstName: 'Rita' });
  const target = teamWorldOf === world ? product : await publishedProduct(t.app, teamWorldOf.team.id);
  const row = await insertReview(t.app, {
    productId: target.id,
    teamId: teamWorldOf.team.id,
    authorId: author.id,
    status,
  });
  return { row, author };
}

describe('writing and changing the reply', () => {
  it('an EDITOR replies: the reply is stored, audited, shown in the brand list, and the reviewer is mailed once in their language', async () => {
    const { row, author } = await review('PUBLISHED', 'de');
    const res = await put(world.editor, row.id, '  Danke für dein Feedback!  ');
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<ReviewReply>();
    expect(reply).toMatchObject({ text: 'Danke für dein Feedback!', brandName: world.team.brandName });
    expect(await replyRow(row.id)).toMatchObject({ text: 'Danke für dein Feedback!', authorId: world.editor.user.id });

    const mails = await mailsTo(t.app, author.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${world.team.brandName} hat auf deine Bewertung geantwortet`);
    expect(mails[0]!.text).toContain('Danke für dein Feedback!');
    expect(mails[0]!.text).toContain(`http://localhost:3000/brands/${world.team.profileHandle}/${product.slug}`);

    // The OWNER and the ADMIN change it: a new text, no new mail.
    for (const [s, text] of [
      [world.owner, 'Danke!'],
      [world.admin, 'Vielen Dank!'],
    ] as const) {
      const edit = await put(s, row.id, text);
      expect(edit.statusCode).toBe(200);
      expect(edit.json<ReviewReply>()).toMatchObject({ text, createdAt: reply.createdAt });
    }
    expect(await mailsTo(t.app, author.email)).toHaveLength(1);
    expect((await audits(row.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['team.review.reply.create', world.editor.user.id],
      ['team.review.reply.update', world.owner.user.id],
      ['team.review.reply.update', world.admin.user.id],
    ]);
    const listed = (
      await authed(t.app, world.editor, { method: 'GET', url: api(`/creator/reviews/${world.team.id}`) })
    ).json<CreatorReviewList>();
    expect(listed.data.find((r) => r.id === row.id)!.reply).toMatchObject({
      text: 'Vielen Dank!',
      brandName: world.team.brandName,
    });
  });

  onPostgres.it('two first replies sent at once mail the reviewer once', async () => {
    const { row, author } = await review();
    const answers = await Promise.all([put(world.owner, row.id, 'One'), put(world.editor, row.id, 'Two')]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await mailsTo(t.app, author.email)).toHaveLength(1);
    expect((await audits(row.id)).map((a) => a.action).sort()).toEqual([
      'team.review.reply.create',
      'team.review.reply.update',
    ]);
  });

  it('refuses an empty or too long text with 400', async () => {
    const { row } = await review();
    expect((await put(world.owner, row.id, '   ')).statusCode).toBe(400);
    expect((await put(world.owner, row.id, 'x'.repeat(REVIEW_REPLY_MAX + 1))).statusCode).toBe(400);
    expect(await replyRow(row.id)).toBeUndefined();
  });
});

describe('who may reply', () => {
  it("anyone outside the product's team gets 404, as does an unknown review; a stranger 401", async () => {
    const { row } = await review();
    const other = await teamWorld(t.app);
    const staff = await signedInUser(t.app, { role: 'ADMIN' });
    for (const s of [world.outsider, other.owner, staff]) {
      expect((await put(s, row.id, 'Hi')).statusCode).toBe(404);
      expect((await del(s, row.id)).statusCode).toBe(404);
    }
    expect((await put(world.owner, '00000000-0000-4000-8000-000000000000', 'Hi')).statusCode).toBe(404);
    expect((await put(world.owner, 'nope', 'Hi')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: api(`/reviews/${row.id}/reply`), payload: { text: 'Hi' } })).statusCode,
    ).toBe(401);
    expect(await replyRow(row.id)).toBeUndefined();
  });

  it('a locked team gets 403 on writing and deleting', async () => {
    const locked = await teamWorld(t.app);
    const { row } = await review('PUBLISHED', 'en', locked);
    expect((await put(locked.owner, row.id, 'Before the lock')).statusCode).toBe(200);
    await t.app.db
      .update(creatorTeams)
      .set({ accessStatus: 'BLOCKED', accessUntil: null })
      .where(eq(creatorTeams.id, locked.team.id));
    for (const res of [await put(locked.owner, row.id, 'During the lock'), await del(locked.owner, row.id)]) {
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toMatchObject({ type: 'forbidden', message: M.team.error.blocked });
    }
    expect((await replyRow(row.id))!.text).toBe('Before the lock');
  });

  it('a muted member gets 403 with the end of the mute', async () => {
    const { row } = await review();
    const until = new Date(Date.now() + 3600_000);
    await createPunishment(t.app, world.admin.user.id, { type: 'MUTE', reason: 'Cool down', until });
    const res = await put(world.admin, row.id, 'Muted words');
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({
      type: 'forbidden',
      message: M.punishments.error.muted,
      meta: { until: until.toISOString(), reason: 'Cool down' },
    });
    expect(await replyRow(row.id)).toBeUndefined();
  });

  it('only a PUBLISHED review takes a reply: PENDING and REMOVED get 403, a REJECTED one is not even found', async () => {
    for (const status of ['PENDING', 'REMOVED'] as const) {
      const { row } = await review(status);
      const res = await put(world.owner, row.id, 'Hello');
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(M.review.error.reply_not_published);
    }
    const { row } = await review('REJECTED');
    expect((await put(world.owner, row.id, 'Hello')).statusCode).toBe(404);
  });
});

describe('deleting the reply', () => {
  it('a member deletes it (audited); a second delete answers 404', async () => {
    const { row } = await review();
    expect((await put(world.owner, row.id, 'To be deleted')).statusCode).toBe(200);
    const res = await del(world.editor, row.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await replyRow(row.id)).toBeUndefined();
    expect((await audits(row.id)).at(-1)).toMatchObject({
      action: 'team.review.reply.delete',
      actorId: world.editor.user.id,
      before: { text: 'To be deleted' },
    });
    const again = await del(world.editor, row.id);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(M.review.error.reply_not_found);
  });
});
