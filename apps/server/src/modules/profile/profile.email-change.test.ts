import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { M, emailChangeInfoSchema, pathOf, ROUTES } from '@plaudit/contract';
import { auditLog, emailChanges, oneTimeCodes } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createUser, latestCode, latestMail, signIn, signedInUser } from '../../../test/factories.js';

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
const fresh = () => `new-${Math.random().toString(36).slice(2, 10)}@example.test`;
const revert = (token: string) =>
  t.app.inject({ method: 'POST', url: api(ROUTES.profile.changeEmailRevert.path), payload: { token } });

async function revertToken(oldEmail: string) {
  const mail = await latestMail(t.app, oldEmail);
  const match = mail?.text.match(/\/auth\/email-change\/revert\?token=([^\s]+)/);
  if (!match?.[1]) throw new Error(`no revert link mailed to ${oldEmail}`);
  return decodeURIComponent(match[1]);
}

async function changeEmail(s: Signed, newEmail = fresh()) {
  const res = await post(s, ROUTES.profile.changeEmail.path, { email: newEmail });
  expect(res.statusCode, res.body).toBe(200);
  return { newEmail, info: emailChangeInfoSchema.parse(res.json()), code: await latestCode(t.app, newEmail) };
}

describe('email change', () => {
  it('mails a code to the new address and a notice with a link to the old one; the code switches the address', async () => {
    const s = await signedInUser(t.app);
    const newEmail = `Change.Me-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const { info, code } = await changeEmail(s, newEmail);
    expect(info.email).toMatch(/^Ch\*\*\*@ex\*\*\*\.test$/);
    expect(info.attemptsLeft).toBe(5);
    const notice = await latestMail(t.app, s.user.email);
    expect(notice!.text).toContain(newEmail);
    expect(notice!.text).toMatch(/http:\/\/localhost:3000\/auth\/email-change\/revert\?token=/);

    // otp-info answers the pending change by its id.
    const infoRes = await authed(t.app, s, {
      method: 'GET',
      url: api(pathOf(ROUTES.profile.changeEmailInfo.path, { token: info.id })),
    });
    expect(infoRes.statusCode, infoRes.body).toBe(200);
    expect(infoRes.json()).toEqual(info);

    const res = await post(s, ROUTES.profile.changeEmailConfirm.path, { token: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: newEmail, isEmailVerified: true });
    expect((await me(s)).json().email).toBe(newEmail);
    // The session that made it is kept; the new address signs in.
    await expect(signIn(t.app, newEmail)).resolves.toBeTruthy();
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, s.user.id), eq(auditLog.action, 'user.email.change')));
    expect(audit).toHaveLength(1);
    // Nothing pending any more.
    const after = await authed(t.app, s, {
      method: 'GET',
      url: api(pathOf(ROUTES.profile.changeEmailInfo.path, { token: info.id })),
    });
    expect(after.statusCode).toBe(404);
    expect(after.json().errors[0].message).toBe(M.profile.error.no_pending_email_change);
  });

  it('an address another account uses (any letter case) is 409; your own current one is a 400', async () => {
    const other = await createUser(t.app);
    const s = await signedInUser(t.app);
    const taken = await post(s, ROUTES.profile.changeEmail.path, { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({
      type: 'conflict',
      message: M.auth.error.email_taken,
      meta: { field: 'email' },
    });
    const same = await post(s, ROUTES.profile.changeEmail.path, { email: s.user.email });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0].message).toBe(M.profile.error.email_same_as_current);
    const invalid = await post(s, ROUTES.profile.changeEmail.path, { email: 'nope' });
    expect(invalid.json().errors[0].message).toBe(M.validation.email.invalid);
  });

  it('if the address is taken between start and confirm, confirm is 409 and nothing changes', async () => {
    const s = await signedInUser(t.app);
    const { newEmail, code } = await changeEmail(s);
    await createUser(t.app, { email: newEmail });
    const res = await post(s, ROUTES.profile.changeEmailConfirm.path, { token: code });
    expect(res.statusCode).toBe(409);
    expect((await me(s)).json().email).toBe(s.user.email);
  });

  it('a wrong code is email_change_invalid_otp with attempts left; nothing pending is no_pending_email_change', async () => {
    const s = await signedInUser(t.app);
    const none = await post(s, ROUTES.profile.changeEmailConfirm.path, { token: 'ABC123' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].message).toBe(M.profile.error.no_pending_email_change);
    const { code } = await changeEmail(s);
    const wrong = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    const res = await post(s, ROUTES.profile.changeEmailConfirm.path, { token: wrong });
    expect(res.json().errors[0]).toMatchObject({
      message: M.profile.error.email_change_invalid_otp,
      meta: { field: 'token', attemptsLeft: 4 },
    });
  });

  it('an expired code is invalid_token', async () => {
    const s = await signedInUser(t.app);
    const { code } = await changeEmail(s);
    await t.app.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.userId, s.user.id), isNull(oneTimeCodes.usedAt)));
    const res = await post(s, ROUTES.profile.changeEmailConfirm.path, { token: code });
    expect(res.json().errors[0].message).toBe(M.profile.error.invalid_token);
  });

  it('resend has a cooldown, then mails a new code to the new address', async () => {
    const s = await signedInUser(t.app);
    const none = await post(s, ROUTES.profile.changeEmailResend.path);
    expect(none.json().errors[0].message).toBe(M.profile.error.no_pending_email_change);
    const { newEmail, info } = await changeEmail(s);
    const early = await post(s, ROUTES.profile.changeEmailResend.path);
    expect(early.statusCode).toBe(429);
    expect(early.json().errors[0]).toMatchObject({ type: 'throttle', message: M.profile.error.otp_resend_cooldown });
    await t.app.db
      .update(oneTimeCodes)
      .set({ resendAvailableAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.userId, s.user.id), isNull(oneTimeCodes.usedAt)));
    const res = await post(s, ROUTES.profile.changeEmailResend.path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().id).toBe(info.id);
    const code = await latestCode(t.app, newEmail);
    expect((await post(s, ROUTES.profile.changeEmailConfirm.path, { token: code })).statusCode).toBe(200);
  });

  it("someone else's change id in otp-info is 404", async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    const { info } = await changeEmail(a);
    for (const id of [info.id, 'not-an-id']) {
      const res = await authed(t.app, b, {
        method: 'GET',
        url: api(pathOf(ROUTES.profile.changeEmailInfo.path, { token: id })),
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it("the old address's link cancels a pending change", async () => {
    const s = await signedInUser(t.app);
    const { code } = await changeEmail(s);
    const token = await revertToken(s.user.email);
    const res = await revert(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'cancelled' });
    const confirm = await post(s, ROUTES.profile.changeEmailConfirm.path, { token: code });
    expect(confirm.json().errors[0].message).toBe(M.profile.error.no_pending_email_change);
    expect((await revert(token)).statusCode).toBe(400);
  });

  it('after the change, the link takes the account back: old address restored, every session ended', async () => {
    const s = await signedInUser(t.app);
    const { newEmail, code } = await changeEmail(s);
    const token = await revertToken(s.user.email);
    await post(s, ROUTES.profile.changeEmailConfirm.path, { token: code });
    const res = await revert(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'reverted' });
    const ended = await me(s);
    expect(ended.statusCode).toBe(401);
    const back = await signIn(t.app, s.user.email);
    expect(back.body.user.email).toBe(s.user.email);
    await expect(signIn(t.app, newEmail)).rejects.toThrow(/401/);
    const [row] = await t.app.db.select().from(emailChanges).where(eq(emailChanges.userId, s.user.id));
    expect(row!.revertedAt).not.toBeNull();
    expect((await revert(token)).json().errors[0].message).toBe(M.profile.error.invalid_revert_link);
  });

  it('the link stops working 7 days after the change, and an unknown token is refused', async () => {
    const s = await signedInUser(t.app);
    const { code } = await changeEmail(s);
    const token = await revertToken(s.user.email);
    await post(s, ROUTES.profile.changeEmailConfirm.path, { token: code });
    await t.app.db
      .update(emailChanges)
      .set({ confirmedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(emailChanges.userId, s.user.id));
    const late = await revert(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0]).toMatchObject({
      message: M.profile.error.invalid_revert_link,
      meta: { field: 'token' },
    });
    expect((await revert('made-up-token')).statusCode).toBe(400);
  });
});
