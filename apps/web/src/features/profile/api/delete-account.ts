import { useMutation } from '@tanstack/react-query';
import { API } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';

/** DELETE /profile: ends every session and anonymises the account. */
export function deleteAccount(): Promise<{ success: true }> {
  return apiRequest(API.profile.root, { method: 'DELETE' });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
