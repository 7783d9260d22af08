import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, searchResultSchema, pathOf, ROUTES, type User } from '@plaudit/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct } from '../../../test/catalogue-factories.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';
import { TEAM_TEST_LIMITS, approveTeam, createTeam } from '../../../test/team-factories.js';
import { products, verifications, youtubers } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { eachTeamIsApproved, teamIsApproved } from '../catalogue/catalogue.rules.js';

// Search's visibility check of its candidates reads products.team_approved (migration 0013), kept by triggers from the
// team's newest verification round. These tests change that round by every path there is (sign-up, the admin's
// decisions, a resubmission, a decision changed, rows written by hand) and make products by the API and straight on
// the table, checking the kept answer against the rule itself (catalogue.rules.ts teamIsApproved) and what
// search shows, block and product status included.

let t: TestContext;
let admin: Signed;
let categoryId: string;

beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
  admin = await signedInUser(t.app, { role: 'ADMIN' });
  categoryId = (await createCategory(t.app)).id;
});
afterAll(() => t.close());

/** Each product of the team: its kept answer, and the rule asked now in both its forms (brand search asks the second). */
async function kept(teamId: string) {
  return rowsOf<{ kept: boolean; rule: boolean; each: boolean }>(
    await t.app.db.execute(sql`
    select p.team_approved as kept, ${teamIsApproved(sql`p.team_id`)} as rule, ${eachTeamIsApproved(sql`p.team_id`)} as each
    from ${products} p where p.team_id = ${teamId}`),
  );
}

/** Every product of the team keeps `approved`, and so says the rule. */
async function expectKept(teamId: string, approved: boolean) {
  const rows = await kept(teamId);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toEqual({ kept: approved, rule: approved, each: approved });
}

async function found(word: string) {
  const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/search`, query: { q: word, type: 'product' } });
  expect(res.statusCode, res.body).toBe(200);
  return searchResultSchema
    .parse(res.json())
    .data.map((h) => h.id)
    .sort();
}

async function applicant(word: string) {
  const s = await signedInUser(t.app);
  const res = await authed(t.app, s, {
    method: 'POST',
    url: api(ROUTES.creators.creatorSignUp.path),
    payload: { brandName: `${word} Brand`, website: 'https://brand.example', creatorProfile: word },
  });
  expect(res.statusCode, res.body).toBe(200);
  const teamId = res.json<User>().creatorTeamMembers[0]!.creatorTeam.id;
  return { s, teamId };
}

async function newestRound(teamId: string) {
  const [round] = await t.app.db
    .select()
    .from(verifications)
    .where(eq(verifications.teamId, teamId))
    .orderBy(sql`${verifications.submittedAt} desc, ${verifications.id} desc`)
    .limit(1);
  return round!;
}

const decide = async (id: string, payload: object) => {
  const res = await authed(t.app, admin, {
    method: 'PUT',
    url: api(pathOf(ROUTES.verifications.decide.path, { id })),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const access = async (teamId: string, payload: object) => {
  const res = await authed(t.app, admin, {
    method: 'PUT',
    url: api(pathOf(ROUTES.verifications.setCreatorAccess.path, { teamId })),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('products.team_approved and search through every change of a team', () => {
  it("follows the admin's decisions, a resubmission and a decision changed; search shows published products exactly while public", async () => {
    const word = `listed${randomBytes(3).toString('hex')}`;
    const { s, teamId } = await applicant(word);
    // Made straight on the table while the team waits for its first decision.
    const published = await createProduct(t.app, teamId, { name: `${word} kettle`, status: 'PUBLISHED', categoryId });
    const draft = await createProduct(t.app, teamId, { name: `${word} draft`, status: 'DRAFT', categoryId });
    await expectKept(teamId, false);
    expect(await found(word)).toEqual([]);

    await decide((await newestRound(teamId)).id, { status: 'NEEDS_MORE_INFO', message: 'Which website is official?' });
    await expectKept(teamId, false);
    const resubmitted = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.creators.creatorSignUp.path),
      payload: { brandName: `${word} Brand`, website: 'https://official.example', creatorProfile: word },
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    await expectKept(teamId, false);

    await decide((await newestRound(teamId)).id, { status: 'APPROVED' });
    await expectKept(teamId, true);
    expect(await found(word)).toEqual([published.id]);

    // Made through the API once approved, then published through the API's bulk status.
    const made = await authed(t.app, s, {
      method: 'POST',
      url: `${API_BASE}/creator/products/${teamId}`,
      payload: { name: `${word} teapot`, categoryId },
    });
    expect(made.statusCode, made.body).toBe(201);
    const teapot = made.json<{ id: string }>().id;
    await expectKept(teamId, true);
    const bulk = (ids: string[], status: string) =>
      authed(t.app, s, {
        method: 'POST',
        url: `${API_BASE}/creator/products/${teamId}/bulk-status`,
        payload: { ids, status },
      });
    expect((await bulk([teapot, draft.id], 'PUBLISHED')).statusCode).toBe(200);
    expect(await found(word)).toEqual([published.id, teapot, draft.id].sort());
    expect((await bulk([draft.id], 'ARCHIVED')).statusCode).toBe(200);
    expect(await found(word)).toEqual([published.id, teapot].sort());

    // The newest round decided again: rejected, then approved.
    const round = (await newestRound(teamId)).id;
    await decide(round, { status: 'REJECTED', message: 'Not the official shop.', ground: 'IMPERSONATION' });
    await expectKept(teamId, false);
    expect(await found(word)).toEqual([]);
    await decide(round, { status: 'APPROVED' });
    await expectKept(teamId, true);

    // A block is asked of the team when searching (it ends by time alone): the kept answer does not change.
    await access(teamId, {
      accessStatus: 'BLOCKED',
      until: new Date(Date.now() + 86_400_000).toISOString(),
      reason: 'Fake reviews',
      ground: 'NOT_GENUINE',
    });
    await expectKept(teamId, true);
    expect(await found(word)).toEqual([]);
    await access(teamId, { accessStatus: 'UNBLOCKED' });
    expect(await found(word)).toEqual([published.id, teapot].sort());
    await access(teamId, { accessStatus: 'BLOCKED', until: null, reason: 'Fake reviews', ground: 'NOT_GENUINE' });
    expect(await found(word)).toEqual([]);
    await t.app.db.execute(
      sql`update creator_teams set access_until = now() - interval '1 minute' where id = ${teamId}`,
    );
    expect(await found(word)).toEqual([published.id, teapot].sort());
  });

  it('takes the newest round when two share one instant (the id decides), and when the newest is removed', async () => {
    const team = await createTeam(t.app);
    await createProduct(t.app, team.id, { status: 'PUBLISHED', categoryId });
    await approveTeam(t.app, team.id);
    await expectKept(team.id, true);
    // One transaction, one now(): both rounds have the same submission time.
    await t.app.db.transaction(async (tx) => {
      await tx.insert(verifications).values([
        { subjectType: 'CREATOR', teamId: team.id, status: 'PENDING', details: {} },
        { subjectType: 'CREATOR', teamId: team.id, status: 'APPROVED', details: {} },
      ]);
    });
    const newest = await newestRound(team.id);
    await expectKept(team.id, newest.status === 'APPROVED');
    await t.app.db.delete(verifications).where(eq(verifications.id, newest.id));
    await expectKept(team.id, (await newestRound(team.id)).status === 'APPROVED');
    await t.app.db.delete(verifications).where(eq(verifications.teamId, team.id));
    await expectKept(team.id, false);
  });

  it('cannot be written by hand, and moves with a product to another team', async () => {
    const [waiting, approved] = [await createTeam(t.app), await createTeam(t.app)];
    await approveTeam(t.app, approved.id);
    const product = await createProduct(t.app, waiting.id, { status: 'PUBLISHED', categoryId });
    await t.app.db.update(products).set({ teamApproved: true }).where(eq(products.id, product.id));
    await expectKept(waiting.id, false);
    await t.app.db.update(products).set({ teamId: approved.id }).where(eq(products.id, product.id));
    await expectKept(approved.id, true);
  });

  it("is not touched by a YouTuber's round", async () => {
    const team = await createTeam(t.app);
    await approveTeam(t.app, team.id);
    const product = await createProduct(t.app, team.id, { status: 'PUBLISHED', categoryId });
    const user = await signedInUser(t.app);
    const [yt] = await t.app.db
      .insert(youtubers)
      .values({ userId: user.user.id, pageName: 'Channel', youtubeUrl: 'https://www.youtube.com/@x' })
      .returning();
    const before = (await t.app.db.select().from(products).where(eq(products.id, product.id)))[0]!;
    await t.app.db
      .insert(verifications)
      .values({ subjectType: 'YOUTUBER', youtuberId: yt!.id, status: 'REJECTED', details: {} });
    const after = (await t.app.db.select().from(products).where(eq(products.id, product.id)))[0]!;
    expect(after).toEqual(before);
    expect(after.teamApproved).toBe(true);
  });
});
