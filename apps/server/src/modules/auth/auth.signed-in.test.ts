import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { API, type User } from '@plaudit/contract';
import { creatorTeams, verifications, youtubers } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createPunishment, signedInUser } from '../../../test/factories.js';
import { addMember } from '../../../test/trust-factories.js';

// Signed-in people are kept in memory (signed-in-cache.ts). These prove that whatever changes them in the
// database, by any path (plain SQL included, which no service code sees), shows on the very next request.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { signInPerIp: 100_000 } });
});
afterAll(async () => t.close());

const me = (s: { accessToken: string; sessionId: string }) => authed(t.app, s, { method: 'GET', url: api(API.auth.me) });
const person = async (s: { accessToken: string; sessionId: string }) => {
  const res = await me(s);
  expect(res.statusCode).toBe(200);
  return res.json<User>();
};

describe('signed-in people in memory', () => {
  it('keeps a person after the first request', async () => {
    const s = await signedInUser(t.app);
    await person(s);
    await person(s);
    expect(t.app.signedInCache.size).toBeGreaterThan(0);
  });

  it('a session ended by plain SQL is refused on the very next request', async () => {
    const s = await signedInUser(t.app);
    await person(s);
    await t.app.db.execute(sql`update sessions set revoked_at = now(), revoked_reason = 'REVOKED' where id = ${s.sessionId}`);
    const res = await me(s);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0]).toMatchObject({ type: 'SESSION_REVOKED', meta: { reason: 'REVOKED' } });
  });

  it('a changed account and a ban show at once', async () => {
    const s = await signedInUser(t.app);
    await person(s);
    await t.app.db.execute(sql`update users set first_name = 'Renamed' where id = ${s.user.id}`);
    expect((await person(s)).firstName).toBe('Renamed');

    await createPunishment(t.app, s.user.id, { type: 'BAN' });
    const banned = await me(s);
    expect(banned.statusCode).toBe(401);
    expect(banned.json().errors[0]).toMatchObject({ type: 'SESSION_REVOKED', meta: { reason: 'BANNED' } });
  });

  it("a team's change and a new verification round reach every member at once", async () => {
    const s = await signedInUser(t.app);
    const { team } = await addMember(t.app, s.user.id, 'OWNER');
    expect((await person(s)).creatorTeamMembers[0]?.creatorTeam.brandName).toBe(team.brandName);

    await t.app.db.update(creatorTeams).set({ brandName: 'Renamed Brand' }).where(eq(creatorTeams.id, team.id));
    expect((await person(s)).creatorTeamMembers[0]?.creatorTeam.brandName).toBe('Renamed Brand');

    await t.app.db.insert(verifications).values({ subjectType: 'CREATOR', teamId: team.id, status: 'APPROVED', details: {} });
    const after = await person(s);
    expect(after.creatorTeamMembers[0]?.creatorTeam.verification.status).toBe('APPROVED');
    expect(after.isCreatorVerified).toBe(true);

    await t.app.db.update(creatorTeams).set({ accessStatus: 'BLOCKED', accessUntil: null }).where(eq(creatorTeams.id, team.id));
    expect((await person(s)).isCreatorBlocked).toBe(true);
  });

  it("a YouTuber page and its verification round show at once", async () => {
    const s = await signedInUser(t.app);
    expect((await person(s)).youtuber).toBeNull();
    const [page] = await t.app.db
      .insert(youtubers)
      .values({ userId: s.user.id, pageName: 'Cache Reviews', youtubeUrl: 'https://www.youtube.com/@cachereviews' })
      .returning();
    expect((await person(s)).youtuber?.pageName).toBe('Cache Reviews');
    await t.app.db.insert(verifications).values({ subjectType: 'YOUTUBER', youtuberId: page!.id, status: 'REJECTED', message: 'No channel', details: {} });
    expect((await person(s)).youtuber?.verification).toMatchObject({ status: 'REJECTED', message: 'No channel' });
  });

  it('a mute that ends by itself is gone from the answer when it ends', async () => {
    const s = await signedInUser(t.app);
    await createPunishment(t.app, s.user.id, { type: 'MUTE', reason: 'Spam', until: new Date(Date.now() + 1_200) });
    expect((await person(s)).mute).toMatchObject({ reason: 'Spam' });
    // Polled, not slept: the answer must drop the mute once it ends (within a few seconds), whenever that lands.
    await expect.poll(async () => (await person(s)).mute, { timeout: 5_000, interval: 100 }).toBeNull();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('a change made by another process reaches this one', async () => {
    const s = await signedInUser(t.app);
    await person(s);
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query(`update sessions set revoked_at = now(), revoked_reason = 'SIGNED_OUT' where id = $1`, [s.sessionId]);
    } finally {
      await other.end();
    }
    // Another process's notification travels on its own connection: it arrives within milliseconds, not before.
    const deadline = Date.now() + 2_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await me(s)).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
  });
});
