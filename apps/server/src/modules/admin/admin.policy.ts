import {
  M,
  PUNISHMENT_TYPES_BY_ROLE,
  mayAdmin,
  punishmentRefusal,
  type AdminAction,
  type GlobalRole,
  type PunishmentType,
} from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';

// Who may do what in the admin area. The rules themselves are the contract's
// (permissions.ts: the role table, who may punish whom), shared with the web app's screens; this file turns a
// refusal into the server's error. The services ask here before they act; the routes only make sure someone is
// signed in (anonymous: 401), so a USER gets 403 from these checks. Verifications, the creator lock and brand
// requests are ADMIN only, like the rest of the table.

export type { AdminAction };

export interface Actor {
  id: string;
  role: GlobalRole;
}

export function may(actor: Pick<Actor, 'role'>, action: AdminAction): boolean {
  return mayAdmin(actor.role, action);
}

export function assertMay(actor: Pick<Actor, 'role'>, action: AdminAction): void {
  if (!may(actor, action)) throw new AppError('forbidden', M.error.common.forbidden);
}

/** The punishment types each staff role may issue and edit. */
export function punishmentTypesFor(role: GlobalRole): readonly PunishmentType[] {
  return PUNISHMENT_TYPES_BY_ROLE[role];
}

/** Issuing or editing a punishment of `type` on `target`. */
export function assertMayPunish(actor: Actor, target: Actor, type: PunishmentType): void {
  const refusal = punishmentRefusal(actor, target, type);
  if (refusal === 'self') throw new AppError('forbidden', M.punishments.error.self_punish);
  if (refusal === 'type') {
    throw new AppError(
      'forbidden',
      type === 'BAN' && actor.role === 'MOD' ? M.punishments.error.ban_admin_only : M.error.common.forbidden,
    );
  }
  if (refusal === 'staffTarget') throw new AppError('forbidden', M.punishments.error.staff_target);
}

/**
 * A change of role or account status. `activeAdmins` counts ACTIVE admins before the change; the last one must
 * stay an active admin, or nobody could run the admin area any more.
 */
export function assertMayChangeAccess(
  actor: Actor,
  target: Actor & { accountStatus: string },
  change: { role?: GlobalRole | undefined; accountStatus?: string | undefined },
  activeAdmins: number,
): void {
  const roleChanges = change.role !== undefined && change.role !== target.role;
  const statusChanges = change.accountStatus !== undefined && change.accountStatus !== target.accountStatus;
  if (actor.id === target.id && roleChanges) throw new AppError('forbidden', M.adminUsers.error.self_role);
  if (actor.id === target.id && statusChanges) throw new AppError('forbidden', M.adminUsers.error.self_status);
  const losesAdmin = (roleChanges && target.role === 'ADMIN') || (statusChanges && change.accountStatus !== 'ACTIVE');
  if (losesAdmin && target.role === 'ADMIN' && target.accountStatus === 'ACTIVE' && activeAdmins <= 1) {
    throw new AppError('conflict', M.adminUsers.error.last_admin, 409);
  }
}
