import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { M, ROUTES } from '@plaudit/contract';
import { mailOutbox, passwordResets } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createUser, latestMail, latestResetToken, signIn } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: api(url), payload: payload as object });

describe('forgot and reset password', () => {
  it('forgot-password answers the same for known and unknown emails, and mails only the known one', async () => {
    const user = await createUser(t.app);
    const known = await post(ROUTES.auth.forgotPassword.path, { email: user.email });
    const unknown = await post(ROUTES.auth.forgotPassword.path, { email: 'nobody-forgot@example.test' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true });
    const mail = await latestMail(t.app, user.email);
    expect(mail?.text).toContain('http://localhost:3000/auth/reset-password?token=');
    expect(
      await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody-forgot@example.test')),
    ).toHaveLength(0);
  });

  it('a reset link sets the password once and ends every session', async () => {
    const user = await createUser(t.app);
    const s1 = await signIn(t.app, user.email, user.password);
    const s2 = await signIn(t.app, user.email, user.password);
    await post(ROUTES.auth.forgotPassword.path, { email: user.email });
    const token = await latestResetToken(t.app, user.email);
    const res = await post(ROUTES.auth.resetPassword.path, { token, newPassword: 'brand-new-pass' });
    expect(res.statusCode, res.body).toBe(200);
    for (const s of [s1, s2]) {
      const next = await authed(t.app, s, { method: 'GET', url: api(ROUTES.auth.me.path) });
      expect(next.json().errors[0]).toMatchObject({ type: 'SESSION_REVOKED', meta: { reason: 'PASSWORD_RESET' } });
    }
    expect((await post(ROUTES.auth.signIn.path, { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await post(ROUTES.auth.signIn.path, { email: user.email, password: 'brand-new-pass' })).statusCode).toBe(
      200,
    );
    const again = await post(ROUTES.auth.resetPassword.path, { token, newPassword: 'another-pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toEqual({
      type: 'validation',
      message: M.auth.error.invalid_reset_token,
      meta: { field: 'token' },
    });
  });

  it('an expired link is refused', async () => {
    const user = await createUser(t.app);
    await post(ROUTES.auth.forgotPassword.path, { email: user.email });
    const token = await latestResetToken(t.app, user.email);
    const [row] = await t.app.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(row!.tokenHash).not.toBe(token);
    await t.app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const res = await post(ROUTES.auth.resetPassword.path, { token, newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(M.auth.error.invalid_reset_token);
  });

  it('an unknown token and a short password are refused', async () => {
    expect(
      (await post(ROUTES.auth.resetPassword.path, { token: 'made-up', newPassword: 'brand-new-pass' })).json().errors[0]
        .message,
    ).toBe(M.auth.error.invalid_reset_token);
    const short = await post(ROUTES.auth.resetPassword.path, { token: 'made-up', newPassword: '12345' });
    expect(short.json().errors[0]).toEqual({
      type: 'validation',
      message: M.validation.password.min8,
      meta: { field: 'newPassword' },
    });
  });
});
