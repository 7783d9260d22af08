import { M, mayDoInTeam, type TeamAction } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { isTeamLocked } from './teams.policy.js';
import * as q from './teams.queries.js';

// The first step of every team route: the caller's membership of the team, checked against the team policy.
// Not a member (or not even a team, or not an id) → 404, so a team's existence is never revealed to outsiders.


export interface TeamAccess {
  team: q.TeamRow;
  member: q.MemberRow;
  locked: boolean;
}

export const teamNotFound = () => new AppError('not_found', M.creator.error.team_not_found);

export async function loadTeamAccess(db: Db, teamId: string, userId: string): Promise<TeamAccess> {
  if (!isUuid(teamId)) throw teamNotFound();
  const row = await q.findTeamWithMembership(db, teamId, userId);
  if (!row) throw teamNotFound();
  return { team: row.team, member: row.member, locked: isTeamLocked(row.team) };
}

/** Refuses `action` unless the caller's role allows it; every action but `view` is refused while the team is locked. */
export function authorize(access: TeamAccess, action: TeamAction): void {
  if (action !== 'view' && access.locked) throw new AppError('forbidden', M.team.error.blocked);
  if (!mayDoInTeam(access.member.role, action)) throw new AppError('forbidden', M.team.error.role_not_allowed);
}

/** loadTeamAccess + authorize in one call. */
export async function requireTeam(db: Db, teamId: string, userId: string, action: TeamAction): Promise<TeamAccess> {
  const access = await loadTeamAccess(db, teamId, userId);
  authorize(access, action);
  return access;
}
