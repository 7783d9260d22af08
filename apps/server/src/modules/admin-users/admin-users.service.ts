import {
  M,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserUpdateBody,
  type AdminUserListQuery,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { assertMay, assertMayChangeAccess, type Actor } from '../admin/admin.policy.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthService } from '../auth/auth.service.js';
import { activePunishmentsOf, activePunishmentTypes } from '../punishments/punishments.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { TeamsService } from '../teams/teams.service.js';
import type { UsersService } from '../users/users.service.js';
import { toAdminUserDetail, toAdminUserSummary } from './admin-users.mapper.js';
import * as q from './admin-users.queries.js';

// User lookup and update for staff (§7 Admin). Access checks come from admin.policy.ts; every change
// writes its audit entry (only the changed fields, never secrets) in the same transaction.

const EDITABLE = ['firstName', 'lastName', 'username', 'email', 'role', 'accountStatus'] as const;

export class AdminUsersService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly teams: TeamsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  private async found(id: string) {
    const user = await q.findUser(this.db, id);
    if (!user) throw new AppError('not_found', M.adminUsers.error.user_not_found);
    return user;
  }

  async list(actor: Actor, query: { page: number; take: number } & AdminUserListQuery): Promise<AdminUserList> {
    assertMay(actor, 'users.read');
    const { rows, total } = await q.listUsers(this.db, query);
    const types = await activePunishmentTypes(
      this.db,
      rows.map((r) => r.id),
    );
    return {
      data: rows.map((row) => toAdminUserSummary(row, types.get(row.id))),
      meta: { page: query.page, take: query.take, total, pageCount: Math.ceil(total / query.take) },
    };
  }

  async get(actor: Actor, id: string): Promise<AdminUserDetail> {
    assertMay(actor, 'users.read');
    const user = await this.found(id);
    const [memberships, active] = await Promise.all([
      q.findMemberships(this.db, user.id),
      activePunishmentsOf(this.db, user.id),
    ]);
    return toAdminUserDetail(user, memberships, active);
  }

  async update(actor: Actor, id: string, body: AdminUserUpdateBody): Promise<AdminUserDetail> {
    assertMay(actor, 'users.update');
    await this.found(id);
    const { changed, deactivated } = await this.db.transaction(async (tx) => {
      const activeAdmins = await q.lockActiveAdmins(tx);
      // Read again under the lock: the row the rules are checked against is the one that gets changed.
      const target = (await q.findUser(tx, id))!;
      const self = await q.findUser(tx, actor.id);
      if (!self || self.accountStatus !== 'ACTIVE') throw new AppError('forbidden', M.error.common.forbidden);
      assertMay(self, 'users.update');
      assertMayChangeAccess(self, target, body, activeAdmins);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const key of EDITABLE) {
        const value = body[key];
        if (value === undefined || value === target[key]) continue;
        before[key] = target[key];
        after[key] = value;
      }
      if (Object.keys(after).length === 0) return { changed: false, deactivated: false };
      const taken = await q.findTakenByOthers(
        tx,
        id,
        'email' in after ? String(after.email) : undefined,
        'username' in after ? String(after.username) : undefined,
      );
      if (taken.email) throw new AppError('conflict', M.auth.error.email_taken, 409, { field: 'email' });
      if (taken.username)
        throw new AppError('conflict', M.profile.error.username_already_exists, 409, { field: 'username' });
      try {
        await this.users.update(id, after, tx);
      } catch (error) {
        throw uniqueViolation(error) ?? error;
      }
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user.update',
        targetType: 'user',
        targetId: id,
        before,
        after,
      });
      return { changed: true, deactivated: after.accountStatus !== undefined && after.accountStatus !== 'ACTIVE' };
    });
    // The auth plugin already refuses a non-ACTIVE account per request; this ends the sessions for good.
    if (changed && deactivated) await this.sessions.revokeAll(id, 'ACCOUNT_DELETED');
    return this.get(actor, id);
  }

  /** Mails the person the same reset link forgot-password sends. */
  async sendPasswordReset(actor: Actor, id: string): Promise<void> {
    assertMay(actor, 'users.passwordReset');
    const user = await this.found(id);
    if (user.accountStatus !== 'ACTIVE') throw new AppError('conflict', M.auth.error.account_inactive, 409);
    await this.auth.sendPasswordReset(user);
    await recordAudit(this.db, {
      actorId: actor.id,
      action: 'user.password_reset',
      targetType: 'user',
      targetId: user.id,
      after: { mailedTo: user.email },
    });
  }

  /** Removes the person from an organisation; a selected team that is gone falls back as the says. */
  async removeFromTeam(actor: Actor, id: string, teamId: string): Promise<AdminUserDetail> {
    assertMay(actor, 'users.removeFromTeam');
    const user = await this.found(id);
    await this.db.transaction(async (tx) => {
      const removed = await this.teams.removeMembership(user.id, teamId, tx);
      if (!removed) throw new AppError('not_found', M.adminUsers.error.membership_not_found);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user.team.remove',
        targetType: 'user',
        targetId: user.id,
        before: {
          teamId: removed.teamId,
          brandName: await this.teams.teamName(removed.teamId, tx),
          role: removed.role,
        },
        after: null,
      });
    });
    return this.get(actor, id);
  }
}

/** A unique-index violation (a race past the pre-check) answers the same 409 as the pre-check. */
function uniqueViolation(error: unknown): AppError | undefined {
  const e = (error as { cause?: unknown })?.cause ?? error;
  if ((e as { code?: string })?.code !== '23505') return undefined;
  const constraint = String((e as { constraint?: string })?.constraint ?? (e as { message?: string })?.message ?? '');
  if (constraint.includes('username'))
    return new AppError('conflict', M.profile.error.username_already_exists, 409, { field: 'username' });
  return new AppError('conflict', M.auth.error.email_taken, 409, { field: 'email' });
}
