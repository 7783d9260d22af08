import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { M, ONE_TIME_CODE_MAX_ATTEMPTS, pathOf, ROUTES } from '@plaudit/contract';
import { oneTimeCodes, users } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { PASSWORD, api, authed, latestCode, signUpBody, signedInUser } from '../../../test/factories.js';

// A code's attempts are taken before the guess is compared, atomically, so its 5 tries hold under
// parallel requests (they used to be read, compared and only then counted: 14–17 of 20 were compared on PostgreSQL).

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { codePerIp: 100_000, codePerEmail: 100_000, signUpPerIp: 100_000 } });
});
afterAll(async () => t.close());

/** 19 wrong guesses, then the right code last (position 20). */
const guesses = (code: string) => [
  ...Array.from({ length: 19 }, (_, i) => `WRONG${String.fromCharCode(65 + i)}`),
  code,
];

describe('one-time code attempts under parallel requests', () => {
  it('email verification: 20 parallel guesses compare only 5, and the right one at position 20 does not verify', async () => {
    const body = signUpBody();
    expect((await t.app.inject({ method: 'POST', url: api(ROUTES.auth.signUp.path), payload: body })).statusCode).toBe(
      200,
    );
    const code = await latestCode(t.app, body.email);
    const answers = await Promise.all(
      guesses(code).map((token) =>
        t.app.inject({
          method: 'POST',
          url: api(pathOf(ROUTES.auth.verifyEmail.path, { email: body.email })),
          payload: { token },
        }),
      ),
    );
    expect(answers).toHaveLength(20);
    expect(answers.every((r) => r.statusCode === 400)).toBe(true);
    const keys = answers.map((r) => r.json().errors[0].message);
    expect(keys.filter((k) => k === M.auth.error.invalid_code)).toHaveLength(ONE_TIME_CODE_MAX_ATTEMPTS - 1);
    expect(keys.filter((k) => k === M.auth.error.too_many_attempts)).toHaveLength(
      20 - (ONE_TIME_CODE_MAX_ATTEMPTS - 1),
    );
    const [user] = await t.app.db.select().from(users).where(eq(users.email, body.email));
    expect(user?.emailVerificationStatus).toBe('UNVERIFIED');
    const [row] = await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user!.id));
    // Every compared guess took an attempt first: exactly the 5 allowed were compared.
    expect(row?.attempts).toBe(ONE_TIME_CODE_MAX_ATTEMPTS);
  });

  it('password change: 20 parallel confirmations compare only 5, and the right code at position 20 does not change it', async () => {
    const s = await signedInUser(t.app);
    const start = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.profile.passwordChange.path),
      payload: { password: PASSWORD },
    });
    expect(start.statusCode, start.body).toBe(200);
    const code = await latestCode(t.app, s.user.email);
    const answers = await Promise.all(
      guesses(code).map((otp) =>
        authed(t.app, s, {
          method: 'POST',
          url: api(ROUTES.profile.passwordChangeConfirm.path),
          payload: { otp, newPassword: 'brand-new-pass-1' },
        }),
      ),
    );
    expect(answers).toHaveLength(20);
    expect(answers.every((r) => r.statusCode === 400)).toBe(true);
    const [row] = await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, s.user.id));
    expect(row?.attempts).toBe(ONE_TIME_CODE_MAX_ATTEMPTS);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, s.user.id));
    expect(user?.passwordHash).toBe(s.user.passwordHash);
  });

  it('a right code does not cost an attempt (the password change can still be confirmed after a refused new password)', async () => {
    const s = await signedInUser(t.app);
    await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.profile.passwordChange.path),
      payload: { password: PASSWORD },
    });
    const code = await latestCode(t.app, s.user.email);
    const same = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.profile.passwordChangeConfirm.path),
      payload: { otp: code, newPassword: PASSWORD },
    });
    expect(same.json().errors[0].message).toBe(M.profile.error.password_same_as_current);
    const [row] = await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, s.user.id));
    expect(row?.attempts).toBe(0);
  });
});
