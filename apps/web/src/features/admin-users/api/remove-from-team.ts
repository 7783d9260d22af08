import { useMutation } from '@tanstack/react-query';
import { ROUTES, type AdminUserDetail } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { adminUserQueryKey } from './get-admin-user';

/** DELETE /admin/users/{id}/creator-teams/{teamId}: removes the person from an organisation. */
export function removeFromTeam(id: string, teamId: string): Promise<AdminUserDetail> {
  return call(ROUTES.adminUsers.removeFromTeam, { params: { id, teamId } });
}

export function useRemoveFromTeam(id: string) {
  return useMutation({
    mutationFn: (teamId: string) => removeFromTeam(id, teamId),
    onSuccess: (user) => queryClient.setQueryData(adminUserQueryKey(id), user),
  });
}
