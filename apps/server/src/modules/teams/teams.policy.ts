import { INVITABLE_TEAM_ROLES, type TeamPermissions, type TeamRole } from '@plaudit/contract';

// Who may do what in a creator team (issue 6; spec §6 leaves the detail to us). The one place these rules live:
// the services ask here before every change, and GET /creator/settings/{teamId} hands the answers to the web app
// as `permissions`, so the screens offer only what the server would allow.
//
// | action                                                                  | OWNER        | ADMIN | EDITOR |
// |-------------------------------------------------------------------------|--------------|-------|--------|
// | view: the team's settings, members, invites, dashboard                  | yes          | yes   | yes    |
// | editSettings: brand settings, social links, icon, banner                | yes          | yes   | no     |
// | manageMembers: invite (ADMIN/EDITOR), cancel invites, change roles and  | yes          | yes   | no     |
// |   remove members, each only below one's own role                        |              |       |        |
// | transferOwnership, deleteTeam                                           | yes          | no    | no     |
// | leave                                                                   | unless last  | yes   | yes    |
//
// A team whose access is BLOCKED (and the lock not over) is read-only for every member: only `view` remains.
// Someone who is not a member gets 404 on every team route, never a hint that the team exists.

export type TeamAction = 'view' | 'editSettings' | 'manageMembers' | 'transferOwnership' | 'deleteTeam' | 'leave';

export const TEAM_POLICY: Readonly<Record<TeamAction, readonly TeamRole[]>> = {
  view: ['OWNER', 'ADMIN', 'EDITOR'],
  editSettings: ['OWNER', 'ADMIN'],
  manageMembers: ['OWNER', 'ADMIN'],
  transferOwnership: ['OWNER'],
  deleteTeam: ['OWNER'],
  leave: ['OWNER', 'ADMIN', 'EDITOR'],
};

/** Higher outranks lower; "below one's own role" compares these. */
export const ROLE_RANK: Readonly<Record<TeamRole, number>> = { OWNER: 3, ADMIN: 2, EDITOR: 1 };

export function mayDo(role: TeamRole, action: TeamAction): boolean {
  return TEAM_POLICY[action].includes(role);
}

/** Remove or re-role another member: manageMembers, and the target ranks below the actor. */
export function mayManageMember(actorRole: TeamRole, targetRole: TeamRole): boolean {
  return mayDo(actorRole, 'manageMembers') && ROLE_RANK[targetRole] < ROLE_RANK[actorRole];
}

/** Give `newRole` to a member: the member is below the actor, and so is the new role (OWNER moves only by transfer). */
export function mayAssignRole(actorRole: TeamRole, targetRole: TeamRole, newRole: TeamRole): boolean {
  return newRole !== 'OWNER' && mayManageMember(actorRole, targetRole) && ROLE_RANK[newRole] < ROLE_RANK[actorRole];
}

/** Invite someone as `role`: manageMembers, and the role is ADMIN or EDITOR (OWNER moves only by transfer). */
export function mayInviteAs(actorRole: TeamRole, role: TeamRole): boolean {
  return mayDo(actorRole, 'manageMembers') && (INVITABLE_TEAM_ROLES as readonly TeamRole[]).includes(role);
}

/** Leave: anyone, except the last OWNER (the team would have nobody to run it). */
export function mayLeave(role: TeamRole, ownerCount: number): boolean {
  return mayDo(role, 'leave') && !(role === 'OWNER' && ownerCount <= 1);
}

/** BLOCKED with no end, or an end still ahead: the team is locked and read-only. */
export function isTeamLocked(team: { accessStatus: string; accessUntil: Date | null }, now = new Date()): boolean {
  return team.accessStatus === 'BLOCKED' && (team.accessUntil === null || team.accessUntil.getTime() > now.getTime());
}

export function permissionsFor(role: TeamRole, locked: boolean, ownerCount: number): TeamPermissions {
  return {
    editSettings: !locked && mayDo(role, 'editSettings'),
    manageMembers: !locked && mayDo(role, 'manageMembers'),
    transferOwnership: !locked && mayDo(role, 'transferOwnership'),
    leave: !locked && mayLeave(role, ownerCount),
    readOnly: locked,
  };
}
