import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ROUTES, type TeamRole } from '@plaudit/contract';
import { call } from '@/lib/call';
import { meQueryKey } from '@/lib/me-query';
import { queryClient } from '@/lib/query-client';
import { teamKeys } from '@/lib/team-keys';

/** GET /creator/invites/{token}: what the invitation is (sent signed in when possible, to say whether it is ours). */
export const invitePreviewQueryOptions = (token: string, signedIn: boolean) =>
  queryOptions({
    queryKey: [...teamKeys.invitePreview(token), signedIn] as const,
    queryFn: ({ signal }) => call(ROUTES.teams.previewInvite, { params: { token } }, { signal, auth: signedIn }),
    retry: false,
  });

export function useInvitePreview(token: string, signedIn: boolean, enabled: boolean) {
  return useQuery({ ...invitePreviewQueryOptions(token, signedIn), enabled });
}

export function acceptInvite(token: string): Promise<{ teamId: string; role: TeamRole }> {
  return call(ROUTES.teams.acceptInvite, { body: { token } });
}

export function useAcceptInvite() {
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
