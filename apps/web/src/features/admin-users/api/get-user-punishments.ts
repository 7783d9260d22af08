import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { adminUsersQueryKey } from './get-admin-users';

export const userPunishmentsQueryKey = (userId: string) => [...adminUsersQueryKey, 'punishments', userId] as const;

/** GET /admin/users/{id}/punishments: the whole history, newest first. */
export function userPunishmentsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userPunishmentsQueryKey(userId),
    queryFn: ({ signal }) => call(ROUTES.punishments.listForUser, { params: { id: userId } }, { signal }),
  });
}

export function useUserPunishments(userId: string) {
  return useQuery(userPunishmentsQueryOptions(userId));
}
