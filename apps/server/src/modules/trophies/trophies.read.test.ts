import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  creatorTrophyListSchema,
  trophyDetailSchema,
  trophyListSchema,
  trophyWinsSchema,
  type TrophyProtocol,
} from '@plaudit/contract';
import { trophies, trophyDecisions, type TrophyCandidateDisplay } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { publishedBrand } from '../../../test/catalogue-factories.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';
import { makeYoutuber, reviewer } from '../../../test/review-factories.js';
import { addMember, approveTeam, createTeam, teamWorld } from '../../../test/team-factories.js';
import {
  addCandidates,
  createTrophy,
  createTrophyCategory,
  TROPHY_TEST_LIMITS,
} from '../../../test/trophy-factories.js';

// Reading trophies over HTTP on a real database: who sees a trophy (DRAFT and CANCELLED stay with the
// organiser, the team and ADMIN), what the detail reveals when (the commitment from the lock, the seed only after
// the award), the public, admin and creator lists, and the wins on brand, product and YouTuber pages.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp(TROPHY_TEST_LIMITS);
});
afterAll(() => t.close());

const get = (url: string, who?: Signed) =>
  who ? authed(t.app, who, { method: 'GET', url: api(url) }) : t.app.inject({ method: 'GET', url: api(url) });
const ok = async (url: string, who?: Signed) => {
  const res = await get(url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const display = (id: string, teamId: string, title: string): TrophyCandidateDisplay => ({
  id,
  contentType: 'PRODUCT',
  title,
  subtitle: 'Brand',
  href: `/products/${id}`,
  image: null,
  videoId: null,
  teamId,
});
const figures = {
  reviewCount: 3,
  ratingSum: 12,
  ratingAverage: 4,
  rating: null,
  helpfulCount: 1,
  since: '2025-01-01T00:00:00.000Z',
};

/** Marks the trophy AWARDED with a decision for `winner` (a reading test: protocol and JWS are placeholders). */
async function award(
  trophyId: string,
  winner: { subjectId: string; teamId: string; authorId?: string },
  seed: string | null = null,
) {
  const awardedAt = new Date();
  await t.app.db
    .update(trophies)
    .set({ status: 'AWARDED', awardedAt, lockedAt: awardedAt, drawSeed: seed })
    .where(eq(trophies.id, trophyId));
  await t.app.db.insert(trophyDecisions).values({
    trophyId,
    method: 'DRAW',
    winnerSubjectId: winner.subjectId,
    winnerTeamId: winner.teamId,
    winnerAuthorId: winner.authorId ?? null,
    decidedByName: 'Ada Admin',
    decidedAt: awardedAt,
    protocol: {} as TrophyProtocol,
    jws: 'x',
    keyId: 'k',
  });
}

describe('GET /api/trophies/{id}', () => {
  it('hides DRAFT and CANCELLED trophies from visitors and strangers, shows them to the organiser, the team and ADMIN', async () => {
    const admin = await signedInUser(t.app, { role: 'ADMIN' });
    const mod = await signedInUser(t.app, { role: 'MOD' });
    const world = await teamWorld(t.app);
    await approveTeam(t.app, world.team.id);
    const platformDraft = await createTrophy(t.app);
    const teamDraft = await createTrophy(t.app, { teamId: world.team.id });
    const cancelled = await createTrophy(t.app, {
      teamId: world.team.id,
      status: 'CANCELLED',
      cancelledAt: new Date(),
      cancelReason: 'Wrong period',
    });

    for (const id of [platformDraft.id, teamDraft.id, cancelled.id]) {
      expect((await get(`/trophies/${id}`)).statusCode).toBe(404);
      expect((await get(`/trophies/${id}`, world.outsider)).statusCode).toBe(404);
      expect((await get(`/trophies/${id}`, mod)).statusCode).toBe(404);
    }
    expect((await get(`/trophies/${platformDraft.id}`, world.owner)).statusCode).toBe(404);

    const asAdmin = trophyDetailSchema.parse(await ok(`/trophies/${platformDraft.id}`, admin));
    expect(asAdmin.organiser).toEqual({ kind: 'PLATFORM', name: 'Plaudit', handle: null, team: null });
    expect(asAdmin.permissions).toEqual({
      edit: true,
      nominate: false,
      open: true,
      lock: false,
      award: false,
      cancel: true,
    });

    const asOwner = trophyDetailSchema.parse(await ok(`/trophies/${teamDraft.id}`, world.owner));
    expect(asOwner.organiser.team).toMatchObject({
      id: world.team.id,
      brandName: world.team.brandName,
      creatorProfile: world.team.profileHandle,
    });
    expect(asOwner.permissions).toMatchObject({ edit: true, open: true, cancel: true });
    // An editor of the team reads it but may not run it.
    const asEditor = trophyDetailSchema.parse(await ok(`/trophies/${teamDraft.id}`, world.editor));
    expect(Object.values(asEditor.permissions).every((flag) => !flag)).toBe(true);
    // ADMIN reads a team's DRAFT and may cancel it, not run it.
    expect(trophyDetailSchema.parse(await ok(`/trophies/${teamDraft.id}`, admin)).permissions).toMatchObject({
      edit: false,
      open: false,
      cancel: true,
    });

    const cancelledDetail = trophyDetailSchema.parse(await ok(`/trophies/${cancelled.id}`, world.admin));
    expect(cancelledDetail).toMatchObject({ status: 'CANCELLED', cancelReason: 'Wrong period' });
    expect(cancelledDetail.cancelledAt).not.toBeNull();
  });

  it('answers 404 (not 500) for an id that is not a uuid or does not exist', async () => {
    expect((await get('/trophies/not-a-uuid')).statusCode).toBe(404);
    expect((await get('/trophies/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('shows a DRAW commitment from the lock and the seed only once AWARDED, with the winner and who decided', async () => {
    const { team, products } = await publishedBrand(t.app, 2);
    const trophy = await createTrophy(t.app, {
      status: 'LOCKED',
      lockedAt: new Date(),
      drawSeed: 'ab'.repeat(32),
      drawCommitment: 'cd'.repeat(32),
    });
    await addCandidates(
      t.app,
      trophy.id,
      products.map((p, i) => ({
        subjectId: p.id,
        teamId: team.id,
        display: display(p.id, team.id, `Pick ${i}`),
        figures,
      })),
    );

    const locked = trophyDetailSchema.parse(await ok(`/trophies/${trophy.id}`));
    expect(locked).toMatchObject({
      status: 'LOCKED',
      commitment: 'cd'.repeat(32),
      seed: null,
      winner: null,
      candidateCount: 2,
      decidedBy: null,
    });
    expect(locked.permissions).toEqual({
      edit: false,
      nominate: false,
      open: false,
      lock: false,
      award: false,
      cancel: false,
    });

    await award(trophy.id, { subjectId: products[1]!.id, teamId: team.id }, 'ab'.repeat(32));
    const awarded = trophyDetailSchema.parse(await ok(`/trophies/${trophy.id}`));
    expect(awarded).toMatchObject({
      status: 'AWARDED',
      seed: 'ab'.repeat(32),
      commitment: 'cd'.repeat(32),
      decidedBy: 'Ada Admin',
    });
    expect(awarded.winner).toMatchObject({ id: products[1]!.id, title: 'Pick 1', figures });
    expect(awarded.awardedAt).not.toBeNull();
  });

  it('gives a SCORE trophy its prior and weight from the lock and a JURY trophy its justification', async () => {
    const { team, products } = await publishedBrand(t.app, 1);
    const score = await createTrophy(t.app, {
      method: 'SCORE',
      status: 'LOCKED',
      lockedAt: new Date(),
      scorePrior: 3.5,
    });
    expect(trophyDetailSchema.parse(await ok(`/trophies/${score.id}`)).scoring).toEqual({
      prior: 3.5,
      weight: expect.any(Number),
    });
    const jury = await createTrophy(t.app, { method: 'JURY', status: 'LOCKED', lockedAt: new Date() });
    await award(jury.id, { subjectId: products[0]!.id, teamId: team.id });
    await t.app.db
      .update(trophyDecisions)
      .set({ justification: 'Because it was clearly the best of all of them this year.' })
      .where(eq(trophyDecisions.trophyId, jury.id));
    const detail = trophyDetailSchema.parse(await ok(`/trophies/${jury.id}`));
    expect(detail.justification).toBe('Because it was clearly the best of all of them this year.');
    expect(detail.scoring).toBeNull();
  });
});

describe('GET /api/trophies', () => {
  it('lists public trophies only, filters, sorts and pages', async () => {
    const category = await createTrophyCategory(t.app);
    const base = { categoryId: category.id };
    const a = await createTrophy(t.app, { ...base, name: 'Alpha espresso', status: 'NOMINATING' });
    const b = await createTrophy(t.app, {
      ...base,
      name: 'Beta grinder',
      description: 'best grinders',
      status: 'LOCKED',
      lockedAt: new Date(),
      contentType: 'REVIEW',
      method: 'JURY',
    });
    const c = await createTrophy(t.app, { ...base, name: 'Gamma kettle', status: 'AWARDED', awardedAt: new Date() });
    await createTrophy(t.app, { ...base, name: 'Delta draft' });
    await createTrophy(t.app, { ...base, name: 'Epsilon cancelled', status: 'CANCELLED' });

    const q = (query: string) =>
      ok(`/trophies?categoryId=${category.id}${query}`).then((body) => trophyListSchema.parse(body));
    const all = await q('&sortBy=name&sortOrder=ASC');
    expect(all.data.map((x) => x.id)).toEqual([a.id, b.id, c.id]);
    expect(all.meta).toMatchObject({ total: 3, page: 1 });
    expect(all.data[0]!.category).toMatchObject({ id: category.id, name: category.name });

    expect((await q('&search=GRINDER')).data.map((x) => x.id)).toEqual([b.id]);
    expect((await q('&contentType=REVIEW')).data.map((x) => x.id)).toEqual([b.id]);
    expect((await q('&status=AWARDED')).data.map((x) => x.id)).toEqual([c.id]);
    expect((await q('&sortBy=awardedAt&sortOrder=ASC')).data[0]!.id).toBe(c.id);
    const paged = await q('&sortBy=name&sortOrder=DESC&take=1&page=2');
    expect(paged.data.map((x) => x.id)).toEqual([b.id]);
    expect(paged.meta).toEqual({ page: 2, take: 1, total: 3, pageCount: 3 });

    const bad = trophyListSchema.parse(await ok('/trophies?categoryId=not-a-uuid'));
    expect(bad.data).toEqual([]);
    expect((await get('/trophies?status=DRAFT')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/trophies', () => {
  it("lists the platform's trophies in every status for ADMIN; 403 for MOD and USER", async () => {
    const category = await createTrophyCategory(t.app);
    const world = await teamWorld(t.app);
    const draft = await createTrophy(t.app, { categoryId: category.id });
    await createTrophy(t.app, { categoryId: category.id, teamId: world.team.id, status: 'NOMINATING' });
    const admin = await signedInUser(t.app, { role: 'ADMIN' });
    const list = trophyListSchema.parse(await ok(`/admin/trophies?categoryId=${category.id}`, admin));
    expect(list.data.map((x) => x.id)).toEqual([draft.id]);
    for (const role of ['MOD', 'USER'] as const) {
      expect((await get('/admin/trophies', await signedInUser(t.app, { role }))).statusCode).toBe(403);
    }
    expect((await get('/admin/trophies')).statusCode).toBe(401);
  });
});

describe('GET /api/creator/trophies/{creatorTeamId}', () => {
  it('lists what the team runs, has won and is nominated for, once each; 404 for anyone else', async () => {
    const { team, products } = await publishedBrand(t.app, 2);
    const world = await teamWorld(t.app);
    const member = await signedInUser(t.app);
    await addMember(t.app, team.id, member.user.id, 'EDITOR');
    const other = world.team;

    const runs = await createTrophy(t.app, { teamId: team.id });
    const won = await createTrophy(t.app, { teamId: other.id, status: 'LOCKED' });
    await addCandidates(t.app, won.id, [
      { subjectId: products[0]!.id, teamId: team.id, display: display(products[0]!.id, team.id, 'Won'), figures },
    ]);
    await award(won.id, { subjectId: products[0]!.id, teamId: team.id });
    const nominated = await createTrophy(t.app, { status: 'NOMINATING' });
    await addCandidates(t.app, nominated.id, [{ subjectId: products[1]!.id, teamId: team.id }]);
    // A nomination in a DRAFT of someone else is not the team's business.
    const hidden = await createTrophy(t.app);
    await addCandidates(t.app, hidden.id, [{ subjectId: products[1]!.id, teamId: team.id }]);
    // The team runs and wins its own: RUNS only.
    const both = await createTrophy(t.app, { teamId: team.id, status: 'LOCKED' });
    await award(both.id, { subjectId: products[1]!.id, teamId: team.id });

    const list = creatorTrophyListSchema.parse(
      await ok(`/creator/trophies/${team.id}?sortBy=createdAt&sortOrder=ASC`, member),
    );
    expect(list.data.map((x) => [x.id, x.relation])).toEqual([
      [runs.id, 'RUNS'],
      [won.id, 'WON'],
      [nominated.id, 'NOMINATED'],
      [both.id, 'RUNS'],
    ]);
    expect(list.meta.total).toBe(4);
    const wonOnly = creatorTrophyListSchema.parse(await ok(`/creator/trophies/${team.id}?relation=WON`, member));
    expect(wonOnly.data.map((x) => x.id)).toEqual([won.id]);
    expect(wonOnly.data[0]!.winner).toMatchObject({ title: 'Won' });

    expect((await get(`/creator/trophies/${team.id}`, world.owner)).statusCode).toBe(404);
    expect((await get('/creator/trophies/nope', member)).statusCode).toBe(404);
  });

  it("filters the platform's trophies (no team) by WON and NOMINATED like any other", async () => {
    const { team, products } = await publishedBrand(t.app, 2);
    const member = await signedInUser(t.app);
    await addMember(t.app, team.id, member.user.id, 'EDITOR');
    const won = await createTrophy(t.app, { status: 'LOCKED' });
    await addCandidates(t.app, won.id, [{ subjectId: products[0]!.id, teamId: team.id }]);
    await award(won.id, { subjectId: products[0]!.id, teamId: team.id });
    const nominated = await createTrophy(t.app, { status: 'NOMINATING' });
    await addCandidates(t.app, nominated.id, [{ subjectId: products[1]!.id, teamId: team.id }]);

    const ids = async (relation: string) =>
      creatorTrophyListSchema
        .parse(await ok(`/creator/trophies/${team.id}?relation=${relation}`, member))
        .data.map((x) => [x.id, x.relation]);
    expect(await ids('WON')).toEqual([[won.id, 'WON']]);
    expect(await ids('NOMINATED')).toEqual([[nominated.id, 'NOMINATED']]);
    expect(await ids('RUNS')).toEqual([]);
  });
});

describe('the wins lists', () => {
  it("shows a brand's, a product's, a YouTuber's and the caller's awarded trophies; 404 for what is not public", async () => {
    const { team, products } = await publishedBrand(t.app, 2);
    const product = products[0]!;
    const productTrophy = await createTrophy(t.app, { status: 'LOCKED' });
    await award(productTrophy.id, { subjectId: product.id, teamId: team.id });
    const author = await reviewer(t.app);
    const youtuber = await makeYoutuber(t.app, author.user.id);
    const reviewTrophy = await createTrophy(t.app, { status: 'LOCKED', contentType: 'VIDEO', method: 'JURY' });
    await award(reviewTrophy.id, { subjectId: products[1]!.id, teamId: team.id, authorId: author.user.id });

    const ids = (body: unknown) => trophyWinsSchema.parse(body).data.map((x) => x.id);
    expect(ids(await ok(`/brands/${team.profileHandle}/trophies`))).toEqual([productTrophy.id]);
    expect(ids(await ok(`/products/${product.id}/trophies`))).toEqual([productTrophy.id]);
    expect(ids(await ok(`/products/${products[1]!.id}/trophies`))).toEqual([]);
    expect(ids(await ok(`/youtubers/${youtuber.handle}/trophies`))).toEqual([reviewTrophy.id]);
    expect(ids(await ok('/profile/trophies', author))).toEqual([reviewTrophy.id]);

    expect((await get('/brands/no-such-brand/trophies')).statusCode).toBe(404);
    expect((await get('/products/not-a-uuid/trophies')).statusCode).toBe(404);
    expect((await get('/youtubers/no-such-channel/trophies')).statusCode).toBe(404);
    const unapproved = await createTeam(t.app);
    expect((await get(`/brands/${unapproved.profileHandle}/trophies`)).statusCode).toBe(404);
  });
});
