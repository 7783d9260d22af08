import { useMutation } from '@tanstack/react-query';
import { API } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/forgot-password: answers the same for known and unknown emails. */
export function forgotPassword(email: string): Promise<unknown> {
  return apiRequest(API.auth.forgotPassword, { method: 'POST', body: { email }, auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
