import { useMutation } from '@tanstack/react-query';
import { ROUTES, type Punishment, type PunishmentCreateBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { adminUsersQueryKey } from './get-admin-users';

/** POST /admin/punishments. */
export function createPunishment(body: PunishmentCreateBody): Promise<Punishment> {
  return call(ROUTES.punishments.create, { body });
}

export function useCreatePunishment() {
  return useMutation({
    mutationFn: createPunishment,
    // The list badges, the user's detail and their history all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
