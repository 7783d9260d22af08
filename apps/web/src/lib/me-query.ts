import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_CACHE_STALE_MS, PROFILE_QUERY_RETRY, ROUTES } from '@plaudit/contract';
import { call } from './call';
import { useAuthStatus } from './auth-session';

// The signed-in person (GET /auth/me), shared by the shell and every feature. Spec §9: fresh for 5 minutes, no
// refetch on focus, one retry.
export const meQueryKey = ['auth', 'me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => call(ROUTES.auth.me, {}, { signal }),
  staleTime: PROFILE_CACHE_STALE_MS,
  refetchOnWindowFocus: false,
  retry: PROFILE_QUERY_RETRY,
});

/** The current user while signed in, else undefined. */
export function useMe() {
  const status = useAuthStatus();
  const query = useQuery({ ...meQueryOptions, enabled: status === 'signedIn' });
  return { status, user: status === 'signedIn' ? query.data : undefined, query };
}
