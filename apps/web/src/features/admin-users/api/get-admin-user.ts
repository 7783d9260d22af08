import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { adminUsersQueryKey } from './get-admin-users';

export const adminUserQueryKey = (id: string) => [...adminUsersQueryKey, 'detail', id] as const;

/** GET /admin/users/{id}: the person with memberships and the punishments in force. */
export function adminUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminUserQueryKey(id),
    queryFn: ({ signal }) => call(ROUTES.adminUsers.get, { params: { id } }, { signal }),
  });
}

export function useAdminUser(id: string) {
  return useQuery(adminUserQueryOptions(id));
}
