import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API, API_BASE, PRIMARY_UNTIL_COOKIE } from '@plaudit/contract';
import { openReplica, type ReadReplica } from '../src/db/replica.js';
import { buildAppOn, createTestDatabase, type TestDatabase } from './build-test-app.js';
import { createCategory, createProduct } from './catalogue-factories.js';
import { approveTeam, createTeam } from './team-factories.js';

// Issue 20 §1, DATABASE_REPLICA_URL: public pages, search and dashboards read from the replica; whoever just wrote
// reads the primary; a replica that does not answer is left alone. A second database stands in for the replica here
// (README "Read replica" sets up a real streaming one): a brand that exists only there shows which database answered.

const enabled = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!enabled)('reads from a replica', () => {
  let primary: TestDatabase;
  let standIn: TestDatabase;
  let replica: ReadReplica;
  /** Builds the replica's content through an app of its own. */
  let replicaWriter: FastifyInstance;
  let app: FastifyInstance;
  let onlyOnReplica: string;

  beforeAll(async () => {
    primary = await createTestDatabase();
    standIn = await createTestDatabase();
    replicaWriter = await buildAppOn(standIn.database);
    const team = await createTeam(replicaWriter);
    await approveTeam(replicaWriter, team.id);
    await createProduct(replicaWriter, team.id, { categoryId: (await createCategory(replicaWriter)).id, status: 'PUBLISHED' });
    onlyOnReplica = team.profileHandle!;
    replica = openReplica(standIn.url!);
    expect(await replica.probe()).toBe(true);
    app = await buildAppOn(primary.database, { replica, env: { REPLICA_STICKY_SECONDS: '5' } });
  });
  afterAll(async () => {
    await app?.close();
    await replica?.close();
    await replicaWriter?.close();
    await standIn?.drop();
    await primary?.drop();
  });

  const brand = (cookie?: string) =>
    app.inject({ method: 'GET', url: `${API_BASE}/brands/${onlyOnReplica}`, ...(cookie ? { cookies: { [PRIMARY_UNTIL_COOKIE]: cookie } } : {}) });

  it('an anonymous visitor\'s public page and search are read from the replica', async () => {
    expect((await brand()).statusCode).toBe(200);
    const search = await app.inject({ method: 'GET', url: `${API_BASE}/search?q=${encodeURIComponent(onlyOnReplica)}&type=brand` });
    expect(search.statusCode).toBe(200);
    expect(search.json().data.map((hit: { slug: string }) => hit.slug)).toContain(onlyOnReplica);
  });

  it('after a write that browser reads the primary for the sticky window, then the replica again', async () => {
    const write = await app.inject({ method: 'POST', url: `${API_BASE}${API.auth.sessionInit}` });
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
    const refused = await app.inject({ method: 'POST', url: `${API_BASE}${API.auth.signIn}`, payload: { email: 'nobody@example.test', password: 'wrong-password' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.cookies.find((c) => c.name === PRIMARY_UNTIL_COOKIE)).toBeUndefined();
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
});
