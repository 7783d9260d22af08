import { useMutation } from '@tanstack/react-query';
import { ROUTES, type TeamSettings } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { teamKeys } from '@/lib/team-keys';

export type SocialLinksInput = Partial<Record<keyof TeamSettings['settings']['social'], string | null>>;

/** PUT /creator/social: the links of the selected team. */
export function updateSocialLinks(body: SocialLinksInput): Promise<TeamSettings> {
  return call(ROUTES.teams.updateSocial, { body });
}

export function useUpdateSocialLinks() {
  return useMutation({
    mutationFn: updateSocialLinks,
    onSuccess: (settings) => queryClient.setQueryData(teamKeys.settings(settings.id), settings),
  });
}
