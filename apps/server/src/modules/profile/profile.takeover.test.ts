import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { EMAIL_CHANGE_LOCK_AFTER_REVERT_DAYS, HEADERS, M, ROUTES, type MailboxItem } from '@plaudit/contract';
import { emailChanges, oneTimeCodes, passwordResets } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import {
  PASSWORD,
  api,
  authed,
  latestCode,
  latestMail,
  latestResetToken,
  signIn,
  signedInUser,
} from '../../../test/factories.js';

// "taking an account back must really take it back": a revert, a password reset, a password change and
// an email change each void every outstanding reset link, one-time code and pending email change of the account.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { codePerIp: 100_000, codePerEmail: 100_000, signInPerIp: 100_000 } });
});
afterAll(async () => t.close());

type Signed = { accessToken: string; sessionId: string };
const post = (s: Signed, path: string, payload?: object) =>
  authed(t.app, s, { method: 'POST', url: api(path), ...(payload ? { payload } : {}) });
const open = (path: string, payload: object) => t.app.inject({ method: 'POST', url: api(path), payload });
const fresh = (who = 'new') => `${who}-${Math.random().toString(36).slice(2, 10)}@example.test`;

async function revertToken(oldEmail: string) {
  const mail = await latestMail(t.app, oldEmail);
  const match = mail?.text.match(/\/auth\/email-change\/revert\?token=([^\s]+)/);
  if (!match?.[1]) throw new Error(`no revert link mailed to ${oldEmail}`);
  return decodeURIComponent(match[1]);
}

/** Starts an email change to `to` (pending); answers its code, read from the new address's mail. */
async function startEmailChange(s: Signed, to = fresh()) {
  const res = await post(s, ROUTES.profile.changeEmail.path, { email: to });
  expect(res.statusCode, res.body).toBe(200);
  return { to, code: await latestCode(t.app, to) };
}

async function changeEmail(s: Signed, to = fresh()) {
  const { code } = await startEmailChange(s, to);
  const res = await post(s, ROUTES.profile.changeEmailConfirm.path, { token: code });
  expect(res.statusCode, res.body).toBe(200);
  return to;
}

async function forgotPassword(email: string) {
  expect((await open(ROUTES.auth.forgotPassword.path, { email })).statusCode).toBe(200);
  return latestResetToken(t.app, email);
}

/** What is still open for the account: unused reset links and codes, and pending email changes. */
async function outstanding(userId: string) {
  const resets = await t.app.db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  const codes = await t.app.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.usedAt)));
  const changes = await t.app.db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt)));
  return { resets: resets.length, codes: codes.length, pendingChanges: changes.length };
}

const nothingOpen = { resets: 0, codes: 0, pendingChanges: 0 };

describe('taking an account back', () => {
  it('the attack: email changed and a reset asked at the new address; the owner’s revert voids the attacker’s reset link', async () => {
    const owner = await signedInUser(t.app);
    // The attacker holds a session of the owner's account (a stolen password).
    const attacker = await signIn(t.app, owner.user.email);
    const attackerEmail = fresh('attacker');
    const { code } = await startEmailChange(attacker, attackerEmail);
    const ownerLink = await revertToken(owner.user.email);
    expect((await post(attacker, ROUTES.profile.changeEmailConfirm.path, { token: code })).statusCode).toBe(200);
    const attackerReset = await forgotPassword(attackerEmail);

    const reverted = await open(ROUTES.profile.changeEmailRevert.path, { token: ownerLink });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toEqual({ outcome: 'reverted' });

    const reset = await open(ROUTES.auth.resetPassword.path, { token: attackerReset, newPassword: 'attacker-owns-it' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().errors[0]).toMatchObject({
      message: M.auth.error.invalid_reset_token,
      meta: { field: 'token' },
    });
    await expect(signIn(t.app, owner.user.email, 'attacker-owns-it')).rejects.toThrow(/401/);
    await expect(signIn(t.app, owner.user.email, PASSWORD)).resolves.toBeTruthy();
    expect(await outstanding(owner.user.id)).toEqual(nothingOpen);
  });

  it('a revert voids the revert links of the changes made after it (A → B → C: B’s link cannot bring B back)', async () => {
    const owner = await signedInUser(t.app);
    const b = fresh('b');
    await startEmailChange(owner, b);
    const ownerLink = await revertToken(owner.user.email);
    await post(owner, ROUTES.profile.changeEmailConfirm.path, { token: await latestCode(t.app, b) });
    const again = await signIn(t.app, b);
    await changeEmail(again, fresh('c'));
    const bLink = await revertToken(b);

    expect((await open(ROUTES.profile.changeEmailRevert.path, { token: ownerLink })).json()).toEqual({
      outcome: 'reverted',
    });
    const late = await open(ROUTES.profile.changeEmailRevert.path, { token: bLink });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0].message).toBe(M.profile.error.invalid_revert_link);
    await expect(signIn(t.app, owner.user.email)).resolves.toBeTruthy();
  });

  it('a password reset voids the other reset links, the codes and a pending email change', async () => {
    const s = await signedInUser(t.app);
    await startEmailChange(s);
    expect((await post(s, ROUTES.profile.passwordChange.path, { password: PASSWORD })).statusCode).toBe(200);
    const other = await forgotPassword(s.user.email);
    const used = await forgotPassword(s.user.email);
    expect(await outstanding(s.user.id)).toEqual({ resets: 2, codes: 2, pendingChanges: 1 });

    expect(
      (await open(ROUTES.auth.resetPassword.path, { token: used, newPassword: 'reset-new-pass' })).statusCode,
    ).toBe(200);
    expect(await outstanding(s.user.id)).toEqual(nothingOpen);
    expect(
      (await open(ROUTES.auth.resetPassword.path, { token: other, newPassword: 'another-pass-1' })).statusCode,
    ).toBe(400);
  });

  it('a password change voids the reset links, the other codes and a pending email change', async () => {
    const s = await signedInUser(t.app);
    const link = await forgotPassword(s.user.email);
    await startEmailChange(s);
    expect((await post(s, ROUTES.profile.passwordChange.path, { password: PASSWORD })).statusCode).toBe(200);
    const otp = await latestCode(t.app, s.user.email);
    expect(await outstanding(s.user.id)).toEqual({ resets: 1, codes: 2, pendingChanges: 1 });

    const res = await post(s, ROUTES.profile.passwordChangeConfirm.path, { otp, newPassword: 'changed-pass-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await outstanding(s.user.id)).toEqual(nothingOpen);
    expect(
      (await open(ROUTES.auth.resetPassword.path, { token: link, newPassword: 'another-pass-1' })).statusCode,
    ).toBe(400);
  });

  it('an email change voids the reset links and the other codes, and keeps its revert link working', async () => {
    const s = await signedInUser(t.app);
    const link = await forgotPassword(s.user.email);
    expect((await post(s, ROUTES.profile.passwordChange.path, { password: PASSWORD })).statusCode).toBe(200);
    const { code } = await startEmailChange(s);
    const revert = await revertToken(s.user.email);
    expect(await outstanding(s.user.id)).toEqual({ resets: 1, codes: 2, pendingChanges: 1 });

    expect((await post(s, ROUTES.profile.changeEmailConfirm.path, { token: code })).statusCode).toBe(200);
    expect(await outstanding(s.user.id)).toEqual(nothingOpen);
    expect(
      (await open(ROUTES.auth.resetPassword.path, { token: link, newPassword: 'another-pass-1' })).statusCode,
    ).toBe(400);
    expect((await open(ROUTES.profile.changeEmailRevert.path, { token: revert })).json()).toEqual({
      outcome: 'reverted',
    });
  });
});

/** The newest mail to `to`, read from the development mailbox over HTTP, as the person would read their inbox. */
async function inbox(to: string) {
  await t.app.mail.settled();
  const res = await t.app.inject({ method: 'GET', url: api(ROUTES.system.devMailbox.path) });
  expect(res.statusCode).toBe(200);
  const mail = res.json<{ data: MailboxItem[] }>().data.find((item) => item.to === to);
  if (!mail) throw new Error(`nothing mailed to ${to}`);
  return mail.text;
}
const codeIn = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .find((line) => /^[A-Z0-9]{6}$/.test(line));
const tokenIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`${path}\\?token=([^\\s]+)`));
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
};
const me = (s: Signed) => authed(t.app, s, { method: 'GET', url: api(ROUTES.auth.me.path) });

describe('the owner’s revert gives the account back after a full takeover', () => {
  it('stolen session → email changed → password reset via the new address → revert: the intruder is out, the owner is in', async () => {
    const owner = await signedInUser(t.app);
    const ownerEmail = owner.user.email;
    // The intruder holds the owner's very session (its tokens, stolen).
    const stolen: Signed = { accessToken: owner.accessToken, sessionId: owner.sessionId };
    const attackerEmail = fresh('intruder');
    const attackerPassword = 'intruders-own-pass';

    expect((await post(stolen, ROUTES.profile.changeEmail.path, { email: attackerEmail })).statusCode).toBe(200);
    const code = codeIn(await inbox(attackerEmail));
    expect(code).toBeDefined();
    expect((await post(stolen, ROUTES.profile.changeEmailConfirm.path, { token: code })).statusCode).toBe(200);
    const revertLink = tokenIn(await inbox(ownerEmail), '/auth/email-change/revert');
    expect(revertLink).toBeDefined();

    expect((await open(ROUTES.auth.forgotPassword.path, { email: attackerEmail })).statusCode).toBe(200);
    const resetLink = tokenIn(await inbox(attackerEmail), '/auth/reset-password');
    expect(
      (await open(ROUTES.auth.resetPassword.path, { token: resetLink!, newPassword: attackerPassword })).statusCode,
    ).toBe(200);
    const intruder = await signIn(t.app, attackerEmail, attackerPassword);
    expect((await me(intruder)).statusCode).toBe(200);

    const reverted = await open(ROUTES.profile.changeEmailRevert.path, { token: revertLink! });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toEqual({ outcome: 'reverted' });

    // Every session the intruder had is over, refresh token included.
    const after = await me(intruder);
    expect(after.statusCode).toBe(401);
    expect(after.json().errors[0].type).toBe('SESSION_REVOKED');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: api(ROUTES.auth.refreshToken.path),
      headers: { authorization: `Bearer ${intruder.refreshToken}`, [HEADERS.sessionId]: intruder.sessionId },
    });
    expect(refreshed.statusCode).toBe(401);
    // The password the intruder set is gone, under either address; the owner's own password is back.
    await expect(signIn(t.app, ownerEmail, attackerPassword)).rejects.toThrow(/401/);
    await expect(signIn(t.app, attackerEmail, attackerPassword)).rejects.toThrow(/401/);
    const back = await signIn(t.app, ownerEmail, PASSWORD);
    expect(back.body.user.email).toBe(ownerEmail);

    // And the address stays put: a new change, even the owner's own, waits out the pause, saying until when.
    const again = await post(back, ROUTES.profile.changeEmail.path, { email: fresh('again') });
    expect(again.statusCode).toBe(409);
    const error = again.json().errors[0];
    expect(error).toMatchObject({
      type: 'conflict',
      message: M.profile.error.email_change_paused,
      meta: { field: 'email' },
    });
    const until = Date.parse(error.meta.until);
    const expected = Date.now() + EMAIL_CHANGE_LOCK_AFTER_REVERT_DAYS * 86_400_000;
    expect(Math.abs(until - expected)).toBeLessThan(60_000);
  });

  it('once the pause is over, the address can be changed again', async () => {
    const owner = await signedInUser(t.app);
    const { code } = await startEmailChange(owner);
    const link = await revertToken(owner.user.email);
    expect((await post(owner, ROUTES.profile.changeEmailConfirm.path, { token: code })).statusCode).toBe(200);
    expect((await open(ROUTES.profile.changeEmailRevert.path, { token: link })).json()).toEqual({
      outcome: 'reverted',
    });
    const back = await signIn(t.app, owner.user.email);
    expect((await post(back, ROUTES.profile.changeEmail.path, { email: fresh() })).statusCode).toBe(409);

    const days = EMAIL_CHANGE_LOCK_AFTER_REVERT_DAYS;
    await t.app.db
      .execute(sql`update email_changes set reverted_at = now() - make_interval(days => ${days}) - interval '1 minute'
      where user_id = ${owner.user.id} and reverted_at is not null`);
    expect((await post(back, ROUTES.profile.changeEmail.path, { email: fresh() })).statusCode).toBe(200);
  });
});
