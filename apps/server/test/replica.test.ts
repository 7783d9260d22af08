import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { API_BASE, PRIMARY_UNTIL_COOKIE, ROUTES } from '@plaudit/contract';
import { openReplica, replicaUnavailable, type ReadReplica } from '../src/db/replica.js';
import type { Db } from '../src/db/client.js';
import { buildAppOn, createTestDatabase, type TestDatabase } from './build-test-app.js';
import { createCategory, createProduct, publishedBrand } from './catalogue-factories.js';
import { api, authed } from './factories.js';
import { approveTeam, createTeam, teamWorld } from './team-factories.js';
import { createTrophy, TROPHY_TEST_LIMITS } from './trophy-factories.js';
import { needs } from './needs.js';

// DATABASE_REPLICA_URL: public pages, search and dashboards read from the replica; whoever just wrote
// reads the primary; a replica that does not answer is left alone, and a read it fails runs on the primary. A second
// database stands in for the replica here (replica.streaming.test.ts runs a real streaming one): a brand that exists
// only there, or only on the primary, shows which database answered.

const enabled = Boolean(process.env.TEST_DATABASE_URL);

const databaseName = (url: string) => new URL(url).pathname.slice(1);
const poolOf = (db: Db) => (db as unknown as { $client: pg.Pool }).$client;

needs(enabled, 'set TEST_DATABASE_URL').describe('reads from a replica', () => {
  let primary: TestDatabase;
  let standIn: TestDatabase;
  let replica: ReadReplica;
  /** Builds the replica's content through an app of its own. */
  let replicaWriter: FastifyInstance;
  let app: FastifyInstance;
  let onlyOnReplica: string;
  let onlyOnPrimary: string;

  beforeAll(async () => {
    primary = await createTestDatabase();
    standIn = await createTestDatabase();
    replicaWriter = await buildAppOn(standIn.database);
    const team = await createTeam(replicaWriter);
    await approveTeam(replicaWriter, team.id);
    await createProduct(replicaWriter, team.id, {
      categoryId: (await createCategory(replicaWriter)).id,
      status: 'PUBLISHED',
    });
    onlyOnReplica = team.profileHandle!;
    // No probes of its own during the tests: one slow answer on a loaded machine would send reads to the primary.
    replica = openReplica(standIn.url!, { probeMs: 600_000 });
    expect(await replica.probe()).toBe(true);
    app = await buildAppOn(primary.database, { replica, env: { REPLICA_STICKY_SECONDS: '5' }, ...TROPHY_TEST_LIMITS });
    onlyOnPrimary = (await publishedBrand(app, 1)).team.profileHandle!;
  });
  afterAll(async () => {
    await app?.close();
    await replica?.close();
    await replicaWriter?.close();
    await standIn?.drop();
    await primary?.drop();
  });

  const brand = (cookie?: string) =>
    app.inject({
      method: 'GET',
      url: `${API_BASE}/brands/${onlyOnReplica}`,
      ...(cookie ? { cookies: { [PRIMARY_UNTIL_COOKIE]: cookie } } : {}),
    });

  it("an anonymous visitor's public page and search are read from the replica", async () => {
    expect((await brand()).statusCode).toBe(200);
    const search = await app.inject({
      method: 'GET',
      url: `${API_BASE}/search?q=${encodeURIComponent(onlyOnReplica)}&type=brand`,
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().data.map((hit: { slug: string }) => hit.slug)).toContain(onlyOnReplica);
  });

  it('after a write that browser reads the primary for the sticky window, then the replica again', async () => {
    const write = await app.inject({ method: 'POST', url: `${API_BASE}${ROUTES.sessions.init.path}` });
    expect(write.statusCode).toBe(200);
    const cookie = write.cookies.find((c) => c.name === PRIMARY_UNTIL_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 5 });
    const until = Number(cookie!.value);
    expect(until).toBeGreaterThan(Date.now());
    // Within the window: the primary, which has no such brand.
    expect((await brand(cookie!.value)).statusCode).toBe(404);
    // A window that has passed (the same cookie, later): the replica again.
    expect((await brand(String(Date.now() - 1))).statusCode).toBe(200);
    // A read sets nothing, a refused write sets nothing.
    expect((await brand()).cookies.find((c) => c.name === PRIMARY_UNTIL_COOKIE)).toBeUndefined();
    const refused = await app.inject({
      method: 'POST',
      url: `${API_BASE}${ROUTES.auth.signIn.path}`,
      payload: { email: 'nobody@example.test', password: 'wrong-password' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.cookies.find((c) => c.name === PRIMARY_UNTIL_COOKIE)).toBeUndefined();
  });

  it("who may see a team's figures and trophies, and a signed-in person's trophy page, are asked of the primary", async () => {
    // Everything here exists on the primary only, and the person carries no read-your-writes cookie (an API client,
    // or a member someone else added): a replica would say there is no such team, no such trophy.
    const world = await teamWorld(app);
    await approveTeam(app, world.team.id);
    const draft = await createTrophy(app, { teamId: world.team.id });
    const open = await createTrophy(app, { teamId: world.team.id, status: 'NOMINATING' });
    const get = (url: string, who?: typeof world.owner) =>
      who ? authed(app, who, { method: 'GET', url: api(url) }) : app.inject({ method: 'GET', url: api(url) });

    const stats = await get(`/creator/stats/${world.team.id}`, world.editor);
    expect(stats.statusCode, stats.body).toBe(200);
    expect((await get(`/creator/stats/${world.team.id}`, world.outsider)).statusCode).toBe(404);
    const trophies = await get(`/creator/trophies/${world.team.id}`, world.owner);
    expect(trophies.statusCode, trophies.body).toBe(200);
    const page = await get(`/trophies/${draft.id}`, world.owner);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().permissions.open).toBe(true);
    expect((await get(`/trophies/${open.id}`, world.outsider)).statusCode).toBe(200);
    // A visitor's trophy page is the same for everyone: the replica's, which has neither.
    expect((await get(`/trophies/${open.id}`)).statusCode).toBe(404);
  });

  it('a statement the replica rejects as wrong fails as it is, and is not run again on the primary', async () => {
    await primary.database.db.execute(sql`create table only_on_primary (x int)`);
    const reads = replica.readsFallingBackTo(poolOf(primary.database.db));
    await expect(reads.execute(sql`select x from only_on_primary`)).rejects.toMatchObject({ cause: { code: '42P01' } });
    await expect(reads.execute(sql`select from`)).rejects.toMatchObject({ cause: { code: '42601' } });
    expect(replica.healthy).toBe(true);
    // What counts as the replica being unable: no SQLSTATE at all (never reached a statement), or one of these.
    for (const code of ['08006', '57P01', '57P03', '40001', '53300'])
      expect(replicaUnavailable({ code, severity: 'FATAL' })).toBe(true);
    for (const code of ['42P01', '23505', '22P02', '25006'])
      expect(replicaUnavailable({ code, severity: 'ERROR' })).toBe(false);
    expect(
      replicaUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(replicaUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('while the replica does not answer, every read goes to the primary', async () => {
    const down = openReplica(standIn.url!.replace(/\/[^/]+$/, '/no_such_database_here'));
    const other = await buildAppOn(primary.database, { replica: down });
    try {
      expect(await down.probe()).toBe(false);
      expect((await other.inject({ method: 'GET', url: `${API_BASE}/brands/${onlyOnReplica}` })).statusCode).toBe(404);
      expect((await other.inject({ method: 'GET', url: `${API_BASE}/home` })).statusCode).toBe(200);
    } finally {
      await other.close();
      await down.close();
    }
  });

  it('a replica that stops answering between two probes: the read runs on the primary, and the replica is left alone', async () => {
    const dying = await createTestDatabase();
    const name = databaseName(dying.url!);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    // No probes but the test's own: only a failed read can mark this replica down.
    const flaky = openReplica(dying.url!, { probeMs: 600_000 });
    const other = await buildAppOn(primary.database, { replica: flaky });
    const page = () => other.inject({ method: 'GET', url: `${API_BASE}/brands/${onlyOnPrimary}` });
    try {
      expect(await flaky.probe()).toBe(true);
      // Read on the replica, where the brand is not.
      expect((await page()).statusCode).toBe(404);
      // The replica goes: its connections end (waited for), and no new one is let in.
      await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
      await admin.query('select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = $1', [name]);
      expect(flaky.healthy).toBe(true);
      expect((await page()).statusCode).toBe(200);
      expect(flaky.healthy).toBe(false);
      expect((await page()).statusCode).toBe(200);
    } finally {
      await other.close();
      await flaky.close();
      await admin.end();
      await dying.drop();
    }
  });
});
