import { useMutation } from '@tanstack/react-query';
import { ROUTES, type CodeState } from '@plaudit/contract';
import { call } from '@/lib/call';

/** POST /profile/password-change {password}: checks it and mails a code. */
export function startPasswordChange(password: string): Promise<CodeState> {
  return call(ROUTES.profile.passwordChange, { body: { password } });
}

/** POST /profile/password-change/resend-otp. */
export function resendPasswordChangeCode(): Promise<CodeState> {
  return call(ROUTES.profile.passwordChangeResend);
}

/** POST /profile/password-change/confirm {otp, newPassword}: ends every other session. */
export function confirmPasswordChange(input: {
  otp: string;
  newPassword: string;
}): Promise<{ success: true; revoked: number }> {
  return call(ROUTES.profile.passwordChangeConfirm, { body: input });
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
