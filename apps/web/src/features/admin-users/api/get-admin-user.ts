import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type AdminUserDetail } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-admin-users';

export const adminUserQueryKey = (id: string) => [...adminUsersQueryKey, 'detail', id] as const;

/** GET /admin/users/{id}: the person with memberships and the punishments in force. */
export function adminUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminUserQueryKey(id),
    queryFn: ({ signal }) => apiRequest<AdminUserDetail>(API.admin.user.href(id), { signal }),
  });
}

export function useAdminUser(id: string) {
  return useQuery(adminUserQueryOptions(id));
}
