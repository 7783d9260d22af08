import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { meQueryKey } from '@/lib/me-query';
import { queryClient } from '@/lib/query-client';
import { verifyEmailStatusKey } from './get-verify-email-status';

/** POST /auth/verify-email/{email}; a wrong code answers meta {attemptsLeft, expiresAt, resendAvailableAt}. */
export function verifyEmail(email: string, token: string): Promise<unknown> {
  return call(ROUTES.auth.verifyEmail, { params: { email }, body: { token } }, { throttleToast: false });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (v: { email: string; token: string }) => verifyEmail(v.email, v.token),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      await queryClient.invalidateQueries({ queryKey: verifyEmailStatusKey });
    },
  });
}
