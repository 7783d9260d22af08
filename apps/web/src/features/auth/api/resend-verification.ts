import { useMutation } from '@tanstack/react-query';
import { ROUTES, type CodeState } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { verifyEmailStatusKey } from './get-verify-email-status';

/** POST /auth/re-send-verification-email/{email}: a new code; 429 while the cooldown runs. */
export function resendVerification(email: string): Promise<CodeState> {
  return call(ROUTES.auth.resendVerification, { params: { email } });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verifyEmailStatusKey }),
  });
}
