import { createHmac, createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { M, type TrophyFigures } from '@plaudit/contract';
import { auditLog, trophies, trophyDecisions, users } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';
import { insertReview, mailsTo, publishedProduct } from '../../../test/review-moderation-factories.js';
import { addMember, teamWorld, type TeamWorld } from '../../../test/team-factories.js';
import { addCandidates, createTrophy, TROPHY_TEST_LIMITS } from '../../../test/trophy-factories.js';
import { newDrawSeed, drawCommitment } from './trophies.draw.js';
import { onPostgres } from '../../../test/needs.js';

// Oreal HTTP: each method's winner on fixed data, the refused bodies, the state checks, two
// organisers at once, the conflict of interest, who may award (platform vs team trophies × roles) and the winner's
// mail.

let t: TestContext;
let admin: Signed;
let admin2: Signed;
let mod: Signed;
let user: Signed;
let world: TeamWorld;

beforeAll(async () => {
  t = await buildTestApp(TROPHY_TEST_LIMITS);
  [admin, admin2, mod, user] = await Promise.all([
    signedInUser(t.app, { role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' }),
    signedInUser(t.app, { role: 'ADMIN' }),
    signedInUser(t.app, { role: 'MOD' }),
    signedInUser(t.app),
  ]);
  world = await teamWorld(t.app, { brandName: 'Acme Audio' });
});
afterAll(async () => t.close());

const award = (s: Signed | null, id: string, payload: object = {}) =>
  s
    ? authed(t.app, s, { method: 'POST', url: api(`/trophies/${id}/award`), payload })
    : t.app.inject({ method: 'POST', url: api(`/trophies/${id}/award`), payload });
const errorOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { type: string; message: string; meta?: Record<string, unknown> }[] }).errors[0]!;
const decision = async (id: string) => t.app.db.select().from(trophyDecisions).where(eq(trophyDecisions.trophyId, id));
const trophyRow = async (id: string) => (await t.app.db.select().from(trophies).where(eq(trophies.id, id)))[0]!;

const figures = (over: Partial<TrophyFigures> = {}): TrophyFigures => ({
  reviewCount: 0,
  ratingSum: 0,
  ratingAverage: null,
  rating: null,
  helpfulCount: 0,
  since: '2025-01-01T00:00:00.000Z',
  ...over,
});

/** Products of the team, frozen as candidates of a LOCKED trophy (the lock's work done by hand). */
async function lockedTrophy(
  method: 'DRAW' | 'SCORE' | 'JURY',
  figs: Partial<TrophyFigures>[],
  over: Partial<typeof trophies.$inferInsert> = {},
  teamId = world.team.id,
) {
  const products = [];
  for (let i = 0; i < figs.length; i++) products.push(await publishedProduct(t.app, teamId, { name: `Product ${i}` }));
  const seed = newDrawSeed();
  const trophy = await createTrophy(t.app, {
    method,
    status: 'LOCKED',
    lockedAt: new Date(),
    drawSeed: seed,
    drawCommitment: drawCommitment(seed),
    scorePrior: 4,
    ...over,
  });
  await addCandidates(
    t.app,
    trophy.id,
    products.map((p, i) => ({
      subjectId: p.id,
      teamId,
      display: {
        id: p.id,
        contentType: 'PRODUCT',
        title: p.name,
        subtitle: 'Acme Audio',
        href: `/p/${p.id}`,
        image: null,
        videoId: null,
        teamId,
      },
      figures: figures(figs[i]),
    })),
  );
  return { trophy, products };
}

const JUSTIFICATION = 'The clearest sound of the year, praised by every reviewer for its warmth and detail.';

describe('each method', () => {
  it('DRAW: the winner is candidates[HMAC-SHA256(seed, id) mod n], recomputed here independently', async () => {
    const { trophy, products } = await lockedTrophy('DRAW', [{}, {}, {}, {}, {}]);
    const res = await award(admin, trophy.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: trophy.id, status: 'AWARDED' });
    const digest = createHmac('sha256', Buffer.from(trophy.drawSeed!, 'hex')).update(trophy.id).digest();
    const index = Number(BigInt(`0x${digest.toString('hex')}`) % 5n);
    const [row] = await decision(trophy.id);
    expect(row!.winnerSubjectId).toBe(products[index]!.id);
    expect(row!.protocol.draw).toMatchObject({
      seed: trophy.drawSeed,
      commitment: createHash('sha256').update(Buffer.from(trophy.drawSeed!, 'hex')).digest('hex'),
      index,
    });
    expect(row!.decidedByName).toBe('Ada Admin');
    expect((await trophyRow(trophy.id)).status).toBe('AWARDED');
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, trophy.id), eq(auditLog.action, 'trophy.award')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ method: 'DRAW', winnerId: products[index]!.id, seed: trophy.drawSeed });
  });

  it('SCORE: the best Bayesian score wins; a tie goes to more reviews, then to the earliest', async () => {
    // The second and third tie on score and on count: the older `since` wins.
    const { trophy, products } = await lockedTrophy('SCORE', [
      { reviewCount: 2, ratingSum: 8, since: '2025-03-01T00:00:00.000Z' },
      { reviewCount: 4, ratingSum: 20, since: '2025-05-01T00:00:00.000Z' },
      { reviewCount: 4, ratingSum: 20, since: '2025-02-01T00:00:00.000Z' },
      { reviewCount: 0, ratingSum: 0 },
    ]);
    expect((await award(admin, trophy.id)).statusCode).toBe(200);
    const [row] = await decision(trophy.id);
    expect(row!.winnerSubjectId).toBe(products[2]!.id);
    expect(row!.protocol.score!.table.map((r) => r.id)).toEqual([
      products[2]!.id,
      products[1]!.id,
      products[0]!.id,
      products[3]!.id,
    ]);
    expect(row!.protocol.score!.table[3]!.score).toBeNull();
  });

  it('SCORE: equal scores are broken by the review count first', async () => {
    // With prior 4 every candidate averaging exactly 4 scores 4: only the count separates them.
    const { trophy, products } = await lockedTrophy('SCORE', [
      { reviewCount: 1, ratingSum: 4, since: '2024-01-01T00:00:00.000Z' },
      { reviewCount: 3, ratingSum: 12, since: '2025-06-01T00:00:00.000Z' },
    ]);
    expect((await award(admin, trophy.id)).statusCode).toBe(200);
    expect((await decision(trophy.id))[0]!.winnerSubjectId).toBe(products[1]!.id);
  });

  it('SCORE without any reviewed candidate answers 409 no_scores', async () => {
    const { trophy } = await lockedTrophy('SCORE', [{}, {}]);
    const res = await award(admin, trophy.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(M.trophy.error.no_scores);
  });

  it('JURY: the chosen candidate wins with its justification', async () => {
    const { trophy, products } = await lockedTrophy('JURY', [{}, {}, {}]);
    const res = await award(admin, trophy.id, { winnerId: products[1]!.id, justification: JUSTIFICATION });
    expect(res.statusCode).toBe(200);
    const [row] = await decision(trophy.id);
    expect(row!.winnerSubjectId).toBe(products[1]!.id);
    expect(row!.justification).toBe(JUSTIFICATION);
    expect(row!.protocol.jury).toEqual({ justification: JUSTIFICATION });
  });
});

describe('refused', () => {
  it('a winner or justification for SCORE and DRAW, missing fields or a stranger for JURY: 400 with the field', async () => {
    const draw = (await lockedTrophy('DRAW', [{}, {}])).trophy;
    const score = (await lockedTrophy('SCORE', [{ reviewCount: 1, ratingSum: 5 }, {}])).trophy;
    const jury = await lockedTrophy('JURY', [{}, {}]);
    for (const id of [draw.id, score.id]) {
      const res = await award(admin, id, { winnerId: jury.products[0]!.id });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        message: M.trophy.validation.winner_not_allowed,
        meta: { field: 'winnerId' },
      });
    }
    let res = await award(admin, jury.trophy.id, { justification: JUSTIFICATION });
    expect(errorOf(res)).toMatchObject({ message: M.trophy.validation.winner_required, meta: { field: 'winnerId' } });
    res = await award(admin, jury.trophy.id, { winnerId: jury.products[0]!.id });
    expect(errorOf(res)).toMatchObject({
      message: M.trophy.validation.justification_required,
      meta: { field: 'justification' },
    });
    res = await award(admin, jury.trophy.id, { winnerId: jury.products[0]!.id, justification: 'Too short.' });
    expect(res.statusCode).toBe(400);
    res = await award(admin, jury.trophy.id, { winnerId: draw.id, justification: JUSTIFICATION });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(M.trophy.error.winner_not_candidate);
    for (const id of [draw.id, score.id, jury.trophy.id]) expect(await decision(id)).toHaveLength(0);
  });

  it('409 unless LOCKED: already_awarded after an award, transition_not_allowed before the lock', async () => {
    const nominating = await createTrophy(t.app, { status: 'NOMINATING' });
    let res = await award(admin, nominating.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(M.trophy.error.transition_not_allowed);
    const { trophy } = await lockedTrophy('DRAW', [{}, {}]);
    expect((await award(admin, trophy.id)).statusCode).toBe(200);
    res = await award(admin, trophy.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(M.trophy.error.already_awarded);
  });

  onPostgres.it('two organisers at once: one 200, one 409, one decision', async () => {
    const { trophy } = await lockedTrophy('DRAW', [{}, {}, {}]);
    const answers = await Promise.all([award(admin, trophy.id), award(admin2, trophy.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(errorOf(answers.find((r) => r.statusCode === 409)!).message).toBe(M.trophy.error.already_awarded);
    expect(await decision(trophy.id)).toHaveLength(1);
  });

  it("an ADMIN in the winner's team may not crown it on a platform trophy (403 conflict_of_interest)", async () => {
    const insider = await signedInUser(t.app, { role: 'ADMIN' });
    await addMember(t.app, world.team.id, insider.user.id, 'EDITOR');
    const { trophy, products } = await lockedTrophy('JURY', [{}, {}]);
    const res = await award(insider, trophy.id, { winnerId: products[0]!.id, justification: JUSTIFICATION });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(M.trophy.error.conflict_of_interest);
    expect(await decision(trophy.id)).toHaveLength(0);
  });
});

describe('who may award', () => {
  it('a platform trophy: ADMIN only (MOD, USER and team members 403, signed out 401)', async () => {
    const { trophy } = await lockedTrophy('DRAW', [{}, {}]);
    for (const s of [mod, user, world.owner, world.admin, world.editor])
      expect((await award(s, trophy.id)).statusCode).toBe(403);
    expect((await award(null, trophy.id)).statusCode).toBe(401);
    expect((await award(admin, trophy.id)).statusCode).toBe(200);
  });

  it('a team trophy: its OWNER and ADMIN; EDITOR 403; outsiders, MOD and a platform ADMIN 403 or 404', async () => {
    const { trophy: first } = await lockedTrophy('DRAW', [{}, {}], { teamId: world.team.id });
    const { trophy: second } = await lockedTrophy('DRAW', [{}, {}], { teamId: world.team.id });
    expect((await award(world.editor, first.id)).statusCode).toBe(403);
    for (const s of [world.outsider, user, mod, admin])
      expect([403, 404]).toContain((await award(s, first.id)).statusCode);
    expect((await award(world.owner, first.id)).statusCode).toBe(200);
    expect((await award(world.admin, second.id)).statusCode).toBe(200);
    const [row] = await decision(second.id);
    expect(row!.decidedByName).toMatch(/ for Acme Audio$/);
    expect(row!.protocol.trophy.organiser).toBe('Acme Audio');
  });
});

describe("the winner's mail", () => {
  it('PRODUCT: every team member whose newTrophy flag is on, in their language', async () => {
    const other = await teamWorld(t.app, { brandName: 'Quiet Co' });
    await t.app.db.update(users).set({ language: 'de' }).where(eq(users.id, other.owner.user.id));
    const [adminRow] = await t.app.db.select().from(users).where(eq(users.id, other.admin.user.id));
    await t.app.db
      .update(users)
      .set({ notifications: { ...adminRow!.notifications, newTrophy: false } })
      .where(eq(users.id, other.admin.user.id));
    const { trophy } = await lockedTrophy('DRAW', [{}], {}, other.team.id);
    expect((await award(admin, trophy.id)).statusCode).toBe(200);
    const [de] = await mailsTo(t.app, other.owner.user.email);
    expect(de!.subject).toContain(trophy.name);
    expect(de!.subject).toContain('Auszeichnung');
    expect(de!.text).toContain(`/trophies/${trophy.id}`);
    expect((await mailsTo(t.app, other.editor.user.email))[0]!.subject).toBe(`You won the trophy "${trophy.name}"`);
    expect(await mailsTo(t.app, other.admin.user.email)).toHaveLength(0);
  });

  it("REVIEW: the review's author, recorded as the winner's author", async () => {
    const product = await publishedProduct(t.app, world.team.id);
    const author = await signedInUser(t.app);
    const review = await insertReview(t.app, {
      productId: product.id,
      teamId: world.team.id,
      authorId: author.user.id,
      title: 'Warm & clear',
    });
    const trophy = await createTrophy(t.app, {
      contentType: 'REVIEW',
      method: 'JURY',
      status: 'LOCKED',
      lockedAt: new Date(),
    });
    const display = {
      id: review.id,
      contentType: 'REVIEW' as const,
      title: 'Warm & clear',
      subtitle: 'x',
      href: '/r',
      image: null,
      videoId: null,
      teamId: world.team.id,
    };
    await addCandidates(t.app, trophy.id, [
      { subjectId: review.id, teamId: world.team.id, display, figures: figures({ rating: 5 }) },
    ]);
    expect((await award(admin, trophy.id, { winnerId: review.id, justification: JUSTIFICATION })).statusCode).toBe(200);
    expect((await decision(trophy.id))[0]!.winnerAuthorId).toBe(author.user.id);
    expect(await mailsTo(t.app, author.user.email)).toHaveLength(1);
    expect(
      await mailsTo(t.app, world.owner.user.email).then((m) => m.filter((x) => x.subject.includes(trophy.name))),
    ).toHaveLength(0);
  });
});
