import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES, type ChangeEmailRevertResponse, type EmailChangeInfo, type User } from '@plaudit/contract';
import { call } from '@/lib/call';
import { meQueryKey } from '@/lib/me-query';

/** POST /profile/change-email {email}: a code to the new address, a notice to the old one. */
export function startEmailChange(email: string): Promise<EmailChangeInfo> {
  return call(ROUTES.profile.changeEmail, { body: { email } });
}

/** POST /profile/change-email/resend-otp. */
export function resendEmailChangeCode(): Promise<EmailChangeInfo> {
  return call(ROUTES.profile.changeEmailResend);
}

/** POST /profile/change-email/confirm {token}: the 6-character code. */
export function confirmEmailChange(token: string): Promise<User> {
  return call(ROUTES.profile.changeEmailConfirm, { body: { token } });
}

/** POST /profile/change-email/revert {token}: the link mailed to the old address (no sign-in needed). */
export function revertEmailChange(token: string): Promise<ChangeEmailRevertResponse> {
  return call(ROUTES.profile.changeEmailRevert, { body: { token } }, { auth: false });
}

export const emailChangeInfoQueryKey = (id: string) => ['profile', 'email-change', id] as const;

/** GET /profile/change-email/otp-info/{id}: where the code went (masked), when it expires, attempts left. */
export const emailChangeInfoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: emailChangeInfoQueryKey(id),
    queryFn: ({ signal }) => call(ROUTES.profile.changeEmailInfo, { params: { token: id } }, { signal }),
    staleTime: 0,
    retry: false,
  });

export function useEmailChangeInfo(id: string, initialData: EmailChangeInfo) {
  return useQuery({ ...emailChangeInfoQueryOptions(id), initialData, initialDataUpdatedAt: 0 });
}

export function useStartEmailChange() {
  return useMutation({ mutationFn: startEmailChange });
}

export function useResendEmailChangeCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendEmailChangeCode,
    onSuccess: (info) => client.setQueryData(emailChangeInfoQueryKey(info.id), info),
  });
}

export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({ mutationFn: confirmEmailChange, onSuccess: (user) => client.setQueryData(meQueryKey, user) });
}

export function useRevertEmailChange() {
  return useMutation({ mutationFn: revertEmailChange });
}
