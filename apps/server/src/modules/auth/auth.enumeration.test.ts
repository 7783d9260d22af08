import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { M, ONE_TIME_CODE_MAX_ATTEMPTS, pathOf, ROUTES } from '@plaudit/contract';
import { oneTimeCodes, passwordResets } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, createUser, latestCode, latestMail, latestResetToken, signUpBody } from '../../../test/factories.js';

// "no enumeration anywhere": verify-email, resend and forgot-password answer a verified, an unknown and
// an unverified address alike, and the mail is written after the answer (the request never waits for it).

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { codePerIp: 100_000, codePerEmail: 100_000, signUpPerIp: 100_000 } });
});
afterAll(async () => t.close());

type Res = Awaited<ReturnType<FastifyInstance['inject']>>;
const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: api(url), ...(payload ? { payload } : {}) });
const unknown = () => `nobody-${Math.random().toString(36).slice(2, 10)}@example.test`;

/** Status, body and Retry-After with the moments (which differ by milliseconds between calls) and the request's own id blanked. */
const shape = (res: Res) => ({
  status: res.statusCode,
  retryAfter: res.headers['retry-after'] === undefined ? 'none' : 'set',
  body: res.body
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<time>')
    .replace(/"remainingSeconds":\d+/, '"remainingSeconds":<n>')
    .replace(/"requestId":"[^"]+"/, '"requestId":<id>'),
});

/** An unverified account with a code waiting, its resend cooldown already over. */
async function unverified() {
  const body = signUpBody();
  const res = await post(ROUTES.auth.signUp.path, body);
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json<{ id: string }>().id;
  await t.app.db
    .update(oneTimeCodes)
    .set({ resendAvailableAt: new Date(Date.now() - 1000) })
    .where(eq(oneTimeCodes.userId, id));
  return { email: body.email, code: await latestCode(t.app, body.email) };
}

describe('no enumeration', () => {
  it('verify-email answers a wrong code for a verified, an unknown and an unverified address identically, to the last try', async () => {
    const verified = (await createUser(t.app)).email;
    const pending = await unverified();
    const wrong = pending.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const addresses = [verified, unknown(), pending.email];
    for (let attempt = 1; attempt <= ONE_TIME_CODE_MAX_ATTEMPTS + 1; attempt += 1) {
      const answers = await Promise.all(
        addresses.map((email) => post(pathOf(ROUTES.auth.verifyEmail.path, { email }), { token: wrong })),
      );
      expect(answers).toHaveLength(3);
      expect(shape(answers[1]!)).toEqual(shape(answers[0]!));
      expect(shape(answers[2]!)).toEqual(shape(answers[0]!));
      const key = answers[0]!.json().errors[0].message;
      expect(key).toBe(
        attempt < ONE_TIME_CODE_MAX_ATTEMPTS ? M.auth.error.invalid_code : M.auth.error.too_many_attempts,
      );
    }
  });

  it('verify-email keeps counting the tries of an unknown address like a real code', async () => {
    const email = unknown();
    const lefts: number[] = [];
    for (let i = 0; i < ONE_TIME_CODE_MAX_ATTEMPTS; i += 1) {
      lefts.push(
        (await post(pathOf(ROUTES.auth.verifyEmail.path, { email }), { token: 'ABC123' })).json().errors[0].meta
          .attemptsLeft,
      );
    }
    expect(lefts).toEqual([4, 3, 2, 1, 0]);
  });

  it('resend answers a verified, an unknown and an unverified address identically, cooldown included', async () => {
    const addresses = [(await createUser(t.app)).email, unknown(), (await unverified()).email];
    const first = await Promise.all(
      addresses.map((email) => post(pathOf(ROUTES.auth.resendVerification.path, { email }))),
    );
    expect(first).toHaveLength(3);
    expect(first.map(shape)).toEqual(Array(3).fill(shape(first[0]!)));
    expect(first[0]!.statusCode).toBe(200);
    const second = await Promise.all(
      addresses.map((email) => post(pathOf(ROUTES.auth.resendVerification.path, { email }))),
    );
    expect(second).toHaveLength(3);
    expect(second.map(shape)).toEqual(Array(3).fill(shape(second[0]!)));
    expect(second[0]!.statusCode).toBe(429);
    expect(second[0]!.json().errors[0].message).toBe(M.auth.error.resend_cooldown);
  });

  it('forgot-password answers a known, an unknown and an unverified address identically', async () => {
    const addresses = [(await createUser(t.app)).email, unknown(), (await unverified()).email];
    const answers = await Promise.all(addresses.map((email) => post(ROUTES.auth.forgotPassword.path, { email })));
    expect(answers).toHaveLength(3);
    expect(answers.map(shape)).toEqual(Array(3).fill(shape(answers[0]!)));
    expect(answers[0]!.json()).toEqual({ success: true });
  });
});

describe('mail off the request path', () => {
  /** Holds every mail until `release()`: a request that waited for its mail would never answer. */
  function holdMail() {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = t.app.mail.send.bind(t.app.mail);
    const spy = vi.spyOn(t.app.mail, 'send').mockImplementation(async (to, mail) => {
      await gate;
      await send(to, mail);
    });
    return {
      async release() {
        release();
        await t.app.mail.settled();
        spy.mockRestore();
      },
    };
  }

  it('forgot-password answers before the reset link is mailed', async () => {
    const user = await createUser(t.app);
    const held = holdMail();
    const res = await post(ROUTES.auth.forgotPassword.path, { email: user.email });
    expect(res.statusCode).toBe(200);
    await held.release();
    const token = await latestResetToken(t.app, user.email);
    expect(token.length).toBeGreaterThan(20);
    expect(await t.app.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toHaveLength(1);
  });

  it('resend answers before the code is mailed, and the mailed code verifies', async () => {
    const pending = await unverified();
    const held = holdMail();
    const res = await post(pathOf(ROUTES.auth.resendVerification.path, { email: pending.email }));
    expect(res.statusCode, res.body).toBe(200);
    await held.release();
    const mail = await latestMail(t.app, pending.email);
    expect(mail?.subject).toMatch(/code/i);
    expect(
      (
        await post(pathOf(ROUTES.auth.verifyEmail.path, { email: pending.email }), {
          token: await latestCode(t.app, pending.email),
        })
      ).statusCode,
    ).toBe(200);
  });
});
