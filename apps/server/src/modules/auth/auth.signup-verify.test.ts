import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { M, codeStateSchema, signUpResponseSchema, pathOf, ROUTES } from '@plaudit/contract';
import { mailOutbox, oneTimeCodes, users } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createUser, latestCode, latestMail, signIn, signUpBody } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: api(url), ...(payload === undefined ? {} : { payload: payload as object }) });

async function signUp(overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const res = await post(ROUTES.auth.signUp.path, body);
  expect(res.statusCode, res.body).toBe(200);
  return { body, answer: signUpResponseSchema.parse(res.json()) };
}

/** Moves the pending code's clock: cooldown and expiry live in the row. */
async function shiftCode(userId: string, values: Partial<typeof oneTimeCodes.$inferInsert>) {
  await t.app.db.update(oneTimeCodes).set(values).where(eq(oneTimeCodes.userId, userId));
}

const otherCode = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

describe('POST /api/auth/signUp', () => {
  it('creates the account, mails a 6-character code and answers id, role and the code state', async () => {
    const { body, answer } = await signUp({ registerType: 'CREATOR', monthlyBulletin: true, language: 'de' });
    expect(answer.role).toBe('USER');
    expect(answer.verification.attemptsLeft).toBe(5);
    const expiresIn = new Date(answer.verification.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, answer.id));
    expect(row).toMatchObject({ registerType: 'CREATOR', emailVerificationStatus: 'UNVERIFIED', language: 'de' });
    expect(row?.notifications.monthlyBulletin).toBe(true);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const code = await latestCode(t.app, body.email);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const mail = await latestMail(t.app, body.email);
    expect(mail?.subject).toContain('Plaudit-Code'); // German, the user's language
    const [stored] = await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, answer.id));
    expect(stored?.codeHash).not.toContain(code);
  });

  it('accepts USER and YOUTUBER and refuses other register types', async () => {
    await signUp({ registerType: 'USER' });
    await signUp({ registerType: 'YOUTUBER' });
    const res = await post(ROUTES.auth.signUp.path, signUpBody({ registerType: 'ADMIN' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      type: 'validation',
      message: M.validation.registerType.invalid,
      meta: { field: 'registerType' },
    });
  });

  it('usernames are unique case-insensitively (409 with the field)', async () => {
    const { body } = await signUp();
    const username = await post(ROUTES.auth.signUp.path, signUpBody({ username: body.username.toUpperCase() }));
    expect(username.statusCode).toBe(409);
    expect(username.json().errors[0]).toEqual({
      type: 'conflict',
      message: M.auth.error.username_taken,
      meta: { field: 'username' },
    });
  });

  it('an address that has an account answers as a new one would; its owner is told by mail, and nothing changes', async () => {
    const owner = await createUser(t.app, { language: 'de' });
    const fresh = await post(ROUTES.auth.signUp.path, signUpBody());
    const res = await post(
      ROUTES.auth.signUp.path,
      signUpBody({ email: owner.email.toUpperCase(), password: 'someone-else-1' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = signUpResponseSchema.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(answer.id).not.toBe(owner.id);
    expect(answer.role).toBe('USER');
    expect(answer.verification).toMatchObject({ attemptsLeft: 5 });
    expect(new Date(answer.verification.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

    // No account was made and the owner's is untouched: their password still works, the stranger's does not.
    expect(await t.app.db.select().from(users).where(eq(users.id, answer.id))).toEqual([]);
    await expect(signIn(t.app, owner.email, owner.password)).resolves.toBeTruthy();
    await expect(signIn(t.app, owner.email, 'someone-else-1')).rejects.toThrow(/401/);
    const mail = await latestMail(t.app, owner.email);
    expect(mail?.subject).toBe('Jemand wollte sich mit deiner Adresse bei Plaudit registrieren');
    expect(mail?.text).toContain('/auth/forgot-password');
    // The code screen that follows behaves as for a new address: a guess is wrong, a resend waits its cooldown.
    const guess = await post(pathOf(ROUTES.auth.verifyEmail.path, { email: owner.email }), { token: 'AAAAAA' });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().errors[0]).toMatchObject({ message: M.auth.error.invalid_code, meta: { attemptsLeft: 4 } });
  });

  it('repeated attempts at one address mail its owner only a few times', async () => {
    const owner = await createUser(t.app);
    for (let i = 0; i < 30; i += 1) {
      const payload = signUpBody({ email: owner.email });
      const res = await t.app.inject({
        method: 'POST',
        url: api(ROUTES.auth.signUp.path),
        payload,
        remoteAddress: `10.20.0.${i}`,
      });
      expect(res.statusCode).toBe(200);
    }
    await t.app.mail.settled();
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThan(30);
  });

  it('the database itself refuses a case variant (unique index on lower())', async () => {
    const user = await createUser(t.app);
    await expect(createUser(t.app, { email: user.email.toUpperCase() })).rejects.toThrow();
    await expect(createUser(t.app, { username: user.username.toUpperCase() })).rejects.toThrow();
  });

  it('validates with the §5 messages', async () => {
    const res = await post(ROUTES.auth.signUp.path, signUpBody({ username: 'ab', firstName: 'A', password: '12345' }));
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors).toContainEqual({
      type: 'validation',
      message: M.validation.username.min,
      meta: { field: 'username' },
    });
    expect(errors).toContainEqual({
      type: 'validation',
      message: M.validation.firstName.min,
      meta: { field: 'firstName' },
    });
    expect(errors).toContainEqual({
      type: 'validation',
      message: M.validation.password.min6,
      meta: { field: 'password' },
    });
  });

  it('a new account can sign in before verifying', async () => {
    const { body } = await signUp();
    const s = await signIn(t.app, body.email, body.password);
    expect(s.body.user.isEmailVerified).toBe(false);
    expect(s.body.user.emailVerificationStatus).toEqual({ status: 'UNVERIFIED' });
  });
});

describe('email verification', () => {
  it('a correct code (any case) verifies the email', async () => {
    const { body } = await signUp();
    const code = await latestCode(t.app, body.email);
    const res = await post(pathOf(ROUTES.auth.verifyEmail.path, { email: body.email.toUpperCase() }), {
      token: code.toLowerCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: body.email, status: 'VERIFIED', code: null });
    const s = await signIn(t.app, body.email, body.password);
    expect(s.body.user.isEmailVerified).toBe(true);
    // A verified address answers like any address without a code waiting (no enumeration).
    const again = await post(pathOf(ROUTES.auth.verifyEmail.path, { email: body.email }), { token: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].message).toBe(M.auth.error.invalid_code);
  });

  it('a wrong code answers attemptsLeft, expiresAt and resendAvailableAt; the 5th wrong try exhausts it', async () => {
    const { body } = await signUp();
    const code = await latestCode(t.app, body.email);
    for (let left = 4; left >= 1; left -= 1) {
      const res = await post(pathOf(ROUTES.auth.verifyEmail.path, { email: body.email }), { token: otherCode(code) });
      expect(res.statusCode).toBe(400);
      const error = res.json().errors[0];
      expect(error.type).toBe('validation');
      expect(error.message).toBe(M.auth.error.invalid_code);
      expect(error.meta).toMatchObject({ field: 'token', attemptsLeft: left });
      codeStateSchema.parse(error.meta);
    }
    const fifth = await post(pathOf(ROUTES.auth.verifyEmail.path, { email: body.email }), { token: otherCode(code) });
    expect(fifth.json().errors[0]).toMatchObject({
      message: M.auth.error.too_many_attempts,
      meta: { attemptsLeft: 0 },
    });
    const right = await post(pathOf(ROUTES.auth.verifyEmail.path, { email: body.email }), { token: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().errors[0].message).toBe(M.auth.error.too_many_attempts);
  });

  it('an expired code is refused even when correct', async () => {
    const { body, answer } = await signUp();
    const code = await latestCode(t.app, body.email);
    await shiftCode(answer.id, { expiresAt: new Date(Date.now() - 1000) });
    const res = await post(pathOf(ROUTES.auth.verifyEmail.path, { email: body.email }), { token: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      type: 'validation',
      message: M.auth.error.code_expired,
      meta: { field: 'token' },
    });
  });

  it('a malformed code is a validation error with the OTP message', async () => {
    const res = await post(pathOf(ROUTES.auth.verifyEmail.path, { email: 'a@example.test' }), { token: 'ABC' });
    expect(res.json().errors[0]).toEqual({
      type: 'validation',
      message: M.validation.otp.length,
      meta: { field: 'token' },
    });
  });

  it('resend has a 60 s cooldown (429 with remainingSeconds), then mails a new code that replaces the old', async () => {
    const { body, answer } = await signUp();
    const first = await latestCode(t.app, body.email);
    const early = await post(pathOf(ROUTES.auth.resendVerification.path, { email: body.email }));
    expect(early.statusCode).toBe(429);
    const error = early.json().errors[0];
    expect(error.type).toBe('throttle');
    expect(error.meta.remainingSeconds).toBeGreaterThanOrEqual(55);
    expect(error.meta.remainingSeconds).toBeLessThanOrEqual(60);
    expect(Number(early.headers['retry-after'])).toBe(error.meta.remainingSeconds);
    await shiftCode(answer.id, { resendAvailableAt: new Date(Date.now() - 1000) });
    const res = await post(pathOf(ROUTES.auth.resendVerification.path, { email: body.email }));
    expect(res.statusCode).toBe(200);
    expect(codeStateSchema.parse(res.json()).attemptsLeft).toBe(5);
    const second = await latestCode(t.app, body.email);
    expect(second).not.toBe(first); // a fresh random code (the same one by chance is a 1 in 36^6 event)
    const old = await post(pathOf(ROUTES.auth.verifyEmail.path, { email: body.email }), { token: first });
    expect(old.json().errors[0].message).toBe(M.auth.error.invalid_code);
    expect(
      (await post(pathOf(ROUTES.auth.verifyEmail.path, { email: body.email }), { token: second })).statusCode,
    ).toBe(200);
  });

  it('GET verify-email-status answers the status and the pending code state', async () => {
    const { body } = await signUp();
    const s = await signIn(t.app, body.email, body.password);
    const res = await authed(t.app, s, { method: 'GET', url: api(ROUTES.auth.verifyEmailStatus.path) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: body.email, status: 'UNVERIFIED', code: { attemptsLeft: 5 } });
    await post(pathOf(ROUTES.auth.verifyEmail.path, { email: body.email }), {
      token: await latestCode(t.app, body.email),
    });
    const after = await authed(t.app, s, { method: 'GET', url: api(ROUTES.auth.verifyEmailStatus.path) });
    expect(after.json()).toEqual({ email: body.email, status: 'VERIFIED', code: null });
    expect((await t.app.inject({ method: 'GET', url: api(ROUTES.auth.verifyEmailStatus.path) })).statusCode).toBe(401);
  });
});
