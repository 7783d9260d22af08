import { randomUUID } from 'node:crypto';
import {
  EMAIL_CODE_LENGTH,
  M,
  ONE_TIME_CODE_MAX_ATTEMPTS,
  ONE_TIME_CODE_RESEND_COOLDOWN_SECONDS,
  ONE_TIME_CODE_TTL_SECONDS,
  PASSWORD_RESET_TTL_SECONDS,
  clampRemainingSeconds,
  type CodeState,
  type SignInBody,
  type SignUpBody,
  type VerificationStatusInfo,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { Tx } from '../../db/tx.js';
import { notificationDefaults } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { hmac, randomCode, randomToken } from '../../lib/crypto.js';
import { passwordResetMail, signUpAttemptMail, verificationCodeMail } from '../../mail/templates.js';
import type { ProfileService } from '../profile/profile.service.js';
import type { SessionsService, DeviceInfo } from '../sessions/sessions.service.js';
import type { UserRow } from '../users/users.rows.js';
import type { UsersService } from '../users/users.service.js';
import { withExtras } from './auth.user.js';
import { signInRefusal } from './auth.policy.js';
import { DecoyCodes } from './decoy-codes.js';
import { codeState, guessCode, hashCode } from './one-time-codes.js';
import { newKnownDevice, readKnownDevice } from './known-device.js';
import { SignInThrottle } from './sign-in-throttle.js';
import * as q from './auth.queries.js';

// The rules of sign-up, sign-in, email verification and password reset. No HTTP here.

const lower = (value: string) => value.trim().toLowerCase();

export class AuthService {
  private readonly throttle: SignInThrottle;
  private readonly decoys = new DecoyCodes();

  constructor(
    private readonly deps: ServiceDeps,
    readonly sessions: SessionsService,
    private readonly users: UsersService,
    /** Owns the pending email changes a password reset voids along with auth's own secrets. */
    private readonly profile: ProfileService,
  ) {
    this.throttle = new SignInThrottle(deps.db, deps.config.jwtSecret);
  }

  private get db() {
    return this.deps.db;
  }

  private codeHash(code: string) {
    return hashCode(this.deps.config.jwtSecret, code);
  }

  private codeState(row: q.OneTimeCodeRow): CodeState {
    return codeState(row);
  }

  /**
   * Issues a verification code and mails it: sign-up waits for the mail (its answer already tells a taken address
   * apart), resend mails it after the answer (`later`) so a real address answers as fast as an unknown one.
   */
  private async sendVerificationCode(user: UserRow, when: 'now' | 'later'): Promise<CodeState> {
    const code = randomCode(EMAIL_CODE_LENGTH);
    const now = Date.now();
    const row = await q.replaceCode(this.db, {
      userId: user.id,
      purpose: 'EMAIL_VERIFICATION',
      codeHash: this.codeHash(code),
      target: user.email,
      expiresAt: new Date(now + ONE_TIME_CODE_TTL_SECONDS * 1000),
      resendAvailableAt: new Date(now + ONE_TIME_CODE_RESEND_COOLDOWN_SECONDS * 1000),
    });
    const mail = () =>
      this.deps.mail.send(
        user.email,
        verificationCodeMail(user.language, user.firstName, code, ONE_TIME_CODE_TTL_SECONDS / 60),
      );
    if (when === 'later') this.deps.mail.later(mail);
    else await mail();
    return this.codeState(row);
  }

  /**
   * An address that has an account answers as a new one would (no enumeration): an id, the role and a code state,
   * the same hashing work done, and its owner is told by mail instead. Usernames are public, so a taken one says so.
   */
  async signUp(body: SignUpBody, ip: string): Promise<{ id: string; role: UserRow['role']; verification: CodeState }> {
    await this.deps.limits.signUpPerIp.consume(`ip:${ip}`);
    const taken = await q.findTaken(this.db, body.email, body.username);
    if (taken.username) throw new AppError('conflict', M.auth.error.username_taken, 409, { field: 'username' });
    const passwordHash = await this.deps.hasher.hash(body.password);
    if (taken.email) return this.signUpTaken(body.email);
    let user: UserRow;
    try {
      user = await this.users.create({
        username: body.username,
        email: body.email.trim(),
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        registerType: body.registerType,
        language: body.language ?? 'en',
        notifications: notificationDefaults(body.monthlyBulletin ?? false),
      });
    } catch (error) {
      const violation = uniqueViolation(error);
      // The address was taken meanwhile (a parallel sign-up): the same answer as when it was taken before.
      if (violation?.messageKey === M.auth.error.email_taken) return this.signUpTaken(body.email);
      throw violation ?? error;
    }
    const verification = await this.sendVerificationCode(user, 'now');
    return { id: user.id, role: user.role, verification };
  }

  /** The answer of a sign-up with an address that has an account; the owner gets a mail (a few per window at most). */
  private async signUpTaken(email: string) {
    const owner = await q.findUserByEmail(this.db, email);
    if (owner && owner.accountStatus !== 'DELETED') {
      this.deps.mail.later(async () => {
        // Repeated attempts must not flood the owner's inbox: past the limit, nothing more is mailed, silently.
        const allowed = await this.deps.limits.codePerEmail.consume(`sign-up-attempt:${lower(email)}`).then(
          () => true,
          () => false,
        );
        if (!allowed) return;
        const origin = this.deps.config.publicUrl;
        const links = { signIn: `${origin}/auth/login`, resetPassword: `${origin}/auth/forgot-password` };
        // Not waiting for the disk, as forgot-password's mail: the next request must not tell a taken address either.
        await this.deps.mail.send(owner.email, signUpAttemptMail(owner.language, owner.firstName, links), {
          durable: false,
        });
      });
    }
    return { id: randomUUID(), role: 'USER' as const, verification: this.decoys.issue(email) };
  }

  /**
   * `knownDeviceToken`: the caller's device cookie, if any. The answer's `knownDevice` is the token to set (renewed,
   * or new for a browser new to the account).
   */
  async signIn(
    body: SignInBody,
    { knownDeviceToken, ...device }: DeviceInfo & { ip: string; knownDeviceToken?: string | undefined },
  ) {
    await this.deps.limits.signInPerIp.consume(`ip:${device.ip}`);
    const found = await q.findUserForSignIn(this.db, body.email);
    const user = found?.user;
    const known = user
      ? readKnownDevice(this.deps.config.jwtSecret, knownDeviceToken, user.id, user.devicesValidAfter)
      : undefined;
    // Counted before the password is checked, so parallel guesses cannot all be checked.
    const ticket = await this.throttle.admit(body.email, device.ip, known?.id);
    // Unknown email and wrong password take the same time and answer the same.
    const ok = user
      ? await this.deps.hasher.verify(user.passwordHash, body.password)
      : (await this.deps.hasher.dummyVerify(body.password), false);
    if (!user || !ok || user.accountStatus === 'DELETED')
      throw new AppError('unauthorized', M.auth.error.invalid_credentials);
    await this.throttle.succeeded(ticket);
    const ban = found?.ban ?? undefined;
    const refusal = signInRefusal(user, ban !== undefined);
    if (refusal === 'inactive' || refusal === 'deleted') throw new AppError('forbidden', M.auth.error.account_inactive);
    if (refusal === 'banned' && ban) {
      throw new AppError('banned', M.auth.error.banned, 403, {
        reason: ban.reason,
        until: ban.until ? ban.until.toISOString() : null,
        comment: ban.comment,
      });
    }
    const { session, tokens } = await this.sessions.create(user.id, device);
    const knownDevice = (known ?? newKnownDevice(this.deps.config.jwtSecret, user.id)).token;
    return { ...tokens, user: withExtras(user, found), session, knownDevice };
  }

  private async limitCodeCall(ip: string, email: string) {
    await this.deps.limits.codePerIp.consume(`ip:${ip}`);
    await this.deps.limits.codePerEmail.consume(`email:${lower(email)}`);
  }

  async verifyEmail(email: string, token: string, ip: string): Promise<VerificationStatusInfo> {
    await this.limitCodeCall(ip, email);
    const user = await q.findUserByEmail(this.db, email);
    const code =
      user && user.emailVerificationStatus !== 'VERIFIED'
        ? await q.findPendingCode(this.db, user.id, 'EMAIL_VERIFICATION')
        : undefined;
    if (!user || !code) {
      // Unknown, already verified or nothing waiting: the answer of a wrong guess at a real code (no enumeration).
      const decoy = this.decoys.guess(email);
      const key = decoy.outcome === 'exhausted' ? M.auth.error.too_many_attempts : M.auth.error.invalid_code;
      throw new AppError('validation', key, 400, { field: 'token', ...decoy.state });
    }
    const state = () => ({ field: 'token', ...this.codeState(code) });
    const outcome = await guessCode(this.db, this.deps.config.jwtSecret, code, token);
    if (outcome !== 'right') {
      const expired = code.expiresAt.getTime() <= Date.now();
      const key = expired
        ? M.auth.error.code_expired
        : code.attempts >= ONE_TIME_CODE_MAX_ATTEMPTS
          ? M.auth.error.too_many_attempts
          : M.auth.error.invalid_code;
      throw new AppError('validation', key, 400, state());
    }
    const spent = await this.db.transaction(async (tx) => {
      if (!(await q.spendVerificationCode(tx, code.id))) return false;
      await this.users.markEmailVerified(user.id, tx);
      return true;
    });
    if (!spent) {
      throw new AppError('validation', M.auth.error.no_pending_code, 400, { field: 'token' });
    }
    return { email: user.email, status: 'VERIFIED', code: null };
  }

  /** Answers unknown, already verified and inactive addresses exactly like real ones, cooldown included (no enumeration). */
  async resendVerification(email: string, ip: string): Promise<CodeState> {
    await this.limitCodeCall(ip, email);
    const user = await q.findUserByEmail(this.db, email);
    if (!user || user.emailVerificationStatus === 'VERIFIED' || user.accountStatus !== 'ACTIVE') {
      const decoy = this.decoys.resend(email);
      if (decoy.waitSeconds > 0) throw this.resendCooldown(decoy.waitSeconds, decoy.state);
      return decoy.state;
    }
    const pending = await q.findPendingCode(this.db, user.id, 'EMAIL_VERIFICATION');
    if (pending && pending.resendAvailableAt.getTime() > Date.now()) {
      throw this.resendCooldown((pending.resendAvailableAt.getTime() - Date.now()) / 1000, this.codeState(pending));
    }
    return this.sendVerificationCode(user, 'later');
  }

  private resendCooldown(seconds: number, state: CodeState) {
    return new AppError('throttle', M.auth.error.resend_cooldown, 429, {
      remainingSeconds: clampRemainingSeconds(seconds),
      ...state,
    });
  }

  async verificationStatus(user: UserRow): Promise<VerificationStatusInfo> {
    const pending =
      user.emailVerificationStatus === 'VERIFIED'
        ? undefined
        : await q.findPendingCode(this.db, user.id, 'EMAIL_VERIFICATION');
    return { email: user.email, status: user.emailVerificationStatus, code: pending ? this.codeState(pending) : null };
  }

  private resetHash(token: string) {
    return hmac(`reset:${this.deps.config.jwtSecret}`, token);
  }

  /**
   * Same answer whether or not the address has an account, in about the same time: both read the account, and the
   * link is written and mailed after the answer, with commits that do not wait for the disk: on the embedded
   * database that wait holds the event loop, so the next request, anyone's, would take longer after a known address.
   */
  async forgotPassword(email: string, ip: string) {
    await this.limitCodeCall(ip, email);
    const user = await q.findUserByEmail(this.db, email);
    if (!user || user.accountStatus !== 'ACTIVE') return;
    this.deps.mail.later(() => this.sendPasswordReset(user));
  }

  /**
   * Mails the person a one-time reset link (forgot-password, and an admin's reset for someone). Neither write waits
   * for the disk: a link lost to a crash of the database is simply asked for again.
   */
  async sendPasswordReset(user: UserRow) {
    const token = randomToken();
    await q.insertPasswordReset(this.db, {
      tokenHash: this.resetHash(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_SECONDS * 1000),
    });
    const link = `${this.deps.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
    const mail = passwordResetMail(user.language, user.firstName, link, PASSWORD_RESET_TTL_SECONDS / 60);
    await this.deps.mail.send(user.email, mail, { durable: false });
  }

  /** Account deletion: the person's one-time codes and reset links go with the account (auth owns both tables). */
  async deleteSecretsOf(userId: string, tx: Tx): Promise<void> {
    await q.deleteSecretsOf(tx, userId);
  }

  /** Sets the password and ends every session of the account. */
  async resetPassword(token: string, newPassword: string, ip: string) {
    await this.deps.limits.codePerIp.consume(`ip:${ip}`);
    const hash = this.resetHash(token);
    const reset = await q.findPasswordReset(this.db, hash);
    const invalid = new AppError('validation', M.auth.error.invalid_reset_token, 400, { field: 'token' });
    if (!reset || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) throw invalid;
    await this.deps.limits.codePerEmail.consume(`user:${reset.userId}`);
    const passwordHash = await this.deps.hasher.hash(newPassword);
    const spent = await this.db.transaction(async (tx) => {
      if (!(await q.spendPasswordReset(tx, hash))) return false;
      // Every other outstanding link, code and pending email change of the account dies with this one.
      await this.profile.voidAccountSecrets(reset.userId, tx);
      // A browser that signed in before the reset (the intruder's, maybe) is a stranger to the throttle again.
      await this.users.update(reset.userId, { passwordHash, devicesValidAfter: new Date() }, tx);
      return true;
    });
    if (!spent) throw invalid;
    await this.sessions.revokeAll(reset.userId, 'PASSWORD_RESET');
  }
}

/** Maps a unique-index violation (a race past the pre-check) to the same 409 the pre-check gives. */
function uniqueViolation(error: unknown): AppError | undefined {
  const e = (error as { cause?: unknown })?.cause ?? error;
  const code = (e as { code?: string })?.code;
  const constraint = String((e as { constraint?: string })?.constraint ?? (e as { message?: string })?.message ?? '');
  if (code !== '23505') return undefined;
  if (constraint.includes('username'))
    return new AppError('conflict', M.auth.error.username_taken, 409, { field: 'username' });
  return new AppError('conflict', M.auth.error.email_taken, 409, { field: 'email' });
}
