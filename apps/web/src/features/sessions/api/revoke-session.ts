import { useMutation } from '@tanstack/react-query';
import { API } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { sessionsQueryKey } from './get-sessions';

/** POST /auth/sessions/{id}/revoke. */
export function revokeSession(id: string): Promise<unknown> {
  return apiRequest(API.auth.revokeSession.href(id), { method: 'POST' });
}

export function useRevokeSession() {
  return useMutation({
    mutationFn: (session: { id: string; isCurrent: boolean }) => revokeSession(session.id),
    onSuccess: (_data, session) => {
      if (!session.isCurrent) void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
