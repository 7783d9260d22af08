import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';

/** DELETE /profile: ends every session and anonymises the account. */
export function deleteAccount(): Promise<{ success: true }> {
  return call(ROUTES.profile.delete);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
