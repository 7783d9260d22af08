import { useMutation } from '@tanstack/react-query';
import { API, type CodeState } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /profile/password-change {password}: checks it and mails a code. */
export function startPasswordChange(password: string): Promise<CodeState> {
  return apiRequest<CodeState>(API.profile.passwordChange, { method: 'POST', body: { password } });
}

/** POST /profile/password-change/resend-otp. */
export function resendPasswordChangeCode(): Promise<CodeState> {
  return apiRequest<CodeState>(API.profile.passwordChangeResend, { method: 'POST' });
}

/** POST /profile/password-change/confirm {otp, newPassword}: ends every other session. */
export function confirmPasswordChange(input: { otp: string; newPassword: string }): Promise<{ success: true; revoked: number }> {
  return apiRequest(API.profile.passwordChangeConfirm, { method: 'POST', body: input });
}

export function useStartPasswordChange() {
  return useMutation({ mutationFn: startPasswordChange });
}
export function useResendPasswordChangeCode() {
  return useMutation({ mutationFn: resendPasswordChangeCode });
}
export function useConfirmPasswordChange() {
  return useMutation({ mutationFn: confirmPasswordChange });
}
