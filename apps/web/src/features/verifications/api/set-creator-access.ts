import { useMutation } from '@tanstack/react-query';
import { API, type CreatorAccess, type CreatorAccessBody } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { verificationsKey } from './get-verifications';

/** PUT /admin/creator-teams/{teamId}/access: the 'temporary lock creator' action, and lifting it. */
export function setCreatorAccess(teamId: string, body: CreatorAccessBody): Promise<CreatorAccess> {
  return apiRequest<CreatorAccess>(API.admin.creatorAccess.href(teamId), { method: 'PUT', body });
}

export function useSetCreatorAccess() {
  return useMutation({
    mutationFn: (v: { teamId: string; body: CreatorAccessBody }) => setCreatorAccess(v.teamId, v.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationsKey }),
  });
}
