import type { TeamRole } from '@plaudit/contract';

// Who may do what with their own account. Every profile call acts on the caller's own account only (the id
// comes from the session, never from the request), so the rules here are about teams.

export interface TeamStanding {
  teamId: string;
  brandName: string;
  role: TeamRole;
  /** Members of the team in total, the caller included. */
  members: number;
  owners: number;
}

/** Teams the caller is the last OWNER of while others remain: the account cannot go before ownership is handed over. */
export function teamsBlockingDeletion(teams: TeamStanding[]): TeamStanding[] {
  return teams.filter((t) => t.role === 'OWNER' && t.owners <= 1 && t.members > 1);
}

/** Teams with nobody else in them: they go with the account. */
export function teamsDeletedWithAccount(teams: TeamStanding[]): TeamStanding[] {
  return teams.filter((t) => t.members <= 1);
}

/** Spec §4/§8: a person selects only a team they belong to. */
export function maySelectTeam(isMember: boolean): boolean {
  return isMember;
}
