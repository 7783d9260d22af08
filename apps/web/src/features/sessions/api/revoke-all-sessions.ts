import { useMutation } from '@tanstack/react-query';
import { API } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { sessionsQueryKey } from './get-sessions';

/** POST /auth/sessions/revoke-all-except-current. */
export function revokeAllOtherSessions(): Promise<{ success: true; revoked: number }> {
  return apiRequest(API.auth.revokeAllExceptCurrent, { method: 'POST' });
}

export function useRevokeAllOtherSessions() {
  return useMutation({
    mutationFn: revokeAllOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
