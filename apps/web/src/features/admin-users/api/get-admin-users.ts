import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, type AdminUserListQuery } from '@plaudit/contract';
import { call } from '@/lib/call';

export const adminUsersQueryKey = ['admin', 'users'] as const;

/** GET /admin/users: one page of people, searched, filtered and sorted. */
export function adminUsersQueryOptions(query: AdminUserListQuery) {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, 'list', query],
    queryFn: ({ signal }) => call(ROUTES.adminUsers.list, { query }, { signal }),
    // The table keeps the last page on screen while the next one loads (no flash of the skeleton per keystroke).
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(query: AdminUserListQuery) {
  return useQuery(adminUsersQueryOptions(query));
}
