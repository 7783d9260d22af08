import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import {
  BRAND_REQUESTS_PER_IP,
  M,
  SESSION_INIT_PER_IP,
  SIGN_IN_FAILS_PER_ACCOUNT_IP,
  pathOf,
  ROUTES,
} from '@plaudit/contract';
import { brandRequests, visitorSessions } from '../src/db/schema/index.js';
import { buildAppOn, buildTestApp, type TestContext } from './build-test-app.js';
import { api, authed, createUser, signedInUser, signUpBody } from './factories.js';

// Each limit trips a 429 throttle with remainingSeconds (1–3600) and a Retry-After header.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

function expectThrottle(res: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(res.statusCode).toBe(429);
  const error = res.json().errors[0];
  expect(error.type).toBe('throttle');
  expect(Number.isInteger(error.meta.remainingSeconds)).toBe(true);
  expect(error.meta.remainingSeconds).toBeGreaterThanOrEqual(1);
  expect(error.meta.remainingSeconds).toBeLessThanOrEqual(3600);
  expect(res.headers['retry-after']).toBe(String(error.meta.remainingSeconds));
}

const post = (app: FastifyInstance, url: string, payload?: unknown) =>
  app.inject({ method: 'POST', url: api(url), ...(payload === undefined ? {} : { payload: payload as object }) });

describe('rate limits', () => {
  it('the default config allows ≥100 sign-ins and ≥20 sign-ups per IP', () => {
    expect(t.app.config.rateLimits.signInPerIp).toBeGreaterThanOrEqual(100);
    expect(t.app.config.rateLimits.signUpPerIp).toBeGreaterThanOrEqual(20);
  });

  it('per (account, IP): the failed sign-in after the limit is throttled, even with the right password', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < SIGN_IN_FAILS_PER_ACCOUNT_IP; i += 1) {
      expect(
        (await post(t.app, ROUTES.auth.signIn.path, { email: user.email, password: 'wrong-pass' })).statusCode,
      ).toBe(401);
    }
    const res = await post(t.app, ROUTES.auth.signIn.path, { email: user.email, password: user.password });
    expectThrottle(res);
    expect(res.json().errors[0].message).toBe(M.error.common.throttle);
    // Another account from the same address is unaffected.
    const other = await createUser(t.app);
    expect(
      (await post(t.app, ROUTES.auth.signIn.path, { email: other.email, password: other.password })).statusCode,
    ).toBe(200);
  });

  it('per IP limits for sign-in, sign-up and code calls (small limits through buildApp overrides)', async () => {
    const app = await buildAppOn(t.database, {
      rateLimits: { signInPerIp: 3, signUpPerIp: 2, codePerIp: 3, codePerEmail: 100 },
    });
    try {
      const user = await createUser(app);
      for (let i = 0; i < 3; i += 1)
        await post(app, ROUTES.auth.signIn.path, { email: user.email, password: user.password });
      expectThrottle(await post(app, ROUTES.auth.signIn.path, { email: user.email, password: user.password }));

      for (let i = 0; i < 2; i += 1)
        expect((await post(app, ROUTES.auth.signUp.path, signUpBody())).statusCode).toBe(200);
      expectThrottle(await post(app, ROUTES.auth.signUp.path, signUpBody()));

      for (let i = 0; i < 3; i += 1) await post(app, ROUTES.auth.forgotPassword.path, { email: `x${i}@example.test` });
      expectThrottle(await post(app, ROUTES.auth.forgotPassword.path, { email: 'x9@example.test' }));
      expectThrottle(
        await post(app, pathOf(ROUTES.auth.verifyEmail.path, { email: 'y@example.test' }), { token: 'ABC123' }),
      );
      expectThrottle(await post(app, pathOf(ROUTES.auth.resendVerification.path, { email: 'y@example.test' })));
      expectThrottle(await post(app, ROUTES.auth.resetPassword.path, { token: 'abc', newPassword: 'long-enough' }));
    } finally {
      await app.close();
    }
  });

  it('anonymous writes: visitor sessions per IP, a throttled call writes no row, another IP is unaffected', async () => {
    expect(t.app.config.rateLimits.sessionInitPerIp).toBe(SESSION_INIT_PER_IP);
    const app = await buildAppOn(t.database, { rateLimits: { sessionInitPerIp: 3 } });
    const init = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: api(ROUTES.sessions.init.path), remoteAddress });
    const rows = async (ip: string) =>
      (await app.db.select({ n: count() }).from(visitorSessions).where(eq(visitorSessions.ip, ip)))[0]?.n;
    try {
      for (let i = 0; i < 3; i += 1) expect((await init('198.51.100.7')).statusCode).toBe(200);
      expectThrottle(await init('198.51.100.7'));
      expect(await rows('198.51.100.7')).toBe(3);
      expect((await init('198.51.100.8')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('brand requests per IP, whichever account sends them', async () => {
    expect(t.app.config.rateLimits.brandRequestsPerIp).toBe(BRAND_REQUESTS_PER_IP);
    const app = await buildAppOn(t.database, { rateLimits: { brandRequestsPerIp: 2 } });
    const remoteAddress = '198.51.100.9';
    const ask = (s: Awaited<ReturnType<typeof signedInUser>>, brandName: string) =>
      authed(app, s, {
        method: 'POST',
        url: api(ROUTES.creators.requestBrand.path),
        payload: { brandName },
        remoteAddress,
      });
    const asked = async (brandName: string) =>
      (await app.db.select({ n: count() }).from(brandRequests).where(eq(brandRequests.brandName, brandName)))[0]?.n;
    try {
      const first = await signedInUser(app);
      const second = await signedInUser(app);
      expect((await ask(first, 'Throttle Brand A')).statusCode).toBe(200);
      expect((await ask(first, 'Throttle Brand B')).statusCode).toBe(200);
      expectThrottle(await ask(second, 'Throttle Brand C'));
      expect(await asked('Throttle Brand C')).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('per email limit for code checks', async () => {
    const app = await buildAppOn(t.database, { rateLimits: { codePerIp: 1000, codePerEmail: 2 } });
    try {
      await post(app, pathOf(ROUTES.auth.verifyEmail.path, { email: 'z@example.test' }), { token: 'ABC123' });
      await post(app, pathOf(ROUTES.auth.verifyEmail.path, { email: 'Z@example.test' }), { token: 'ABC123' });
      expectThrottle(
        await post(app, pathOf(ROUTES.auth.verifyEmail.path, { email: 'z@EXAMPLE.test' }), { token: 'ABC123' }),
      );
      expect(
        (await post(app, pathOf(ROUTES.auth.verifyEmail.path, { email: 'other@example.test' }), { token: 'ABC123' }))
          .statusCode,
      ).toBe(400);
    } finally {
      await app.close();
    }
  });
});
