import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { M, codeStateSchema, ROUTES } from '@plaudit/contract';
import { oneTimeCodes, sessions } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, latestCode, latestMail, PASSWORD, signIn, signedInUser } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Signed = Awaited<ReturnType<typeof signedInUser>>;
const post = (s: Signed, path: string, payload?: object) =>
  authed(t.app, s, { method: 'POST', url: api(path), ...(payload ? { payload } : {}) });
const me = (s: { accessToken: string; sessionId: string }) =>
  authed(t.app, s, { method: 'GET', url: api(ROUTES.auth.me.path) });

/** Lets the resend cooldown of the user's pending code end now. */
async function endCooldown(userId: string) {
  await t.app.db
    .update(oneTimeCodes)
    .set({ resendAvailableAt: new Date(Date.now() - 1000) })
    .where(and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.usedAt)));
}

describe('password change', () => {
  it('current password → code by mail → code and new password: changes it, keeps this session, ends the others', async () => {
    const s = await signedInUser(t.app);
    const other = await signIn(t.app, s.user.email);
    const start = await post(s, ROUTES.profile.passwordChange.path, { password: PASSWORD });
    expect(start.statusCode, start.body).toBe(200);
    expect(codeStateSchema.parse(start.json()).attemptsLeft).toBe(5);
    expect((await latestMail(t.app, s.user.email))!.subject).toMatch(/password change code/i);
    const otp = await latestCode(t.app, s.user.email);

    const res = await post(s, ROUTES.profile.passwordChangeConfirm.path, { otp, newPassword: 'brand-new-secret' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, revoked: 1 });

    expect((await me(s)).statusCode).toBe(200);
    const ended = await me(other);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().errors[0]).toMatchObject({ type: 'SESSION_REVOKED', meta: { reason: 'PASSWORD_CHANGED' } });
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, other.sessionId));
    expect(row!.revokedReason).toBe('PASSWORD_CHANGED');

    // The new password signs in, the old one no longer does.
    await expect(signIn(t.app, s.user.email, 'brand-new-secret')).resolves.toBeTruthy();
    await expect(signIn(t.app, s.user.email, PASSWORD)).rejects.toThrow(/401/);
    // The code is spent.
    const again = await post(s, ROUTES.profile.passwordChangeConfirm.path, { otp, newPassword: 'another-secret-1' });
    expect(again.json().errors[0].message).toBe(M.profile.error.no_pending_password_change);
  });

  it('a wrong current password is 400 on the password field, and no code is mailed', async () => {
    const s = await signedInUser(t.app);
    const res = await post(s, ROUTES.profile.passwordChange.path, { password: 'not-my-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      type: 'validation',
      message: M.profile.error.password_incorrect,
      meta: { field: 'password' },
    });
    expect(await latestMail(t.app, s.user.email)).toBeUndefined();
  });

  it('a wrong code is password_change_invalid_otp with the attempts left; five wrong codes spend it', async () => {
    const s = await signedInUser(t.app);
    await post(s, ROUTES.profile.passwordChange.path, { password: PASSWORD });
    const otp = await latestCode(t.app, s.user.email);
    const wrong = otp === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const first = await post(s, ROUTES.profile.passwordChangeConfirm.path, {
      otp: wrong,
      newPassword: 'brand-new-secret',
    });
    expect(first.statusCode).toBe(400);
    expect(first.json().errors[0]).toMatchObject({
      message: M.profile.error.password_change_invalid_otp,
      meta: { field: 'otp', attemptsLeft: 4 },
    });
    for (let i = 0; i < 4; i += 1)
      await post(s, ROUTES.profile.passwordChangeConfirm.path, { otp: wrong, newPassword: 'brand-new-secret' });
    const spent = await post(s, ROUTES.profile.passwordChangeConfirm.path, { otp, newPassword: 'brand-new-secret' });
    expect(spent.json().errors[0]).toMatchObject({ message: M.auth.error.code_expired, meta: { attemptsLeft: 0 } });
  });

  it('the current password as the new one is password_same_as_current, and the code stays usable', async () => {
    const s = await signedInUser(t.app);
    await post(s, ROUTES.profile.passwordChange.path, { password: PASSWORD });
    const otp = await latestCode(t.app, s.user.email);
    const same = await post(s, ROUTES.profile.passwordChangeConfirm.path, { otp, newPassword: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0]).toMatchObject({
      message: M.profile.error.password_same_as_current,
      meta: { field: 'newPassword' },
    });
    expect(
      (await post(s, ROUTES.profile.passwordChangeConfirm.path, { otp, newPassword: 'fresh-password-9' })).statusCode,
    ).toBe(200);
  });

  it('a new password under 8 characters and a malformed code get the messages', async () => {
    const s = await signedInUser(t.app);
    const res = await post(s, ROUTES.profile.passwordChangeConfirm.path, { otp: 'ab', newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(expect.arrayContaining([M.validation.password.min8, M.validation.otp.length]));
  });

  it('confirm or resend with nothing pending is no_pending_password_change', async () => {
    const s = await signedInUser(t.app);
    const confirm = await post(s, ROUTES.profile.passwordChangeConfirm.path, {
      otp: 'ABC123',
      newPassword: 'brand-new-secret',
    });
    expect(confirm.json().errors[0].message).toBe(M.profile.error.no_pending_password_change);
    const resend = await post(s, ROUTES.profile.passwordChangeResend.path);
    expect(resend.statusCode).toBe(400);
    expect(resend.json().errors[0].message).toBe(M.profile.error.no_pending_password_change);
  });

  it('resend waits for the cooldown (429 otp_resend_cooldown), then mails a new code that replaces the old', async () => {
    const s = await signedInUser(t.app);
    await post(s, ROUTES.profile.passwordChange.path, { password: PASSWORD });
    const firstCode = await latestCode(t.app, s.user.email);
    const early = await post(s, ROUTES.profile.passwordChangeResend.path);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBeDefined();
    expect(early.json().errors[0]).toMatchObject({ type: 'throttle', message: M.profile.error.otp_resend_cooldown });
    expect(early.json().errors[0].meta.remainingSeconds).toBeGreaterThanOrEqual(1);
    await endCooldown(s.user.id);
    const resent = await post(s, ROUTES.profile.passwordChangeResend.path);
    expect(resent.statusCode, resent.body).toBe(200);
    const secondCode = await latestCode(t.app, s.user.email);
    expect(secondCode).not.toBe(firstCode); // a fresh random code (the same one by chance is a 1 in 36^6 event)
    const old = await post(s, ROUTES.profile.passwordChangeConfirm.path, {
      otp: firstCode,
      newPassword: 'brand-new-secret',
    });
    expect(old.json().errors[0].message).toBe(M.profile.error.password_change_invalid_otp);
    expect(
      (await post(s, ROUTES.profile.passwordChangeConfirm.path, { otp: secondCode, newPassword: 'brand-new-secret' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('password change rate limit', () => {
  it('is limited per account like the auth code calls', async () => {
    const { buildAppOn } = await import('../../../test/build-test-app.js');
    const limited = await buildAppOn(t.database, { rateLimits: { codePerEmail: 2 } });
    try {
      const s = await signedInUser(limited);
      const tries = [];
      for (let i = 0; i < 3; i += 1)
        tries.push(
          await authed(limited, s, {
            method: 'POST',
            url: api(ROUTES.profile.passwordChange.path),
            payload: { password: 'wrong-password' },
          }),
        );
      expect(tries.map((r) => r.statusCode)).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
