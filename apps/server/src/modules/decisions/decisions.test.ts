import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  M,
  pathOf,
  ROUTES,
  type User,
  type AdminAppealList,
  type DecisionList,
  type Transparency,
} from '@plaudit/contract';
import {
  appeals,
  auditLog,
  creatorTeams,
  decisions,
  punishments,
  reviewReports,
  reviews,
  reviewWithdrawals,
  shortLinks,
  verifications,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createUser, signedInUser, type Signed } from '../../../test/factories.js';
import { TEAM_TEST_LIMITS, teamWorld, type TeamWorld } from '../../../test/team-factories.js';
import { addMember } from '../../../test/trust-factories.js';
import {
  insertReport,
  insertReview,
  mailsTo,
  publishedProduct,
  statsAndRecount,
} from '../../../test/review-moderation-factories.js';
import { onPostgres } from '../../../test/needs.js';

// Over HTTP on a real database: a statement of reasons for each kind of decision, the person's list (their teams'
// too), the appeal's window and its one-per-decision rule, who may hear an appeal, each reversal's effects (the
// scores equal a recount afterwards), the mails, and the published figures against counts made directly in SQL.

let t: TestContext;
let mod: Signed;
let otherMod: Signed;
let admin: Signed;
let world: TeamWorld;
let product: Awaited<ReturnType<typeof publishedProduct>>;

beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
  [mod, otherMod, admin] = await Promise.all([
    signedInUser(t.app, { role: 'MOD' }),
    signedInUser(t.app, { role: 'MOD' }),
    signedInUser(t.app, { role: 'ADMIN' }),
  ]);
  world = await teamWorld(t.app);
  product = await publishedProduct(t.app, world.team.id);
});
afterAll(async () => t.close());

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { type: string; message: string }[] }).errors[0]!;
const moderate = (s: Signed, id: string, payload: object) =>
  authed(t.app, s, { method: 'PUT', url: api(`/admin/reviews/${id}`), payload });
const mine = async (s: Signed) => {
  const res = await authed(t.app, s, { method: 'GET', url: api('/profile/decisions?take=100') });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DecisionList>().data;
};
const appeal = (s: Signed, decisionId: string, text = 'This was a genuine review of a product I bought.') =>
  authed(t.app, s, { method: 'POST', url: api(`/profile/decisions/${decisionId}/appeal`), payload: { text } });
const decideAppeal = (s: Signed, appealId: string, outcome: 'UPHELD' | 'REVERSED') =>
  authed(t.app, s, {
    method: 'PUT',
    url: api(`/admin/appeals/${appealId}`),
    payload: { outcome, reason: 'Read again: the review describes the product fairly.' },
  });
const published = (authorId: string, values: Partial<typeof reviews.$inferInsert> = {}) =>
  insertReview(t.app, { productId: product.id, teamId: world.team.id, authorId, status: 'PUBLISHED', ...values });
const reviewRow = async (id: string) => (await t.app.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;

async function expectScoresRight() {
  const { kept, recounted } = await statsAndRecount(t.app);
  expect(kept).toEqual(recounted);
}

/** A published review by a fresh signed-in author, reported and removed by `mod` on `ground`. */
async function removedReview(ground = 'OFFENSIVE') {
  const author = await signedInUser(t.app);
  const review = await published(author.user.id, { rating: 1, comment: 'Terrible, and so is the owner.' });
  const reporter = await createUser(t.app);
  await insertReport(t.app, review.id, reporter.id, 'OFFENSIVE');
  const res = await moderate(mod, review.id, { decision: 'REMOVE', reason: 'Insults the owner', ground });
  expect(res.statusCode, res.body).toBe(200);
  const [decision] = (await mine(author)).filter((d) => d.content.id === review.id);
  return { author, review, decision: decision! };
}

describe('a statement of reasons for each kind of decision', () => {
  it('a removed review: facts, ground, who, until when, not automated; the mail carries it with the appeal link', async () => {
    const { author, review, decision } = await removedReview('OFFENSIVE');
    expect(decision).toMatchObject({
      kind: 'REVIEW_REMOVED',
      ground: 'OFFENSIVE',
      facts: 'Insults the owner',
      automated: false,
      appealable: true,
      reversedAt: null,
      content: { type: 'review', id: review.id },
      appeal: null,
    });
    expect(decision.content.body).toContain('Terrible, and so is the owner.');
    const months = (new Date(decision.appealableUntil).getTime() - new Date(decision.decidedAt).getTime()) / 86_400_000;
    expect(months).toBeGreaterThanOrEqual(181);
    expect(months).toBeLessThanOrEqual(184);
    const [row] = await t.app.db.select().from(decisions).where(eq(decisions.id, decision.id));
    expect(row!.decidedBy).toBe(mod.body.user.id);
    const mail = (await mailsTo(t.app, author.user.email)).at(-1)!;
    expect(mail.text).toContain('Statement of reasons');
    expect(mail.text).toContain('Offensive: insults, harassment, threats or hate against a person or group.');
    expect(mail.text).toContain(`/settings/decisions?decision=${decision.id}`);
  });

  it('a rejection, a hold (automated), a dismissed report, a punishment, a refused verification and a team lock', async () => {
    const author = await signedInUser(t.app, { language: 'de' });
    const pending = await insertReview(t.app, {
      productId: product.id,
      teamId: world.team.id,
      authorId: author.user.id,
      status: 'PENDING',
      holdRules: ['COMMENT_LINK'],
    });
    expect(
      (await moderate(mod, pending.id, { decision: 'REJECT', reason: 'Advertising', ground: 'SPAM' })).statusCode,
    ).toBe(200);
    const german = (await mailsTo(t.app, author.user.email)).at(-1)!;
    expect(german.text).toContain('Begründung');
    expect(german.text).toContain('Spam: Werbung');

    // A hold by the published rules is automated (written through the API so the rules run).
    const newcomer = await signedInUser(t.app);
    const held = await authed(t.app, newcomer, {
      method: 'POST',
      url: api(`/products/${product.id}/reviews`),
      payload: { type: 'USER', rating: 4, comment: 'Cheaper at https://example.com/deal' },
    });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json()).toMatchObject({ status: 'PENDING' });
    const hold = (await mine(newcomer))[0]!;
    expect(hold).toMatchObject({ kind: 'REVIEW_HELD', ground: 'HOLD_RULE', automated: true });
    // The rules that held it, for the statement to show as their sentences (the facts keep the codes).
    expect(hold.holdRules).toEqual(expect.arrayContaining(['COMMENT_LINK']));
    expect(hold.facts.split(', ').sort()).toEqual([...hold.holdRules].sort());
    // The appeals queue reads the same statement.
    const heldAppeal = (await appeal(newcomer, hold.id, 'The link is to the maker, not an advert.')).json<{
      id: string;
    }>();
    const queue = await authed(t.app, otherMod, { method: 'GET', url: api('/admin/appeals?take=100') });
    expect(queue.json<AdminAppealList>().data.find((a) => a.id === heldAppeal.id)?.decision.holdRules).toEqual(
      hold.holdRules,
    );

    // The reporter of a review whose reports are dismissed.
    const reporter = await signedInUser(t.app);
    const fine = await published((await createUser(t.app)).id);
    await insertReport(t.app, fine.id, reporter.user.id, 'SPAM');
    expect((await moderate(mod, fine.id, { decision: 'DISMISS_REPORTS' })).statusCode).toBe(200);
    expect((await mine(reporter))[0]).toMatchObject({
      kind: 'REPORT_DISMISSED',
      ground: 'NO_VIOLATION',
      appealable: true,
    });

    // A punishment.
    const punished = await signedInUser(t.app);
    const p = await authed(t.app, mod, {
      method: 'POST',
      url: api('/admin/punishments'),
      payload: { userId: punished.user.id, type: 'MUTE', reason: 'Spamming links', until: null, ground: 'SPAM' },
    });
    expect(p.statusCode, p.body).toBe(200);
    expect((await mine(punished))[0]).toMatchObject({
      kind: 'PUNISHMENT',
      ground: 'SPAM',
      facts: 'Spamming links',
      holdRules: [],
    });

    // A refused YouTuber verification: the applicant reads why.
    const applicant = await signedInUser(t.app);
    const applied = await authed(t.app, applicant, {
      method: 'POST',
      url: api(ROUTES.creators.youtuberSignUp.path),
      payload: { pageName: 'Some page', youtubeUrl: 'https://www.youtube.com/@somechannel' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const [round] = await t.app.db
      .select()
      .from(verifications)
      .where(eq(verifications.youtuberId, applied.json<User>().youtuber!.id));
    const refused = await authed(t.app, admin, {
      method: 'PUT',
      url: api(pathOf(ROUTES.verifications.decide.path, { id: round!.id })),
      payload: { status: 'REJECTED', message: 'This channel belongs to someone else', ground: 'IMPERSONATION' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await mine(applicant))[0]).toMatchObject({
      kind: 'VERIFICATION_REJECTED',
      ground: 'IMPERSONATION',
      facts: 'This channel belongs to someone else',
    });
    expect((await mailsTo(t.app, applicant.user.email)).at(-1)!.text).toContain('Impersonation: pretending');

    // A team lock: every OWNER and ADMIN of the team reads it, an EDITOR does not.
    const owner = await signedInUser(t.app);
    const { team } = await addMember(t.app, owner.user.id, 'OWNER');
    const editor = await signedInUser(t.app);
    await t.app.db.execute(
      sql`insert into creator_team_members (team_id, user_id, role) values (${team.id}, ${editor.user.id}, 'EDITOR')`,
    );
    const lock = await authed(t.app, admin, {
      method: 'PUT',
      url: api(`/admin/creator-teams/${team.id}/access`),
      payload: { accessStatus: 'BLOCKED', reason: 'Fake reviews bought for the brand', ground: 'NOT_GENUINE' },
    });
    expect(lock.statusCode, lock.body).toBe(200);
    expect((await mine(owner))[0]).toMatchObject({ kind: 'TEAM_LOCKED', ground: 'NOT_GENUINE', team: { id: team.id } });
    expect((await mine(editor)).filter((d) => d.kind === 'TEAM_LOCKED')).toHaveLength(0);
  });
});

describe('staff decisions name their published ground', () => {
  it('a punishment, a refused verification and a team lock without a ground, or with an unknown one, are 400 on ground', async () => {
    const punished = await signedInUser(t.app);
    const owner = await signedInUser(t.app);
    const { team } = await addMember(t.app, owner.user.id, 'OWNER');
    const applicant = await signedInUser(t.app);
    const applied = await authed(t.app, applicant, {
      method: 'POST',
      url: api(ROUTES.creators.youtuberSignUp.path),
      payload: { pageName: 'Ground page', youtubeUrl: 'https://www.youtube.com/@groundchannel' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const [round] = await t.app.db
      .select()
      .from(verifications)
      .where(eq(verifications.youtuberId, applied.json<User>().youtuber!.id));
    const calls = [
      {
        by: mod,
        method: 'POST' as const,
        url: api(ROUTES.punishments.create.path),
        payload: { userId: punished.user.id, type: 'WARNING', reason: 'Rude replies', until: null },
      },
      {
        by: admin,
        method: 'PUT' as const,
        url: api(pathOf(ROUTES.verifications.decide.path, { id: round!.id })),
        payload: { status: 'REJECTED', message: 'Not your channel' },
      },
      {
        by: admin,
        method: 'PUT' as const,
        url: api(pathOf(ROUTES.verifications.setCreatorAccess.path, { teamId: team.id })),
        payload: { accessStatus: 'BLOCKED', until: null, reason: 'Bought reviews' },
      },
    ];
    for (const call of calls) {
      for (const ground of [undefined, 'NOT_A_RULE', 'HOLD_RULE']) {
        const res = await authed(t.app, call.by, { ...call, payload: { ...call.payload, ground } });
        expect(res.statusCode, `${call.url} ${ground}`).toBe(400);
        expect(res.json<{ errors: { message: string; meta?: { field?: string } }[] }>().errors).toContainEqual(
          expect.objectContaining({ message: M.decision.error.ground, meta: { field: 'ground' } }),
        );
      }
    }
    // Nothing was decided: no punishment, the round still waits, the team is not locked, no statement.
    expect(await t.app.db.select().from(punishments).where(eq(punishments.userId, punished.user.id))).toHaveLength(0);
    expect((await t.app.db.select().from(verifications).where(eq(verifications.id, round!.id)))[0]!.status).toBe(
      'PENDING',
    );
    expect((await t.app.db.select().from(creatorTeams).where(eq(creatorTeams.id, team.id)))[0]!.accessStatus).toBe(
      'UNBLOCKED',
    );
    for (const s of [punished, owner, applicant]) expect(await mine(s)).toHaveLength(0);
    // Approving, asking for more and lifting a lock decide nothing about the person: no ground needed.
    const lift = await authed(t.app, admin, {
      method: 'PUT',
      url: api(pathOf(ROUTES.verifications.setCreatorAccess.path, { teamId: team.id })),
      payload: { accessStatus: 'UNBLOCKED' },
    });
    expect(lift.statusCode, lift.body).toBe(200);
  });
});

describe('appeals', () => {
  it('one per decision, only by whom it concerns, and not after the window', async () => {
    const { author, decision } = await removedReview();
    const stranger = await signedInUser(t.app);
    expect((await appeal(stranger, decision.id)).statusCode).toBe(404);
    const short = await appeal(author, decision.id, 'too short');
    expect(short.statusCode).toBe(400);
    const first = await appeal(author, decision.id);
    expect(first.statusCode, first.body).toBe(201);
    const again = await appeal(author, decision.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(M.appeal.already_appealed);

    const late = await removedReview();
    await t.app.db
      .update(decisions)
      .set({ appealableUntil: new Date(Date.now() - 1000) })
      .where(eq(decisions.id, late.decision.id));
    const closed = await appeal(late.author, late.decision.id);
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).message).toBe(M.appeal.closed);
    expect((await mine(late.author)).find((d) => d.id === late.decision.id)!.appealable).toBe(false);
  });

  it('the queue is staff only, oldest first, with the statement and the history; the decider cannot hear it', async () => {
    const user = await signedInUser(t.app);
    expect((await authed(t.app, user, { method: 'GET', url: api('/admin/appeals') })).statusCode).toBe(403);
    const { author, decision } = await removedReview();
    const made = (await appeal(author, decision.id)).json<{ id: string }>();
    const list = await authed(t.app, otherMod, { method: 'GET', url: api('/admin/appeals?take=100') });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<AdminAppealList>();
    const times = body.data.map((a) => a.createdAt);
    expect([...times].sort()).toEqual(times);
    const item = body.data.find((a) => a.id === made.id)!;
    expect(item).toMatchObject({
      status: 'OPEN',
      conflict: false,
      appellant: { id: author.user.id },
      decision: { id: decision.id, ground: 'OFFENSIVE', decidedBy: { id: mod.body.user.id } },
      history: { decisions: 1, appeals: 1, reversed: 0 },
    });
    const own = await decideAppeal(mod, made.id, 'REVERSED');
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe(M.appeal.conflict);
    const upheld = await decideAppeal(otherMod, made.id, 'UPHELD');
    expect(upheld.statusCode, upheld.body).toBe(200);
    expect((await decideAppeal(admin, made.id, 'REVERSED')).statusCode).toBe(409);
    expect((await reviewRow(decision.content.id)).status).toBe('REMOVED');
    const mail = (await mailsTo(t.app, author.user.email)).at(-1)!;
    expect(mail.subject).toBe('Your appeal: the decision stands');
  });

  it('a reversed removal republishes the review in the same transaction; the scores equal a recount', async () => {
    const { author, review, decision } = await removedReview();
    const before = await t.app.inject({ method: 'GET', url: api(`/products/${product.id}/reviews`) });
    expect(before.json<{ data: { id: string }[] }>().data.map((r) => r.id)).not.toContain(review.id);
    const made = (await appeal(author, decision.id)).json<{ id: string }>();
    const res = await decideAppeal(otherMod, made.id, 'REVERSED');
    expect(res.statusCode, res.body).toBe(200);
    expect((await reviewRow(review.id)).status).toBe('PUBLISHED');
    const after = await t.app.inject({ method: 'GET', url: api(`/products/${product.id}/reviews`) });
    const shown = after.json<{ data: { id: string; checks?: string[] }[] }>().data.find((r) => r.id === review.id);
    // It tells how its author was checked: every author's email (no hold rule held this one).
    expect(shown?.checks).toEqual(['EMAIL_VERIFIED']);
    await expectScoresRight();
    const [row] = await t.app.db.select().from(decisions).where(eq(decisions.id, decision.id));
    expect(row!.reversedAt).not.toBeNull();
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appeal.decide'), eq(auditLog.targetId, decision.id)));
    expect(audits).toHaveLength(1);
    expect((await mailsTo(t.app, author.user.email)).at(-1)!.subject).toBe('Your appeal: the decision was reversed');
    // Reversed: nothing more to appeal.
    expect((await mine(author)).find((d) => d.id === decision.id)).toMatchObject({ appealable: false });
  });

  it('a removal reversed after its author deleted the review brings the review back as it was', async () => {
    const { author, review, decision } = await removedReview();
    const kept = await reviewRow(review.id);
    const del = await authed(t.app, author, { method: 'DELETE', url: api(`/reviews/${review.id}`) });
    expect(del.statusCode, del.body).toBe(200);
    expect(await t.app.db.select().from(reviews).where(eq(reviews.id, review.id))).toHaveLength(0);
    // Deleted by its author inside the appeal window: kept whole until the appeal is decided.
    expect(
      await t.app.db.select().from(reviewWithdrawals).where(eq(reviewWithdrawals.reviewId, review.id)),
    ).toHaveLength(1);
    const made = (await appeal(author, decision.id)).json<{ id: string }>();
    const res = await decideAppeal(otherMod, made.id, 'REVERSED');
    expect(res.statusCode, res.body).toBe(200);
    const back = await reviewRow(review.id);
    expect(back).toMatchObject({
      status: 'PUBLISHED',
      productId: kept.productId,
      authorId: author.user.id,
      rating: kept.rating,
      title: kept.title,
      comment: kept.comment,
      publishedAt: kept.publishedAt,
      createdAt: kept.createdAt,
      decisionReason: null,
      decidedBy: otherMod.body.user.id,
    });
    const listed = await t.app.inject({ method: 'GET', url: api(`/products/${product.id}/reviews`) });
    expect(listed.json<{ data: { id: string }[] }>().data.map((r) => r.id)).toContain(review.id);
    // Reversed, the removal no longer marks the author's next review of the product.
    expect(
      await t.app.db.select().from(reviewWithdrawals).where(eq(reviewWithdrawals.reviewId, review.id)),
    ).toHaveLength(0);
    await expectScoresRight();
  });

  it('a reversal after the author deleted the review and wrote a new one leaves the new one standing', async () => {
    const { author, review, decision } = await removedReview();
    await authed(t.app, author, { method: 'DELETE', url: api(`/reviews/${review.id}`) });
    const again = await authed(t.app, author, {
      method: 'POST',
      url: api(`/products/${product.id}/reviews`),
      payload: { type: 'USER', rating: 3, comment: 'Second try, calmer this time.' },
    });
    expect(again.statusCode, again.body).toBe(201);
    const made = (await appeal(author, decision.id)).json<{ id: string }>();
    expect((await decideAppeal(otherMod, made.id, 'REVERSED')).statusCode).toBe(200);
    const ofAuthor = await t.app.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, product.id), eq(reviews.authorId, author.user.id)));
    expect(ofAuthor.map((r) => r.id)).toEqual([again.json<{ id: string }>().id]);
    await expectScoresRight();
  });

  it('a reversed punishment is lifted, a reversed lock unlocks the team, a reversed dismissal reopens the report', async () => {
    const punished = await signedInUser(t.app);
    const p = await authed(t.app, mod, {
      method: 'POST',
      url: api('/admin/punishments'),
      payload: { userId: punished.user.id, type: 'MUTE', reason: 'Spamming links', until: null, ground: 'SPAM' },
    });
    const pd = (await mine(punished))[0]!;
    const pa = (await appeal(punished, pd.id)).json<{ id: string }>();
    expect((await decideAppeal(otherMod, pa.id, 'REVERSED')).statusCode).toBe(200);
    const [pRow] = await t.app.db.select().from(punishments).where(eq(punishments.id, p.json<{ id: string }>().id));
    expect(pRow!.liftedAt).not.toBeNull();

    const owner = await signedInUser(t.app);
    const { team } = await addMember(t.app, owner.user.id, 'OWNER');
    await authed(t.app, admin, {
      method: 'PUT',
      url: api(`/admin/creator-teams/${team.id}/access`),
      payload: { accessStatus: 'BLOCKED', reason: 'Fake reviews bought', ground: 'NOT_GENUINE' },
    });
    const td = (await mine(owner)).find((d) => d.kind === 'TEAM_LOCKED')!;
    const ta = (await appeal(owner, td.id)).json<{ id: string }>();
    expect((await decideAppeal(mod, ta.id, 'REVERSED')).statusCode).toBe(200);
    const [teamRow] = await t.app.db.select().from(creatorTeams).where(eq(creatorTeams.id, team.id));
    expect(teamRow!.accessStatus).toBe('UNBLOCKED');

    const reporter = await signedInUser(t.app);
    const fine = await published((await createUser(t.app)).id);
    const report = await insertReport(t.app, fine.id, reporter.user.id, 'SPAM');
    await moderate(mod, fine.id, { decision: 'DISMISS_REPORTS' });
    const rd = (await mine(reporter))[0]!;
    const ra = (await appeal(reporter, rd.id)).json<{ id: string }>();
    expect((await decideAppeal(otherMod, ra.id, 'REVERSED')).statusCode).toBe(200);
    const [reportRow] = await t.app.db.select().from(reviewReports).where(eq(reviewReports.id, report.id));
    expect(reportRow!.status).toBe('OPEN');
    expect((await reviewRow(fine.id)).openReportCount).toBe(1);
    await expectScoresRight();
  });
});

describe('a refused verification reversed on appeal', () => {
  it('goes back to the queue undecided, for an admin to decide again; the applicant sees it waiting', async () => {
    const applicant = await signedInUser(t.app);
    const applied = await authed(t.app, applicant, {
      method: 'POST',
      url: api(ROUTES.creators.youtuberSignUp.path),
      payload: { pageName: 'Appealed page', youtubeUrl: 'https://www.youtube.com/@appealedchannel' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const [round] = await t.app.db
      .select()
      .from(verifications)
      .where(eq(verifications.youtuberId, applied.json<User>().youtuber!.id));
    const refused = await authed(t.app, admin, {
      method: 'PUT',
      url: api(pathOf(ROUTES.verifications.decide.path, { id: round!.id })),
      payload: { status: 'REJECTED', message: 'This channel belongs to someone else', ground: 'IMPERSONATION' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const decision = (await mine(applicant)).find((d) => d.kind === 'VERIFICATION_REJECTED')!;
    const made = (await appeal(applicant, decision.id, 'It is my channel: the About page names me.')).json<{
      id: string;
    }>();
    // A moderator may hear the appeal; the round then waits for an admin, it is not approved by the reversal.
    expect((await decideAppeal(mod, made.id, 'REVERSED')).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(verifications).where(eq(verifications.id, round!.id));
    expect(row).toMatchObject({ status: 'PENDING', message: null, reviewedBy: null, reviewedAt: null });
    const queue = await authed(t.app, admin, {
      method: 'GET',
      url: api(`${ROUTES.verifications.list.path}?status=PENDING&type=YOUTUBER&take=100`),
    });
    expect(queue.json<{ data: { id: string }[] }>().data.map((v) => v.id)).toContain(round!.id);
    const me = await authed(t.app, applicant, { method: 'GET', url: api(ROUTES.auth.me.path) });
    expect(me.json<User>().youtuber?.verification).toMatchObject({ status: 'PENDING' });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'verification.decide'), eq(auditLog.actorId, mod.body.user.id)));
    expect(audit).toMatchObject({
      before: { verificationId: round!.id, status: 'REJECTED' },
      after: { status: 'PENDING', byAppeal: true },
    });
    // Decided again by an admin, it is approved as any other round.
    const approved = await authed(t.app, admin, {
      method: 'PUT',
      url: api(pathOf(ROUTES.verifications.decide.path, { id: round!.id })),
      payload: { status: 'APPROVED' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });
});

describe('the published figures', () => {
  it('GET /api/transparency equals counts made directly in SQL', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('/transparency?months=12') });
    expect(res.statusCode, res.body).toBe(200);
    const months = res.json<Transparency>().months;
    expect(months).toHaveLength(12);
    const now = months[0]!;
    const count = async (query: ReturnType<typeof sql>) =>
      Number(rowsOf<{ n: number }>(await t.app.db.execute(query))[0]!.n);
    const thisMonth = sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;
    expect(now.reviews.removed).toBe(
      await count(
        sql`select count(*) as n from decisions where kind = 'REVIEW_REMOVED' and decided_at >= ${thisMonth}`,
      ),
    );
    expect(now.reviews.removed).toBeGreaterThan(0);
    expect(now.removedByGround.OFFENSIVE).toBe(
      await count(
        sql`select count(*) as n from decisions where kind = 'REVIEW_REMOVED' and ground = 'OFFENSIVE' and decided_at >= ${thisMonth}`,
      ),
    );
    expect(now.reviews.rejected).toBe(
      await count(
        sql`select count(*) as n from decisions where kind = 'REVIEW_REJECTED' and decided_at >= ${thisMonth}`,
      ),
    );
    expect(now.reviews.published).toBe(
      await count(sql`select count(*) as n from reviews where published_at >= ${thisMonth}`),
    );
    expect(now.reviews.held).toBe(
      await count(
        sql`select count(*) as n from reviews where cardinality(hold_rules) > 0 and created_at >= ${thisMonth}`,
      ),
    );
    expect(now.reports.received).toBe(
      await count(sql`select count(*) as n from review_reports where created_at >= ${thisMonth}`),
    );
    expect(now.reports.dismissed).toBe(
      await count(
        sql`select count(*) as n from review_reports where status = 'DISMISSED' and resolved_at >= ${thisMonth}`,
      ),
    );
    expect(now.punishments.MUTE).toBe(
      await count(sql`select count(*) as n from punishments where type = 'MUTE' and created_at >= ${thisMonth}`),
    );
    expect(now.appeals.received).toBe(
      await count(sql`select count(*) as n from appeals where created_at >= ${thisMonth}`),
    );
    expect(now.appeals.reversed).toBe(
      await count(sql`select count(*) as n from appeals where status = 'REVERSED' and decided_at >= ${thisMonth}`),
    );
    expect(now.appeals.reversed).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: api('/transparency?months=99') })).statusCode).toBe(400);
  });
});

onPostgres.describe('two moderators deciding one appeal at once', () => {
  it('exactly one decision lands; the review is republished once and the scores stay right', async () => {
    for (const [a, b] of [
      ['REVERSED', 'REVERSED'],
      ['REVERSED', 'UPHELD'],
    ] as const) {
      const { author, review, decision } = await removedReview();
      const made = (await appeal(author, decision.id)).json<{ id: string }>();
      const answers = await Promise.all([decideAppeal(otherMod, made.id, a), decideAppeal(admin, made.id, b)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [row] = await t.app.db.select().from(appeals).where(eq(appeals.id, made.id));
      const winner = answers[0]!.statusCode === 200 ? a : b;
      expect(row!.status).toBe(winner);
      expect((await reviewRow(review.id)).status).toBe(winner === 'REVERSED' ? 'PUBLISHED' : 'REMOVED');
      await expectScoresRight();
    }
  });
});

describe('a short link turned off by staff', () => {
  it('carries a statement its team may appeal; a reversal turns the link on again', async () => {
    const owner = await signedInUser(t.app);
    const { team } = await addMember(t.app, owner.user.id, 'OWNER');
    const [link] = await t.app.db
      .insert(shortLinks)
      .values({ teamId: team.id, slug: `s${Date.now().toString(36)}`, destination: 'https://shop.example/deal' })
      .returning();
    const off = await authed(t.app, mod, {
      method: 'POST',
      url: api(`/admin/short-links/${link!.id}/disable`),
      payload: { reason: 'Leads to a phishing page', ground: 'MISLEADING' },
    });
    expect(off.statusCode, off.body).toBe(200);
    const decision = (await mine(owner)).find((d) => d.kind === 'SHORT_LINK_DISABLED')!;
    expect(decision).toMatchObject({
      facts: 'Leads to a phishing page',
      ground: 'MISLEADING',
      team: { id: team.id },
      appealable: true,
    });
    const made = (await appeal(owner, decision.id)).json<{ id: string }>();
    expect((await decideAppeal(otherMod, made.id, 'REVERSED')).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(shortLinks).where(eq(shortLinks.id, link!.id));
    expect(row!.staffDisabledAt).toBeNull();
  });

  it('names no ground it does not publish: an unknown one is a 400 naming the field', async () => {
    const owner = await signedInUser(t.app);
    const { team } = await addMember(t.app, owner.user.id, 'OWNER');
    const [link] = await t.app.db
      .insert(shortLinks)
      .values({ teamId: team.id, slug: `u${Date.now().toString(36)}`, destination: 'https://shop.example/deal' })
      .returning();
    const off = await authed(t.app, mod, {
      method: 'POST',
      url: api(`/admin/short-links/${link!.id}/disable`),
      payload: { reason: 'Leads to a phishing page', ground: 'BECAUSE' },
    });
    expect(off.statusCode, off.body).toBe(400);
    expect(off.json().errors[0].meta).toMatchObject({ field: 'ground' });
    const [row] = await t.app.db.select().from(shortLinks).where(eq(shortLinks.id, link!.id));
    expect(row!.staffDisabledAt).toBeNull();
  });
});
