import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_BASE, categoryListSchema, ROUTES } from '@plaudit/contract';
import { buildAppOn, buildTestApp, type TestContext } from './build-test-app.js';
import { createCategory } from './catalogue-factories.js';
import { approveTeam, teamWorld } from './team-factories.js';
import { api, createUser, signedInUser, authed } from './factories.js';
import type { CacheTopic } from '../src/lib/cache-bus.js';
import { needs } from './needs.js';

// Two apps on one database and one Redis (TEST_REDIS_URL, as in CI) share what must be shared — the
// rate limits and what the short-lived caches hold — with nothing but Redis between them. The two-server test
// (scale-out.test.ts) shows the same through real processes and a load balancer.

const redisUrl = process.env.TEST_REDIS_URL;
/** A prefix of its own per pair of apps: parallel test files (and runs) on the same Redis never count each other's attempts. */
const sharedEnv = () => ({ REDIS_URL: redisUrl!, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}` });

needs(redisUrl, 'set TEST_REDIS_URL').describe('two apps sharing one Redis', () => {
  let t: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({ env: sharedEnv() });
    other = await buildAppOn(t.database, { env: { REDIS_URL: redisUrl!, REDIS_PREFIX: t.app.config.redisPrefix } });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const signIn = (app: FastifyInstance, email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: api(ROUTES.auth.signIn.path),
      payload: { email, password },
      remoteAddress: '203.0.113.7',
    });

  it('counts sign-in attempts per IP across both apps', async () => {
    const env = sharedEnv();
    const [a, b] = await Promise.all([0, 1].map(() => buildAppOn(t.database, { env, rateLimits: { signInPerIp: 3 } })));
    try {
      const user = await createUser(t.app);
      expect((await signIn(a!, user.email, user.password)).statusCode).toBe(200);
      expect((await signIn(b!, user.email, user.password)).statusCode).toBe(200);
      expect((await signIn(a!, user.email, user.password)).statusCode).toBe(200);
      // The fourth from that address, on the app that has seen only one of them, is refused.
      const refused = await signIn(b!, user.email, user.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors[0].type).toBe('throttle');
    } finally {
      await Promise.all([a!.close(), b!.close()]);
    }
  });

  /** Resolves when `app` has heard, through Redis, that `topic` changed: pub/sub reaches the other server within milliseconds, not before the writer's answer. */
  const heard = (app: FastifyInstance, topic: CacheTopic) =>
    new Promise<void>((resolve) => {
      const stop = app.cacheBus.subscribe(topic, () => {
        stop();
        resolve();
      });
    });

  it("a category written through one app is in the other's list as soon as it hears, though that list was kept in memory", async () => {
    const admin = await signedInUser(t.app, { role: 'ADMIN' });
    await createCategory(t.app);
    const before = categoryListSchema.parse(
      (await other.inject({ method: 'GET', url: `${API_BASE}/categories` })).json(),
    );
    const told = heard(other, 'categories');
    const created = await authed(t.app, admin, {
      method: 'POST',
      url: `${API_BASE}/admin/categories`,
      payload: { name: `Shared ${randomBytes(3).toString('hex')}`, icon: 'coffee' },
    });
    expect(created.statusCode).toBe(200);
    await told;
    const after = categoryListSchema.parse(
      (await other.inject({ method: 'GET', url: `${API_BASE}/categories` })).json(),
    );
    expect(after.data.length).toBe(before.data.length + 1);
    expect(after.data.map((c) => c.id)).toContain(created.json().id);
  });

  it("a product published through one app shows on the other's home page as soon as it hears", async () => {
    const world = await teamWorld(t.app);
    await approveTeam(t.app, world.team.id);
    const category = await createCategory(t.app);
    expect((await other.inject({ method: 'GET', url: `${API_BASE}/home` })).statusCode).toBe(200); // now kept in memory
    const told = heard(other, 'catalogue');
    const created = await authed(t.app, world.owner, {
      method: 'POST',
      url: `${API_BASE}/creator/products/${world.team.id}`,
      payload: {
        name: 'Shared espresso grinder',
        description: 'Burrs.',
        categoryId: category.id,
        tags: [],
        url: '',
        status: 'PUBLISHED',
      },
    });
    expect(created.statusCode).toBe(201);
    await told;
    const home = (await other.inject({ method: 'GET', url: `${API_BASE}/home` })).json();
    expect(home.newest.map((card: { id: string }) => card.id)).toContain(created.json().id);
  });
});
