import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, type TeamSettings } from '@plaudit/contract';
import { call } from '@/lib/call';
import { teamKeys } from '@/lib/team-keys';

/** GET /creator/settings/{teamId}: brand, branding, status, and what the caller may do. */
export function getTeamSettings(teamId: string, signal?: AbortSignal): Promise<TeamSettings> {
  return call(ROUTES.teams.getSettings, { params: { teamId } }, { signal });
}

export const teamSettingsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: teamKeys.settings(teamId), queryFn: ({ signal }) => getTeamSettings(teamId, signal) });

export function useTeamSettings(teamId: string) {
  return useQuery(teamSettingsQueryOptions(teamId));
}
