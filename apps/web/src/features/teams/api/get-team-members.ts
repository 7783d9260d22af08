import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { teamKeys } from '@/lib/team-keys';

/** GET /creator/teamMembers/{teamId}: the members and the team's open ownership offer. */
export const teamMembersQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.members(teamId),
    queryFn: ({ signal }) => call(ROUTES.teams.listMembers, { params: { teamId } }, { signal }),
  });

export function useTeamMembers(teamId: string) {
  return useQuery(teamMembersQueryOptions(teamId));
}
