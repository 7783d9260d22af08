import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type AdminUserList, type AdminUserListQuery } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';

export const adminUsersQueryKey = ['admin', 'users'] as const;

function toSearch(query: AdminUserListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** GET /admin/users: one page of people, searched, filtered and sorted. */
export function adminUsersQueryOptions(query: AdminUserListQuery) {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, 'list', query],
    queryFn: ({ signal }) => apiRequest<AdminUserList>(`${API.admin.users}${toSearch(query)}`, { signal }),
    // The table keeps the last page on screen while the next one loads (no flash of the skeleton per keystroke).
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(query: AdminUserListQuery) {
  return useQuery(adminUsersQueryOptions(query));
}
