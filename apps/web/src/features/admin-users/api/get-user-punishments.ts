import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type PunishmentList } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-admin-users';

export const userPunishmentsQueryKey = (userId: string) => [...adminUsersQueryKey, 'punishments', userId] as const;

/** GET /admin/users/{id}/punishments: the whole history, newest first. */
export function userPunishmentsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userPunishmentsQueryKey(userId),
    queryFn: ({ signal }) => apiRequest<PunishmentList>(API.admin.userPunishments.href(userId), { signal }),
  });
}

export function useUserPunishments(userId: string) {
  return useQuery(userPunishmentsQueryOptions(userId));
}
