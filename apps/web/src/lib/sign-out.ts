import { ROUTES } from '@plaudit/contract';
import { call } from './call';
import { authSession } from './auth-session';
import { queryClient } from './query-client';

/** Signs out on the server (best effort) and forgets the session here: tokens, session id, cached data. */
export async function signOut(): Promise<void> {
  try {
    if (authSession.get().status === 'signedIn') await call(ROUTES.auth.signOut, {}, { offlineToast: false });
  } catch {
    /* the session is ended locally whatever the server said */
  } finally {
    authSession.clear();
    queryClient.clear();
  }
}
