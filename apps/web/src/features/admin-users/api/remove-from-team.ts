import { useMutation } from '@tanstack/react-query';
import { API, type AdminUserDetail } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminUserQueryKey } from './get-admin-user';

/** DELETE /admin/users/{id}/creator-teams/{teamId}: removes the person from an organisation. */
export function removeFromTeam(id: string, teamId: string): Promise<AdminUserDetail> {
  return apiRequest(API.admin.userCreatorTeam.href(id, teamId), { method: 'DELETE' });
}

export function useRemoveFromTeam(id: string) {
  return useMutation({
    mutationFn: (teamId: string) => removeFromTeam(id, teamId),
    onSuccess: (user) => queryClient.setQueryData(adminUserQueryKey(id), user),
  });
}
