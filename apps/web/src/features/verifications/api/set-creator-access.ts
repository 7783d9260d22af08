import { useMutation } from '@tanstack/react-query';
import { ROUTES, type CreatorAccess, type CreatorAccessBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { verificationsKey } from './get-verifications';

/** PUT /admin/creator-teams/{teamId}/access: the 'temporary lock creator' action, and lifting it. */
export function setCreatorAccess(teamId: string, body: CreatorAccessBody): Promise<CreatorAccess> {
  return call(ROUTES.verifications.setCreatorAccess, { params: { teamId }, body });
}

export function useSetCreatorAccess() {
  return useMutation({
    mutationFn: (v: { teamId: string; body: CreatorAccessBody }) => setCreatorAccess(v.teamId, v.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationsKey }),
  });
}
