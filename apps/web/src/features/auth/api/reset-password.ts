import { useMutation } from '@tanstack/react-query';
import { API } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/reset-password {token, newPassword}: ends every open session of the account. */
export function resetPassword(body: { token: string; newPassword: string }): Promise<unknown> {
  return apiRequest(API.auth.resetPassword, { method: 'POST', body, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
