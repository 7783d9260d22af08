import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ROUTES, type PendingInvite, type TeamInviteForm } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { teamKeys } from '@/lib/team-keys';

// Pending invites of a team: list, send, and cancel (optimistic: "Deleting a pending invite removes it
// optimistically").

export const teamInvitesQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.invites(teamId),
    queryFn: ({ signal }) => call(ROUTES.teams.listInvites, { params: { teamId } }, { signal }).then((r) => r.data),
  });

export function useTeamInvites(teamId: string, enabled = true) {
  return useQuery({ ...teamInvitesQueryOptions(teamId), enabled });
}

export function createInvite(teamId: string, body: TeamInviteForm): Promise<{ id: string }> {
  return call(ROUTES.teams.invite, { params: { teamId }, body });
}

export function useCreateInvite(teamId: string) {
  return useMutation({
    mutationFn: (body: TeamInviteForm) => createInvite(teamId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(teamId) }),
  });
}

export function cancelInvite(teamId: string, inviteId: string): Promise<unknown> {
  return call(ROUTES.teams.cancelInvite, { params: { teamId, inviteId } });
}

export function useCancelInvite(teamId: string) {
  const key = teamKeys.invites(teamId);
  return useMutation({
    mutationFn: (inviteId: string) => cancelInvite(teamId, inviteId),
    onMutate: async (inviteId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PendingInvite[]>(key);
      queryClient.setQueryData<PendingInvite[]>(key, (list) => list?.filter((i) => i.id !== inviteId));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(teamId) }),
  });
}
