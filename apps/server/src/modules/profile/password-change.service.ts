import { M, ONE_TIME_CODE_TTL_SECONDS, type CodeState } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { passwordChangeCodeMail } from '../../mail/templates.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { SessionRow } from '../sessions/sessions.rows.js';
import type { UserRow } from '../users/users.rows.js';
import type { UsersService } from '../users/users.service.js';
import {
  assertResendAllowed,
  checkCode,
  codeState,
  findPendingCode,
  issueCode,
  spendCode,
} from '../auth/one-time-codes.js';
import { voidAccountSecrets } from './account-secrets.js';

// Spec §4 password change: the current password, then a code mailed to the account's address, then the code and
// the new password. The change ends every other session and keeps the one that made it. No HTTP here.

export class PasswordChangeService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** Like the auth code calls: per IP and per account. */
  private async limit(user: UserRow, ip: string) {
    await this.deps.limits.codePerIp.consume(`ip:${ip}`);
    await this.deps.limits.codePerEmail.consume(`user:${user.id}`);
  }

  private async mailCode(user: UserRow): Promise<CodeState> {
    const { code, row } = await issueCode(this.db, this.deps.config.jwtSecret, {
      userId: user.id,
      purpose: 'PASSWORD_CHANGE',
      target: user.email,
    });
    await this.deps.mail.send(
      user.email,
      passwordChangeCodeMail(user.language, user.firstName, code, ONE_TIME_CODE_TTL_SECONDS / 60),
    );
    return codeState(row);
  }

  async start(user: UserRow, password: string, ip: string): Promise<CodeState> {
    await this.limit(user, ip);
    if (!(await this.deps.hasher.verify(user.passwordHash, password))) {
      throw new AppError('validation', M.profile.error.password_incorrect, 400, { field: 'password' });
    }
    return this.mailCode(user);
  }

  async resend(user: UserRow, ip: string): Promise<CodeState> {
    await this.limit(user, ip);
    const pending = await findPendingCode(this.db, user.id, 'PASSWORD_CHANGE');
    if (!pending) throw new AppError('validation', M.profile.error.no_pending_password_change, 400, { field: 'otp' });
    assertResendAllowed(pending, M.profile.error.otp_resend_cooldown);
    return this.mailCode(user);
  }

  async confirm(user: UserRow, session: SessionRow, body: { otp: string; newPassword: string }, ip: string) {
    await this.limit(user, ip);
    const pending = await findPendingCode(this.db, user.id, 'PASSWORD_CHANGE');
    if (!pending) throw new AppError('validation', M.profile.error.no_pending_password_change, 400, { field: 'otp' });
    await checkCode(
      this.db,
      this.deps.config.jwtSecret,
      pending,
      body.otp,
      {
        invalid: M.profile.error.password_change_invalid_otp,
        spent: M.auth.error.code_expired,
      },
      'otp',
    );
    // Checked after the code, so a guess at the code learns nothing; the code stays usable for a second try.
    if (await this.deps.hasher.verify(user.passwordHash, body.newPassword)) {
      throw new AppError('validation', M.profile.error.password_same_as_current, 400, { field: 'newPassword' });
    }
    const passwordHash = await this.deps.hasher.hash(body.newPassword);
    // The code is spent and the password set atomically; reset links, codes and pending email changes asked for
    // before the change die with it (they must not undo it). False when a concurrent confirmation spent the code.
    const changed = await this.db.transaction(async (tx) => {
      if (!(await spendCode(tx, pending.id))) return false;
      await this.users.setPassword(user.id, passwordHash, tx);
      await voidAccountSecrets(tx, user.id);
      return true;
    });
    if (!changed) throw new AppError('validation', M.profile.error.no_pending_password_change, 400, { field: 'otp' });
    const revoked = await this.sessions.revokeAllExcept(user.id, session.id, 'PASSWORD_CHANGED');
    return { success: true as const, revoked };
  }
}
