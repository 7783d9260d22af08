import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { ROUTES, type User } from '@plaudit/contract';
import { creatorTeams, verifications, youtubers } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createPunishment, signedInUser } from '../../../test/factories.js';
import { addMember } from '../../../test/trust-factories.js';
import { signedInQuery } from './auth.user.js';

// Signed-in people are kept in memory (signed-in-cache.ts). These prove that whatever changes them in the
// database, by any path (plain SQL included, which no service code sees), shows on the very next request.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { signInPerIp: 100_000 } });
});
afterAll(async () => t.close());

import { rowsOf } from '../../db/rows.js';
import { onPostgres } from '../../../test/needs.js';

/** Every person the database announces while `write` runs (a write's own notifications arrive before it answers). */
async function announcedDuring(write: () => Promise<unknown>) {
  const heard: (string | null)[] = [];
  const stop = t.database.changes.subscribe((userId) => heard.push(userId));
  try {
    await write();
  } finally {
    stop();
  }
  // On PostgreSQL the dedicated listening connection may hear it a second time, at once or a moment later.
  return [...new Set(heard)];
}

const me = (s: { accessToken: string; sessionId: string }) =>
  authed(t.app, s, { method: 'GET', url: api(ROUTES.auth.me.path) });
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
    await t.app.db.execute(
      sql`update sessions set revoked_at = now(), revoked_reason = 'REVOKED' where id = ${s.sessionId}`,
    );
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

    await t.app.db
      .insert(verifications)
      .values({ subjectType: 'CREATOR', teamId: team.id, status: 'APPROVED', details: {} });
    const after = await person(s);
    expect(after.creatorTeamMembers[0]?.creatorTeam.verification.status).toBe('APPROVED');
    expect(after.isCreatorVerified).toBe(true);

    await t.app.db
      .update(creatorTeams)
      .set({ accessStatus: 'BLOCKED', accessUntil: null })
      .where(eq(creatorTeams.id, team.id));
    expect((await person(s)).isCreatorBlocked).toBe(true);
  });

  it('a YouTuber page and its verification round show at once', async () => {
    const s = await signedInUser(t.app);
    expect((await person(s)).youtuber).toBeNull();
    const [page] = await t.app.db
      .insert(youtubers)
      .values({ userId: s.user.id, pageName: 'Cache Reviews', youtubeUrl: 'https://www.youtube.com/@cachereviews' })
      .returning();
    expect((await person(s)).youtuber?.pageName).toBe('Cache Reviews');
    await t.app.db.insert(verifications).values({
      subjectType: 'YOUTUBER',
      youtuberId: page!.id,
      status: 'REJECTED',
      message: 'No channel',
      details: {},
    });
    expect((await person(s)).youtuber?.verification).toMatchObject({ status: 'REJECTED', message: 'No channel' });
  });

  it('a mute that ends by itself is gone from the answer when it ends', async () => {
    const s = await signedInUser(t.app);
    await createPunishment(t.app, s.user.id, { type: 'MUTE', reason: 'Spam', until: new Date(Date.now() + 1_200) });
    expect((await person(s)).mute).toMatchObject({ reason: 'Spam' });
    // Polled, not slept: the answer must drop the mute once it ends (within a few seconds), whenever that lands.
    await expect.poll(async () => (await person(s)).mute, { timeout: 5_000, interval: 100 }).toBeNull();
  });

  it('every table the signed-in statement reads announces its changes', async () => {
    // The tables from the database's own plan of the statement, so a table added to it without a trigger fails here.
    const plan = await t.app.db.execute(sql`explain (format json) ${signedInQuery(t.app.db, randomUUID())}`);
    const read = [
      ...new Set([...JSON.stringify(rowsOf(plan)).matchAll(/"Relation Name":"([^"]+)"/g)].map((m) => m[1]!)),
    ].sort();
    expect(read.length).toBeGreaterThanOrEqual(7);
    expect(read).toEqual(
      expect.arrayContaining([
        'sessions',
        'users',
        'punishments',
        'creator_team_members',
        'creator_teams',
        'youtubers',
        'verifications',
      ]),
    );

    // tgtype bits: 4 INSERT, 8 DELETE, 16 UPDATE; only triggers that call the person_changed functions count.
    const triggers = rowsOf<{ table: string; events: number }>(
      await t.app.db.execute(sql`
        select c.relname as "table", bit_or(tg.tgtype::int & 28) as events
        from pg_trigger tg join pg_class c on c.oid = tg.tgrelid join pg_proc p on p.oid = tg.tgfoid
        where not tg.tgisinternal and p.proname like 'person_changed%'
        group by c.relname`),
    );
    const events = new Map(triggers.map((row) => [row.table, Number(row.events)]));
    // A new account or session is in nobody's memory yet, nor is a new team (its members' rows announce them); a new
    // row anywhere else can change a known person.
    const insertNotNeeded = new Set(['users', 'sessions', 'creator_teams']);
    const missing = read.filter((table) => {
      const needed = 8 | 16 | (insertNotNeeded.has(table) ? 0 : 4);
      return ((events.get(table) ?? 0) & needed) !== needed;
    });
    expect(missing).toEqual([]);
  });

  it("a session's last-seen time is not announced (active people stay in memory); any other change of it is", async () => {
    const s = await signedInUser(t.app);
    await person(s);
    expect(
      await announcedDuring(() =>
        t.app.db.execute(sql`update sessions set last_seen_at = now() + interval '1 minute' where id = ${s.sessionId}`),
      ),
    ).toEqual([]);
    expect(
      await announcedDuring(() =>
        t.app.db.execute(sql`update sessions set user_agent = 'other agent' where id = ${s.sessionId}`),
      ),
    ).toEqual([s.user.id]);
    expect(await announcedDuring(() => t.app.db.execute(sql`delete from sessions where id = ${s.sessionId}`))).toEqual([
      s.user.id,
    ]);
  });

  it('a device seen over a minute ago is touched once, not on every request while it is in memory', async () => {
    const s = await signedInUser(t.app);
    const setLastSeen = () =>
      t.app.db.execute(sql`update sessions set last_seen_at = now() - interval '2 minutes' where id = ${s.sessionId}`);
    const lastSeen = async () =>
      rowsOf<{ at: string }>(
        await t.app.db.execute(sql`select last_seen_at::text as at from sessions where id = ${s.sessionId}`),
      )[0]!.at;
    await setLastSeen();
    const old = await lastSeen();
    await person(s); // reads the row (seen two minutes ago) and touches it
    expect(await lastSeen()).not.toBe(old);
    await setLastSeen(); // quiet: the row in memory still says two minutes ago
    const quiet = await lastSeen();
    await person(s);
    await person(s);
    expect(await lastSeen()).toBe(quiet);
  });

  onPostgres.it('a change made by another process reaches this one', async () => {
    const s = await signedInUser(t.app);
    await person(s);
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query(`update sessions set revoked_at = now(), revoked_reason = 'SIGNED_OUT' where id = $1`, [
        s.sessionId,
      ]);
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
