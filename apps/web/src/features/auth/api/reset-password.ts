import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';

/** POST /auth/reset-password {token, newPassword}: ends every open session of the account. */
export function resetPassword(body: { token: string; newPassword: string }): Promise<unknown> {
  return call(ROUTES.auth.resetPassword, { body }, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
