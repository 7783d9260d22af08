import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { authSession } from '@/lib/auth-session';
import { call } from '@/lib/call';
import { meQueryKey } from '@/lib/me-query';
import { queryClient } from '@/lib/query-client';

/** POST /auth/impersonation/stop: the admin's own session, with fresh tokens, again; nothing of the person stays. */
export function useStopSupportAccess() {
  return useMutation({
    mutationFn: async () => {
      const session = await call(ROUTES.supportAccess.stop);
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, session.user);
      authSession.setTokens(session);
    },
  });
}
