import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { sessionsQueryKey } from './get-sessions';

/** POST /auth/sessions/{id}/revoke. */
export function revokeSession(id: string): Promise<unknown> {
  return call(ROUTES.sessions.revoke, { params: { id } });
}

export function useRevokeSession() {
  return useMutation({
    mutationFn: (session: { id: string; isCurrent: boolean }) => revokeSession(session.id),
    onSuccess: (_data, session) => {
      if (!session.isCurrent) void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
