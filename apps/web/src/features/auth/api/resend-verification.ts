import { useMutation } from '@tanstack/react-query';
import { API, type CodeState } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { verifyEmailStatusKey } from './get-verify-email-status';

/** POST /auth/re-send-verification-email/{email}: a new code; 429 while the cooldown runs. */
export function resendVerification(email: string): Promise<CodeState> {
  return apiRequest<CodeState>(API.auth.resendVerification.href(email), { method: 'POST' });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verifyEmailStatusKey }),
  });
}
