import { mayDoInTeam, mayLeave, type TeamPermissions, type TeamRole } from '@plaudit/contract';

// Who may do what in a creator team. The role table and the rank rules are the contract's
// (permissions.ts), shared with the web app; services ask those before every change. This file adds what needs the team
// itself: the
// lock, and the `permissions` GET /creator/settings/{teamId} hands the web app, so the screens offer only what the
// server allows.
// A team whose access is BLOCKED (and the lock not over) is read-only for every member: only `view` remains.
// Someone who is not a member gets 404 on every team route, never a hint that the team exists.

/** BLOCKED with no end, or an end still ahead: the team is locked and read-only. */
export function isTeamLocked(team: { accessStatus: string; accessUntil: Date | null }, now = new Date()): boolean {
  return team.accessStatus === 'BLOCKED' && (team.accessUntil === null || team.accessUntil.getTime() > now.getTime());
}

export function permissionsFor(role: TeamRole, locked: boolean, ownerCount: number): TeamPermissions {
  return {
    editSettings: !locked && mayDoInTeam(role, 'editSettings'),
    manageMembers: !locked && mayDoInTeam(role, 'manageMembers'),
    transferOwnership: !locked && mayDoInTeam(role, 'transferOwnership'),
    leave: !locked && mayLeave(role, ownerCount),
    readOnly: locked,
  };
}
