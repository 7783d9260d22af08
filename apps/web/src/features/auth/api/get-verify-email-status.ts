import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';

export const verifyEmailStatusKey = ['auth', 'verify-email-status'] as const;

/** GET /auth/verify-email-status: the signed-in person's email, status and code state. */
export const verifyEmailStatusQueryOptions = queryOptions({
  queryKey: verifyEmailStatusKey,
  queryFn: ({ signal }) => call(ROUTES.auth.verifyEmailStatus, {}, { signal }),
  staleTime: 0,
});

export function useVerifyEmailStatus(enabled: boolean) {
  return useQuery({ ...verifyEmailStatusQueryOptions, enabled });
}
