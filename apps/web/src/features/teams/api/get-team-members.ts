import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type TeamMemberList } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { teamKeys } from '@/lib/team-keys';

/** GET /creator/teamMembers/{teamId}: the members and the team's open ownership offer. */
export const teamMembersQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.members(teamId),
    queryFn: ({ signal }) => apiRequest<TeamMemberList>(API.creator.teamMembers.href(teamId), { signal }),
  });

export function useTeamMembers(teamId: string) {
  return useQuery(teamMembersQueryOptions(teamId));
}
