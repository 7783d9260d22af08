import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { sessionsQueryKey } from './get-sessions';

/** POST /auth/sessions/revoke-all-except-current. */
export function revokeAllOtherSessions(): Promise<{ success: true; revoked: number }> {
  return call(ROUTES.sessions.revokeAllExceptCurrent);
}

export function useRevokeAllOtherSessions() {
  return useMutation({
    mutationFn: revokeAllOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
