import { useMutation } from '@tanstack/react-query';
import { ROUTES, type TeamSettings, type TeamSettingsUpdate } from '@plaudit/contract';
import { call } from '@/lib/call';
import { meQueryKey } from '@/lib/me-query';
import { queryClient } from '@/lib/query-client';
import { teamKeys } from '@/lib/team-keys';

/** PUT /creator/settings/{teamId}. */
export function updateTeamSettings(teamId: string, body: TeamSettingsUpdate): Promise<TeamSettings> {
  return call(ROUTES.teams.updateSettings, { params: { teamId }, body });
}

/** Saves and puts the answer in the cache; the brand name also shows in the switcher, so the profile reloads. */
export function useUpdateTeamSettings(teamId: string) {
  return useMutation({
    mutationFn: (body: TeamSettingsUpdate) => updateTeamSettings(teamId, body),
    onSuccess: (settings) => {
      queryClient.setQueryData(teamKeys.settings(teamId), settings);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
