import { useMutation } from '@tanstack/react-query';
import { ROUTES, type AdminUserDetail, type AdminUserUpdateBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { adminUsersQueryKey } from './get-admin-users';
import { adminUserQueryKey } from './get-admin-user';

/** PUT /admin/users/{id} with only the changed fields. */
export function updateAdminUser(id: string, body: AdminUserUpdateBody): Promise<AdminUserDetail> {
  return call(ROUTES.adminUsers.update, { params: { id }, body });
}

export function useUpdateAdminUser(id: string) {
  return useMutation({
    mutationFn: (body: AdminUserUpdateBody) => updateAdminUser(id, body),
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserQueryKey(id), user);
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    },
  });
}
