import {
  isPublicTrophyStatus,
  mayAdmin,
  mayDoInTeam,
  mayNominate,
  mayTransition,
  TROPHY_EDITABLE,
  type GlobalRole,
  type TeamRole,
  type TrophyPermissions,
  type TrophyStatus,
} from '@plaudit/contract';

// Who may do what with a trophy, in one readable place; the services ask these functions and the
// trophy answer's `permissions` is computed by them, so the web offers exactly what the server allows.
//
//   trophy run by   organiser (may edit, open, nominate, lock, award, cancel)          may also cancel   reads
// DRAFT/CANCELLED
//   the platform    ADMIN (trophies.manage)                                              -                 the
// organiser
//   a team          its OWNER or ADMIN (runTrophies), the team APPROVED and not locked    a platform ADMIN  the
// organiser, the team's members, ADMIN
//
// Everyone reads NOMINATING, LOCKED and AWARDED trophies. Someone who may not read a trophy gets 404 for it; someone
// who may read it but not change it gets 403. Each step also has to fit the state (trophy-states.ts: 409).

export interface TrophyCaller {
  id: string;
  role: GlobalRole;
}

/** The caller's membership of the trophy's team (null: not a member, or a platform trophy). */
export interface TeamStanding {
  role: TeamRole;
  /** The team's access is BLOCKED now. */
  locked: boolean;
  /** The team's newest verification round is APPROVED. */
  approved: boolean;
}

export interface TrophyRef {
  status: TrophyStatus;
  /** null: a platform trophy. */
  teamId: string | null;
}

/** May the caller run this trophy (every organiser step)? */
export function mayOrganise(
  trophy: Pick<TrophyRef, 'teamId'>,
  caller: TrophyCaller | null,
  standing: TeamStanding | null,
): boolean {
  if (!caller) return false;
  if (trophy.teamId === null) return mayAdmin(caller.role, 'trophies.manage');
  return standing !== null && standing.approved && !standing.locked && mayDoInTeam(standing.role, 'runTrophies');
}

/** May the caller create a trophy for this organiser (`teamId` null: the platform)? The same rule as running one. */
export const mayCreate = (teamId: string | null, caller: TrophyCaller, standing: TeamStanding | null): boolean =>
  mayOrganise({ teamId }, caller, standing);

/** May the caller cancel it (an ADMIN may cancel a team's trophy too, e.g. one that breaks the rules)? */
export function mayCancel(trophy: TrophyRef, caller: TrophyCaller | null, standing: TeamStanding | null): boolean {
  if (!caller) return false;
  return mayOrganise(trophy, caller, standing) || mayAdmin(caller.role, 'trophies.manage');
}

/** May the caller see it at all (else 404)? */
export function mayRead(trophy: TrophyRef, caller: TrophyCaller | null, standing: TeamStanding | null): boolean {
  if (isPublicTrophyStatus(trophy.status)) return true;
  if (!caller) return false;
  if (mayAdmin(caller.role, 'trophies.manage')) return true;
  return trophy.teamId !== null && standing !== null;
}

/** What the caller may do now: the policy and the state machine together. */
export function trophyPermissions(
  trophy: TrophyRef,
  caller: TrophyCaller | null,
  standing: TeamStanding | null,
): TrophyPermissions {
  const organiser = mayOrganise(trophy, caller, standing);
  return {
    edit: organiser && TROPHY_EDITABLE[trophy.status] !== 'none',
    nominate: organiser && mayNominate(trophy.status),
    open: organiser && mayTransition(trophy.status, 'open'),
    lock: organiser && mayTransition(trophy.status, 'lock'),
    award: organiser && mayTransition(trophy.status, 'award'),
    cancel: mayCancel(trophy, caller, standing) && mayTransition(trophy.status, 'cancel'),
  };
}
