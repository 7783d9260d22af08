import { useMutation } from '@tanstack/react-query';
import { API, type Punishment, type PunishmentUpdateBody } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminUsersQueryKey } from './get-admin-users';

/** PUT /admin/punishments/{id}: reason, comment, until; an until in the past lifts it. */
export function updatePunishment(id: string, body: PunishmentUpdateBody): Promise<Punishment> {
  return apiRequest(API.admin.punishment.href(id), { method: 'PUT', body });
}

export function useUpdatePunishment() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PunishmentUpdateBody }) => updatePunishment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
