import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';

/** POST /admin/users/{id}/password-reset: mails the person the forgot-password link. */
export function sendPasswordReset(id: string): Promise<{ success: true }> {
  return call(ROUTES.adminUsers.resetPassword, { params: { id } });
}

export function useSendPasswordReset(id: string) {
  return useMutation({ mutationFn: () => sendPasswordReset(id) });
}
