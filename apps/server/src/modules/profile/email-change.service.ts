import {
  EMAIL_CHANGE_LOCK_AFTER_REVERT_DAYS,
  EMAIL_CHANGE_REVERT_DAYS,
  M,
  ONE_TIME_CODE_TTL_SECONDS,
  type ChangeEmailRevertResponse,
  type EmailChangeInfo,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { hmac, randomToken } from '../../lib/crypto.js';
import { emailChangeCodeMail, emailChangeNoticeMail } from '../../mail/templates.js';
import { recordAudit } from '../audit/audit.service.js';
import { loadUser } from '../auth/auth.user.js';
import {
  assertResendAllowed,
  cancelCodes,
  checkCode,
  codeState,
  findPendingCode,
  issueCode,
  spendCode,
} from '../auth/one-time-codes.js';
import { isUuid } from '../../lib/ids.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { UserRow } from '../users/users.rows.js';
import type { UsersService } from '../users/users.service.js';
import { isUniqueViolation } from '../../db/query-error.js';
import { voidAccountSecrets } from './account-secrets.js';
import { toEmailChangeInfo } from './profile.mapper.js';
import * as q from './profile.queries.js';

// Spec §4 email change: the new address gets a code; the old one gets a notice with a link that cancels the
// change, or, once it happened, takes the account back for 7 days (the guard against a typo or a takeover). Taking
// it back restores the address and the password of before the change and ends every session; the account's address
// then stays put for EMAIL_CHANGE_LOCK_AFTER_REVERT_DAYS, so whoever held a session cannot simply change it again.
// `{token}` of otp-info is the pending change's id. No HTTP here.

const DAY_MS = 86_400_000;

export class EmailChangeService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  private revertHash(token: string) {
    return hmac(`email-revert:${this.deps.config.jwtSecret}`, token);
  }

  private async limit(key: string, ip: string) {
    await this.deps.limits.codePerIp.consume(`ip:${ip}`);
    await this.deps.limits.codePerEmail.consume(key);
  }

  private noPending(status = 400) {
    return new AppError(status === 404 ? 'not_found' : 'validation', M.profile.error.no_pending_email_change, status, {
      field: 'token',
    });
  }

  private emailTaken() {
    return new AppError('conflict', M.auth.error.email_taken, 409, { field: 'email' });
  }

  /** Refuses a change while a recent revert holds the account's address. */
  private async assertNotPaused(userId: string) {
    const lockMs = EMAIL_CHANGE_LOCK_AFTER_REVERT_DAYS * DAY_MS;
    const revertedAt = await q.lastRevertSince(this.db, userId, new Date(Date.now() - lockMs));
    if (!revertedAt) return;
    const until = new Date(revertedAt.getTime() + lockMs).toISOString();
    throw new AppError('conflict', M.profile.error.email_change_paused, 409, { field: 'email', until });
  }

  private async mailCode(user: UserRow, change: q.EmailChangeRow): Promise<EmailChangeInfo> {
    const { code, row } = await issueCode(this.db, this.deps.config.jwtSecret, {
      userId: user.id,
      purpose: 'EMAIL_CHANGE',
      target: change.newEmail,
    });
    await this.deps.mail.send(
      change.newEmail,
      emailChangeCodeMail(user.language, user.firstName, code, ONE_TIME_CODE_TTL_SECONDS / 60),
    );
    return toEmailChangeInfo(change, codeState(row));
  }

  /** The pending change and its code, both still open and about the same address; else undefined. */
  private async pending(userId: string) {
    const change = await q.findPendingEmailChange(this.db, userId);
    const code = change ? await findPendingCode(this.db, userId, 'EMAIL_CHANGE') : undefined;
    if (!change || !code || code.target?.toLowerCase() !== change.newEmail.toLowerCase()) return undefined;
    return { change, code };
  }

  async start(user: UserRow, email: string, ip: string): Promise<EmailChangeInfo> {
    await this.limit(`user:${user.id}`, ip);
    const newEmail = email.trim();
    if (newEmail.toLowerCase() === user.email.toLowerCase()) {
      throw new AppError('validation', M.profile.error.email_same_as_current, 400, { field: 'email' });
    }
    await this.assertNotPaused(user.id);
    if (await q.emailTakenByOther(this.db, newEmail, user.id)) throw this.emailTaken();
    const revertToken = randomToken();
    const change = await this.db.transaction(async (tx) => {
      await q.cancelPendingEmailChanges(tx, user.id);
      return q.insertEmailChange(tx, {
        userId: user.id,
        oldEmail: user.email,
        newEmail,
        revertTokenHash: this.revertHash(revertToken),
      });
    });
    const info = await this.mailCode(user, change);
    const link = `${this.deps.config.publicUrl}/auth/email-change/revert?token=${encodeURIComponent(revertToken)}`;
    await this.deps.mail.send(
      user.email,
      emailChangeNoticeMail(user.language, user.firstName, newEmail, link, EMAIL_CHANGE_REVERT_DAYS),
    );
    return info;
  }

  async resend(user: UserRow, ip: string): Promise<EmailChangeInfo> {
    await this.limit(`user:${user.id}`, ip);
    const open = await this.pending(user.id);
    if (!open) throw this.noPending();
    assertResendAllowed(open.code, M.profile.error.otp_resend_cooldown);
    return this.mailCode(user, open.change);
  }

  /** Someone else's change id answers 404 like an unknown one. */
  async info(user: UserRow, id: string): Promise<EmailChangeInfo> {
    const change = isUuid(id) ? await q.findEmailChangeById(this.db, id) : undefined;
    if (!change || change.userId !== user.id) throw new AppError('not_found', M.error.common.not_found);
    const open = await this.pending(user.id);
    if (!open || open.change.id !== change.id) throw this.noPending(404);
    return toEmailChangeInfo(change, codeState(open.code));
  }

  async confirm(user: UserRow, token: string, ip: string) {
    await this.limit(`user:${user.id}`, ip);
    const open = await this.pending(user.id);
    if (!open) throw this.noPending();
    const { change, code } = open;
    await checkCode(
      this.db,
      this.deps.config.jwtSecret,
      code,
      token,
      {
        invalid: M.profile.error.email_change_invalid_otp,
        spent: M.profile.error.invalid_token,
      },
      'token',
    );
    if (await q.emailTakenByOther(this.db, change.newEmail, user.id)) throw this.emailTaken();
    let row: UserRow | undefined;
    try {
      row = await this.db.transaction(async (tx) => {
        if (!(await spendCode(tx, code.id))) return undefined;
        if (!(await q.confirmEmailChange(tx, change.id, user.id))) return undefined;
        const updated = await this.users.update(
          user.id,
          { email: change.newEmail, emailVerificationStatus: 'VERIFIED' },
          tx,
        );
        // A reset link or code mailed to the old address must not undo the change (its revert link still can).
        await voidAccountSecrets(tx, user.id);
        await recordAudit(tx, { actorId: user.id, action: 'user.email.change', targetType: 'user', targetId: user.id });
        return updated;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'email')) throw this.emailTaken();
      throw error;
    }
    if (!row) throw this.noPending();
    return loadUser(this.db, row);
  }

  /**
   * The old address's link: before the change happened it cancels it; within 7 days after, it gives the account
   * back: the old address, the password it had when the change was confirmed (a password set since, by a reset
   * mailed to the new address or a change, stops working), every session ended, and no new change for a while.
   * The owner signs in again with their own password. Later, spent or unknown links are refused alike.
   */
  async revert(token: string, ip: string): Promise<ChangeEmailRevertResponse> {
    const hash = this.revertHash(token);
    await this.limit(`revert:${hash}`, ip);
    const invalid = new AppError('validation', M.profile.error.invalid_revert_link, 400, { field: 'token' });
    const change = await q.findEmailChangeByRevertHash(this.db, hash);
    if (!change || change.cancelledAt || change.revertedAt) throw invalid;
    if (!change.confirmedAt) {
      const cancelled = await this.db.transaction(async (tx) => {
        if (!(await q.markEmailChange(tx, change.id, { cancelledAt: new Date() }, 'pending'))) return false;
        await cancelCodes(tx, change.userId, 'EMAIL_CHANGE');
        return true;
      });
      if (!cancelled) throw invalid;
      return { outcome: 'cancelled' };
    }
    const confirmedAt = change.confirmedAt;
    if (Date.now() - confirmedAt.getTime() > EMAIL_CHANGE_REVERT_DAYS * DAY_MS) throw invalid;
    const user = await q.findUserById(this.db, change.userId);
    if (!user || user.accountStatus === 'DELETED') throw invalid;
    const noLongerFree = new AppError('conflict', M.profile.error.email_no_longer_free, 409, { field: 'token' });
    if (await q.emailTakenByOther(this.db, change.oldEmail, user.id)) throw noLongerFree;
    try {
      const reverted = await this.db.transaction(async (tx) => {
        if (!(await q.markEmailChange(tx, change.id, { revertedAt: new Date() }, 'confirmed'))) return false;
        // Changes confirmed before the hash was kept with them leave the password as it is.
        const password = change.previousPasswordHash ? { passwordHash: change.previousPasswordHash } : {};
        // Browsers that signed in before, the intruder's among them, no longer pass the sign-in delay as known ones.
        const devicesValidAfter = new Date();
        await this.users.update(
          user.id,
          { email: change.oldEmail, emailVerificationStatus: 'VERIFIED', devicesValidAfter, ...password },
          tx,
        );
        // Whatever the intruder asked for (a reset link at their address, a code, another change) dies too.
        await voidAccountSecrets(tx, user.id);
        await q.voidLaterRevertLinks(tx, user.id, change.id, confirmedAt);
        await this.sessions.revokeEvery(user.id, 'REVOKED_ALL', tx);
        await recordAudit(tx, { actorId: null, action: 'user.email.revert', targetType: 'user', targetId: user.id });
        return true;
      });
      if (!reverted) throw invalid;
    } catch (error) {
      if (isUniqueViolation(error, 'email')) throw noLongerFree;
      throw error;
    }
    return { outcome: 'reverted' };
  }
}
