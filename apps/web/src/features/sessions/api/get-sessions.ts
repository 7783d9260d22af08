import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';

export const sessionsQueryKey = ['auth', 'sessions'] as const;

/** GET /auth/sessions: every open session of the signed-in person, the current one marked. */
export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: async ({ signal }) => (await call(ROUTES.sessions.list, {}, { signal })).sessions,
  // Always asked again on opening the page: a revoked session must learn it at its next action.
  staleTime: 0,
  refetchOnMount: 'always',
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
