import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import {
  API_BASE,
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE_DAYS,
  M,
  ROUTES,
  SIGN_IN_ACCOUNT_DELAY_AFTER_FAILS,
  SIGN_IN_ACCOUNT_DELAY_MAX_SECONDS,
  SIGN_IN_FAILS_PER_ACCOUNT_IP,
  SIGN_IN_FAILS_PER_KNOWN_DEVICE,
} from '@plaudit/contract';
import { signInCounters } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createUser, latestCode, latestMail, latestResetToken, signIn } from '../../../test/factories.js';
import { hmac } from '../../lib/crypto.js';
import { SignInThrottle } from './sign-in-throttle.js';

// Failed sign-ins are counted before the password is checked, atomically; per (account, IP) tightly,
// per account only with a short growing delay, so a guesser is stopped and a stranger cannot lock the owner out.

let t: TestContext;
beforeAll(async () => {
  // The per-IP flood guard has its own tests; here many sign-ins come from few addresses.
  t = await buildTestApp({ rateLimits: { signInPerIp: 100_000 } });
});
afterAll(async () => t.close());

type Res = Awaited<ReturnType<FastifyInstance['inject']>>;
const signInFrom = (ip: string, email: string, password: string, device?: string) =>
  t.app.inject({
    method: 'POST',
    url: api(ROUTES.auth.signIn.path),
    payload: { email, password },
    remoteAddress: ip,
    ...(device ? { cookies: { [KNOWN_DEVICE_COOKIE]: device } } : {}),
  });
const deviceCookie = (res: Res) => res.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE);
/** The account-wide delay passes (moved into the past rather than waited for). */
const delayPasses = () =>
  t.app.db.execute(
    sql`update sign_in_counters set next_allowed_at = now() - interval '1 second' where next_allowed_at > now()`,
  );

/** Strangers fail from `ips` addresses (SIGN_IN_FAILS_PER_ACCOUNT_IP each) until the account-wide delay holds. */
async function strangersFail(email: string, prefix: string, ips: number) {
  for (let ip = 0; ip < ips; ip += 1) {
    for (let i = 0; i < SIGN_IN_FAILS_PER_ACCOUNT_IP; i += 1) {
      await delayPasses();
      expect((await signInFrom(`${prefix}.${ip}`, email, 'wrong-pass')).statusCode).toBe(401);
    }
  }
}

function expectThrottle(res: Res) {
  expect(res.statusCode).toBe(429);
  const error = res.json().errors[0];
  expect(error).toMatchObject({ type: 'throttle', message: M.error.common.throttle });
  expect(error.meta.remainingSeconds).toBeGreaterThanOrEqual(1);
  expect(res.headers['retry-after']).toBe(String(error.meta.remainingSeconds));
  return error.meta.remainingSeconds as number;
}

describe('sign-in throttle', () => {
  it('40 parallel guesses from one IP: only the allowed number is checked, and the right one at position 30 does not sign in', async () => {
    const user = await createUser(t.app);
    const verify = vi.spyOn(t.app.hasher, 'verify');
    try {
      const guesses = Array.from({ length: 40 }, (_, i) => (i === 29 ? user.password : `wrong-guess-${i}`));
      const answers = await Promise.all(guesses.map((password) => signInFrom('10.1.0.1', user.email, password)));
      expect(answers).toHaveLength(40);
      expect(verify).toHaveBeenCalledTimes(SIGN_IN_FAILS_PER_ACCOUNT_IP);
      expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(SIGN_IN_FAILS_PER_ACCOUNT_IP);
      expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(40 - SIGN_IN_FAILS_PER_ACCOUNT_IP);
      expectThrottle(answers[29]!);
    } finally {
      verify.mockRestore();
    }
  });

  it('a stranger’s failures from their IP do not lock the owner out of their own IP', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < SIGN_IN_FAILS_PER_ACCOUNT_IP; i += 1) {
      expect((await signInFrom('10.2.0.1', user.email, 'wrong-pass')).statusCode).toBe(401);
    }
    const remaining = expectThrottle(await signInFrom('10.2.0.1', user.email, user.password));
    expect(remaining).toBeGreaterThan(60);
    expect((await signInFrom('10.2.0.2', user.email, user.password)).statusCode).toBe(200);
    // A success clears the owner's own count, never the stranger's.
    expectThrottle(await signInFrom('10.2.0.1', user.email, user.password));
  });

  it('failures from many IPs only delay the account briefly, then the owner signs in', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < SIGN_IN_ACCOUNT_DELAY_AFTER_FAILS; i += 1) {
      expect((await signInFrom(`10.3.1.${i}`, user.email, 'wrong-pass')).statusCode).toBe(401);
    }
    // Each further guess waits a short, growing delay: the next stranger is refused unchecked.
    const verify = vi.spyOn(t.app.hasher, 'verify');
    try {
      expectThrottle(await signInFrom('10.3.2.1', user.email, 'wrong-pass'));
      const wait = expectThrottle(await signInFrom('10.3.0.1', user.email, user.password));
      expect(wait).toBeLessThanOrEqual(SIGN_IN_ACCOUNT_DELAY_MAX_SECONDS);
      expect(verify).not.toHaveBeenCalled();
    } finally {
      verify.mockRestore();
    }
    // The delay passes (moved into the past rather than waited for), and the owner is in.
    await t.app.db.execute(
      sql`update sign_in_counters set next_allowed_at = now() - interval '1 second' where next_allowed_at > now()`,
    );
    expect((await signInFrom('10.3.0.1', user.email, user.password)).statusCode).toBe(200);
  });

  it('the delay grows with each failure past the threshold and stays capped', async () => {
    const user = await createUser(t.app);
    const waits: number[] = [];
    for (let i = 0; i < SIGN_IN_ACCOUNT_DELAY_AFTER_FAILS + 6; i += 1) {
      await t.app.db.execute(
        sql`update sign_in_counters set next_allowed_at = now() - interval '1 second' where next_allowed_at > now()`,
      );
      expect((await signInFrom(`10.4.1.${i}`, user.email, 'wrong-pass')).statusCode).toBe(401);
      if (i >= SIGN_IN_ACCOUNT_DELAY_AFTER_FAILS - 1)
        waits.push(expectThrottle(await signInFrom('10.4.2.1', user.email, 'wrong-pass')));
    }
    expect(waits).toHaveLength(7);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(waits[0]).toBeLessThan(waits[3]!);
    expect(waits.at(-1)).toBe(SIGN_IN_ACCOUNT_DELAY_MAX_SECONDS);
  });

  it('counters whose window and delay are over are pruned as attempts go on; live ones stay', async () => {
    const past = new Date(Date.now() - 1000);
    await t.app.db.insert(signInCounters).values([
      { key: 'stale-counter', count: 3, windowEndsAt: past, nextAllowedAt: past },
      { key: 'live-counter', count: 3, windowEndsAt: new Date(Date.now() + 600_000), nextAllowedAt: past },
    ]);
    const throttle = new SignInThrottle(t.app.db, 'prune-test-secret');
    for (let i = 0; i < 500; i += 1) await throttle.admit(`prune-${i}@example.test`, '10.9.0.1');
    const left = await t.app.db
      .select({ key: signInCounters.key })
      .from(signInCounters)
      .where(inArray(signInCounters.key, ['stale-counter', 'live-counter']));
    expect(left).toEqual([{ key: 'live-counter' }]);
  });

  it('unknown addresses are counted like real ones', async () => {
    const email = 'nobody-throttled@example.test';
    for (let i = 0; i < SIGN_IN_FAILS_PER_ACCOUNT_IP; i += 1) {
      expect((await signInFrom('10.5.0.1', email, 'wrong-pass')).statusCode).toBe(401);
    }
    expectThrottle(await signInFrom('10.5.0.1', email, 'wrong-pass'));
  });
});

describe('a browser that signed in before (known device)', () => {
  it('gets a signed, httpOnly, SameSite=Lax, long-lived cookie at sign-in, sent only to sign-in', async () => {
    const user = await createUser(t.app);
    const res = await signInFrom('10.6.0.1', user.email, user.password);
    expect(res.statusCode).toBe(200);
    const cookie = deviceCookie(res);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: `${API_BASE}${ROUTES.auth.signIn.path}`,
      maxAge: KNOWN_DEVICE_MAX_AGE_DAYS * 86_400,
    });
    expect(cookie!.value).toContain(user.id);
    // A wrong password sets nothing; a sign-in with the cookie renews it.
    expect(deviceCookie(await signInFrom('10.6.0.1', user.email, 'wrong-pass', cookie!.value))).toBeUndefined();
    expect(deviceCookie(await signInFrom('10.6.0.1', user.email, user.password, cookie!.value))?.value).toMatch(
      new RegExp(`^${user.id}\\.`),
    );
  });

  it('strangers failing from three addresses and polling keep strangers out, never the owner’s own browser', async () => {
    const user = await createUser(t.app);
    const device = deviceCookie(await signInFrom('10.7.0.1', user.email, user.password))!.value;
    await strangersFail(user.email, '10.7.1', 3);
    for (let round = 0; round < 10; round += 1) {
      // A stranger polling gets the next try as soon as the delay is over, which starts the delay again...
      await delayPasses();
      expect((await signInFrom('10.7.2.1', user.email, 'wrong-pass')).statusCode).toBe(401);
      expectThrottle(await signInFrom('10.7.2.2', user.email, 'wrong-pass'));
      // ...and a browser new to the account waits it out like any stranger, while the owner's own browser is let in.
      expectThrottle(await signInFrom('10.7.0.1', user.email, user.password));
      expect((await signInFrom('10.7.0.1', user.email, user.password, device)).statusCode).toBe(200);
    }
  });

  it('a known device has its own limit, which strangers do not share', async () => {
    const user = await createUser(t.app);
    const device = deviceCookie(await signInFrom('10.8.0.1', user.email, user.password))!.value;
    for (let i = 0; i < SIGN_IN_FAILS_PER_KNOWN_DEVICE; i += 1) {
      expect((await signInFrom('10.8.0.1', user.email, 'wrong-pass', device)).statusCode).toBe(401);
    }
    expectThrottle(await signInFrom('10.8.0.1', user.email, user.password, device));
    // Its failures were its own: the same address without the cookie still has its tries.
    expect((await signInFrom('10.8.0.1', user.email, user.password)).statusCode).toBe(200);
  });

  it('a cookie of another account, or an altered one, counts as none', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const device = deviceCookie(await signInFrom('10.9.1.1', owner.email, owner.password))!.value;
    const othersDevice = deviceCookie(await signInFrom('10.9.1.1', other.email, other.password))!.value;
    const [id, deviceId, issued, mac] = device.split('.');
    const forged = [id, deviceId, String(Number(issued) + 1), mac].join('.');
    // Signed right, but older than a device stays known.
    const agedBody = [id, deviceId, String(Number(issued) - KNOWN_DEVICE_MAX_AGE_DAYS * 86_400 - 60)].join('.');
    const aged = `${agedBody}.${hmac(`known-device:${t.app.config.jwtSecret}`, agedBody)}`;
    await strangersFail(owner.email, '10.9.2', 3);
    for (const cookie of [othersDevice, forged, aged, 'garbage']) {
      expectThrottle(await signInFrom('10.9.1.1', owner.email, owner.password, cookie));
    }
    expect((await signInFrom('10.9.1.1', owner.email, owner.password, device)).statusCode).toBe(200);
  });
});

describe('taking the account back forgets the browsers that signed in before', () => {
  /** The cookie as the server would have issued it `seconds` earlier: a browser that signed in a while ago. */
  function issuedEarlier(cookie: string, seconds: number) {
    const [id, deviceId, issued] = cookie.split('.');
    const body = [id, deviceId, String(Number(issued) - seconds)].join('.');
    return `${body}.${hmac(`known-device:${t.app.config.jwtSecret}`, body)}`;
  }
  const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: api(path), payload, headers });
  /** The second of the take-back passes: cookies issued after it, in that same second, count from then on. */
  const secondPasses = (userId: string) =>
    t.app.db.execute(
      sql`update users set devices_valid_after = devices_valid_after - interval '1 second' where id = ${userId}`,
    );

  it('a password reset: a browser that signed in before waits out the delay like a stranger; one signing in after is known', async () => {
    const user = await createUser(t.app);
    const before = issuedEarlier(deviceCookie(await signInFrom('10.10.0.1', user.email, user.password))!.value, 60);
    await strangersFail(user.email, '10.10.1', 3);
    // Until the reset the browser is known, so what follows is the reset's doing.
    expect((await signInFrom('10.10.0.1', user.email, user.password, before)).statusCode).toBe(200);

    expect((await post(ROUTES.auth.forgotPassword.path, { email: user.email })).statusCode).toBe(200);
    const reset = await post(ROUTES.auth.resetPassword.path, {
      token: await latestResetToken(t.app, user.email),
      newPassword: 'taken-back-pass',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await strangersFail(user.email, '10.10.2', 3);
    expectThrottle(await signInFrom('10.10.0.1', user.email, 'taken-back-pass', before));

    await delayPasses();
    const after = deviceCookie(await signInFrom('10.10.0.1', user.email, 'taken-back-pass'))!.value;
    await secondPasses(user.id);
    await strangersFail(user.email, '10.10.3', 3);
    expectThrottle(await signInFrom('10.10.0.1', user.email, 'taken-back-pass', before));
    expect((await signInFrom('10.10.0.1', user.email, 'taken-back-pass', after)).statusCode).toBe(200);
  });

  it('an email-change revert: the browsers that signed in before it, the intruder’s too, are strangers again', async () => {
    const user = await createUser(t.app);
    const intruder = await signIn(t.app, user.email, user.password);
    const before = issuedEarlier(deviceCookie(await signInFrom('10.11.0.1', user.email, user.password))!.value, 60);
    const newEmail = `intruder-${user.id.slice(0, 8)}@example.test`;
    expect(
      (
        await authed(t.app, intruder, {
          method: 'POST',
          url: api(ROUTES.profile.changeEmail.path),
          payload: { email: newEmail },
        })
      ).statusCode,
    ).toBe(200);
    const revertMail = await latestMail(t.app, user.email);
    const revertToken = decodeURIComponent(revertMail!.text.match(/\/auth\/email-change\/revert\?token=([^\s]+)/)![1]!);
    const confirmed = await authed(t.app, intruder, {
      method: 'POST',
      url: api(ROUTES.profile.changeEmailConfirm.path),
      payload: { token: await latestCode(t.app, newEmail) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await strangersFail(newEmail, '10.11.1', 3);
    expect((await signInFrom('10.11.0.1', newEmail, user.password, before)).statusCode).toBe(200);

    const reverted = await post(ROUTES.profile.changeEmailRevert.path, { token: revertToken });
    expect(reverted.json()).toEqual({ outcome: 'reverted' });
    await strangersFail(user.email, '10.11.2', 3);
    expectThrottle(await signInFrom('10.11.0.1', user.email, user.password, before));
  });
});
