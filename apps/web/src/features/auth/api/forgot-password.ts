import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';

/** POST /auth/forgot-password: answers the same for known and unknown emails. */
export function forgotPassword(email: string): Promise<unknown> {
  return call(ROUTES.auth.forgotPassword, { body: { email } }, { auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
