import { useMutation } from '@tanstack/react-query';
import { API, type CodeState, type GlobalRole, type SignUpBody } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';

export interface SignUpResult {
  id: string;
  role: GlobalRole;
  verification: CodeState;
}

/** POST /auth/signUp for a plain USER; the code is mailed and its state answered. */
export function signUp(body: SignUpBody): Promise<SignUpResult> {
  return apiRequest<SignUpResult>(API.auth.signUp, { method: 'POST', body, auth: false, throttleToast: false });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
