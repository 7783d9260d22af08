import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type TeamSettings } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { teamKeys } from '@/lib/team-keys';

/** GET /creator/settings/{teamId}: brand, branding, status, and what the caller may do. */
export function getTeamSettings(teamId: string, signal?: AbortSignal): Promise<TeamSettings> {
  return apiRequest<TeamSettings>(API.creator.settings.href(teamId), { signal });
}

export const teamSettingsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: teamKeys.settings(teamId), queryFn: ({ signal }) => getTeamSettings(teamId, signal) });

export function useTeamSettings(teamId: string) {
  return useQuery(teamSettingsQueryOptions(teamId));
}
