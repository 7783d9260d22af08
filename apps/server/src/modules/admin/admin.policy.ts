import { M, PUNISHMENT_TYPES_BY_ROLE, type GlobalRole, type PunishmentType } from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';

// Who may do what in the admin area, in one place (spec §6 and issue 5). The services ask here before they act;
// the routes only make sure someone is signed in (anonymous: 401), so a USER gets 403 from these checks.
//
//   action                          ADMIN   MOD                              USER
//   users.read                      yes     yes                              no
//   users.update                    yes     no                               no
//   users.passwordReset             yes     no                               no
//   users.removeFromTeam            yes     no                               no
//   punishments.read                yes     yes                              no
//   punishments.issue WARNING/MUTE  yes     yes, on USER accounts only       no
//   punishments.issue BAN           yes     no                               no
//   punishments.update              yes     WARNING/MUTE of USER accounts    no
//   audit.read                      yes     no                               no
//   categories.manage               yes     no                               no
//
// And for everyone: nobody changes their own role or status, nobody punishes themselves, and the last ACTIVE
// ADMIN can be neither demoted nor deactivated.

export type AdminAction =
  | 'users.read'
  | 'users.update'
  | 'users.passwordReset'
  | 'users.removeFromTeam'
  | 'punishments.read'
  | 'punishments.issue'
  | 'punishments.update'
  | 'audit.read'
  | 'categories.manage';

const TABLE: Record<AdminAction, readonly GlobalRole[]> = {
  'users.read': ['ADMIN', 'MOD'],
  'users.update': ['ADMIN'],
  'users.passwordReset': ['ADMIN'],
  'users.removeFromTeam': ['ADMIN'],
  'punishments.read': ['ADMIN', 'MOD'],
  'punishments.issue': ['ADMIN', 'MOD'],
  'punishments.update': ['ADMIN', 'MOD'],
  'audit.read': ['ADMIN'],
  'categories.manage': ['ADMIN'],
};

export interface Actor {
  id: string;
  role: GlobalRole;
}

export function may(actor: Actor, action: AdminAction): boolean {
  return TABLE[action].includes(actor.role);
}

export function assertMay(actor: Actor, action: AdminAction): void {
  if (!may(actor, action)) throw new AppError('forbidden', M.error.common.forbidden);
}

/** The punishment types each staff role may issue and edit (the table lives in the contract, for the screens too). */
export function punishmentTypesFor(role: GlobalRole): readonly PunishmentType[] {
  return PUNISHMENT_TYPES_BY_ROLE[role];
}

/** Issuing or editing a punishment of `type` on `target`. */
export function assertMayPunish(actor: Actor, target: Actor, type: PunishmentType): void {
  if (actor.id === target.id) throw new AppError('forbidden', M.trust.error.self_punish);
  if (!punishmentTypesFor(actor.role).includes(type)) {
    throw new AppError('forbidden', type === 'BAN' && actor.role === 'MOD' ? M.trust.error.ban_admin_only : M.error.common.forbidden);
  }
  // Staff discipline is an admin's business: a moderator acts on regular accounts only.
  if (actor.role !== 'ADMIN' && target.role !== 'USER') throw new AppError('forbidden', M.trust.error.staff_target);
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
