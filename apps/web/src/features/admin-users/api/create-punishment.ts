import { useMutation } from '@tanstack/react-query';
import { API, type Punishment, type PunishmentCreateBody } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminUsersQueryKey } from './get-admin-users';

/** POST /admin/punishments. */
export function createPunishment(body: PunishmentCreateBody): Promise<Punishment> {
  return apiRequest(API.admin.punishments, { method: 'POST', body });
}

export function useCreatePunishment() {
  return useMutation({
    mutationFn: createPunishment,
    // The list badges, the user's detail and their history all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
