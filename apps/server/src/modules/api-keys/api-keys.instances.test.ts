import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ROUTES, pathOf } from '@plaudit/contract';
import { buildAppOn, buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed } from '../../../test/factories.js';
import { keyWorld, v1 } from '../../../test/api-key-factories.js';
import { TEAM_TEST_LIMITS } from '../../../test/team-factories.js';
import { needs } from '../../../test/needs.js';

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
