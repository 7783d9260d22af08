import { useMutation } from '@tanstack/react-query';
import { API } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /admin/users/{id}/password-reset: mails the person the forgot-password link. */
export function sendPasswordReset(id: string): Promise<{ success: true }> {
  return apiRequest(API.admin.userPasswordReset.href(id), { method: 'POST' });
}

export function useSendPasswordReset(id: string) {
  return useMutation({ mutationFn: () => sendPasswordReset(id) });
}
