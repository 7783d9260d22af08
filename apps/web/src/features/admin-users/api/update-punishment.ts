import { useMutation } from '@tanstack/react-query';
import { ROUTES, type Punishment, type PunishmentUpdateBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { adminUsersQueryKey } from './get-admin-users';

/** PUT /admin/punishments/{id}: reason, comment, until; an until in the past lifts it. */
export function updatePunishment(id: string, body: PunishmentUpdateBody): Promise<Punishment> {
  return call(ROUTES.punishments.update, { params: { id }, body });
}

export function useUpdatePunishment() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PunishmentUpdateBody }) => updatePunishment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
