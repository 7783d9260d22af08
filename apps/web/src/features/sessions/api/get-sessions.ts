import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Session } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';

export const sessionsQueryKey = ['auth', 'sessions'] as const;

/** GET /auth/sessions: every open session of the signed-in person, the current one marked. */
export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: async ({ signal }) => {
    const res = await apiRequest<{ sessions: Session[] } | Session[]>(API.auth.sessions, { signal });
    return Array.isArray(res) ? res : res.sessions;
  },
  // Always asked again on opening the page: a revoked session must learn it at its next action.
  staleTime: 0,
  refetchOnMount: 'always',
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
