import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { authSession } from '@/lib/auth-session';
import { call } from '@/lib/call';
import { meQueryKey } from '@/lib/me-query';
import { queryClient } from '@/lib/query-client';

/**
 * POST /admin/users/{userId}/impersonate: the person's read-only session replaces the admin's in this browser, and
 * nothing cached for the admin stays (Stop, in the banner, brings the admin's own session back).
 */
export function useStartSupportAccess() {
  return useMutation({
    mutationFn: async (input: { userId: string; reason: string }) => {
      const session = await call(ROUTES.supportAccess.start, {
        params: { userId: input.userId },
        body: { reason: input.reason },
      });
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, session.user);
      authSession.setTokens(session);
    },
  });
}
