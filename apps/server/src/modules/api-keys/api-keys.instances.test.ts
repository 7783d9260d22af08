import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ROUTES, pathOf, type ApiKeyCreated } from '@plaudit/contract';
import { fromPostgres, type Database } from '../../db/client.js';
import { buildAppOn, buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed } from '../../../test/factories.js';
import { keyWorld, v1 } from '../../../test/api-key-factories.js';
import { TEAM_TEST_LIMITS } from '../../../test/team-factories.js';
import { needs, onPostgres } from '../../../test/needs.js';

// Two servers on one database and one Redis (TEST_REDIS_URL, as in CI): a key each keeps in memory is refused by
// both once either revokes it, and the per-key rate limit is counted across both.

const redisUrl = process.env.TEST_REDIS_URL;

needs(redisUrl, 'set TEST_REDIS_URL').describe('API keys on two servers', () => {
  let t: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}` };
    t = await buildTestApp({ ...TEAM_TEST_LIMITS, env: { ...env, API_KEY_RATE_LIMIT_PER_MINUTE: '5' } });
    other = await buildAppOn(t.database, { ...TEAM_TEST_LIMITS, env: { ...env, API_KEY_RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  /** Resolves when `app` has heard, through Redis, that a key was revoked or rolled. */
  const heard = (app: FastifyInstance) =>
    new Promise<void>((resolve) => {
      const stop = app.cacheBus.subscribe('apiKeys', () => {
        stop();
        resolve();
      });
    });

  it('a key revoked through one server is refused by the other, which had it in memory', async () => {
    const world = await keyWorld(t.app);
    // Both servers verify it once: each keeps it in memory now.
    expect((await v1(t.app, world.key.key, { method: 'GET', url: '/me' })).statusCode).toBe(200);
    expect((await v1(other, world.key.key, { method: 'GET', url: '/me' })).statusCode).toBe(200);
    const told = heard(other);
    const revoked = await authed(t.app, world.owner, {
      method: 'DELETE',
      url: api(pathOf(ROUTES.apiKeys.revoke.path, { teamId: world.team.id, keyId: world.key.id })),
    });
    expect(revoked.statusCode).toBe(200);
    await told;
    const refused = await v1(other, world.key.key, { method: 'GET', url: '/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0].message).toBe('api_key.revoked');
  });

  it('counts one rate limit per key across both servers', async () => {
    const world = await keyWorld(t.app);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await v1(i % 2 === 0 ? t.app : other, world.key.key, { method: 'GET', url: '/me' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

// Without Redis, servers sharing one PostgreSQL tell each other through its NOTIFY: each server here has its own pool
// and its own listening connection, as separate processes would.
onPostgres.describe('API keys on two servers sharing PostgreSQL, without Redis', () => {
  let t: TestContext;
  let otherDatabase: Database;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp(TEAM_TEST_LIMITS);
    otherDatabase = fromPostgres(t.databaseUrl!, 2);
    other = await buildAppOn(otherDatabase, TEAM_TEST_LIMITS);
    await vi.waitFor(() => expect([t.app.changes.live, other.changes.live]).toEqual([true, true]), {
      timeout: 10_000,
      interval: 20,
    });
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await t?.close();
  });

  const me = (app: FastifyInstance, key: string) => v1(app, key, { method: 'GET', url: '/me' });

  it('a key revoked through one server is refused by the other on its next request', async () => {
    expect(t.app.redis ?? null).toBeNull();
    const world = await keyWorld(t.app);
    expect((await me(other, world.key.key)).statusCode).toBe(200);
    expect((await me(other, world.key.key)).statusCode).toBe(200); // now answered from the other server's memory

    const revoked = await authed(t.app, world.owner, {
      method: 'DELETE',
      url: api(pathOf(ROUTES.apiKeys.revoke.path, { teamId: world.team.id, keyId: world.key.id })),
    });
    expect(revoked.statusCode).toBe(200);
    const refused = await me(other, world.key.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0].message).toBe('api_key.revoked');
  });

  it('a key rolled without overlap is refused by the other server at once, its successor taken', async () => {
    const world = await keyWorld(t.app);
    expect((await me(other, world.key.key)).statusCode).toBe(200);
    const rolled = await authed(t.app, world.owner, {
      method: 'POST',
      url: api(pathOf(ROUTES.apiKeys.roll.path, { teamId: world.team.id, keyId: world.key.id })),
      payload: { overlapSeconds: 0 },
    });
    expect(rolled.statusCode).toBe(201);
    expect((await me(other, world.key.key)).statusCode).toBe(401);
    expect((await me(other, rolled.json<ApiKeyCreated>().key)).statusCode).toBe(200);
  });
});
