import { ROUTES } from '@plaudit/contract';
import { call } from './call';
import { authSession } from './auth-session';
import { trackNow } from './events/event-queue';
import { queryClient } from './query-client';

/** Signs out on the server (best effort) and forgets the session here: tokens, session id, cached data. */
export async function signOut(): Promise<void> {
  // Sent while the session still stands, so the sign-out is the person's; a beacon, so nothing waits.
  if (authSession.get().status === 'signedIn') trackNow('LOGOUT');
  try {
    if (authSession.get().status === 'signedIn') await call(ROUTES.auth.signOut, {}, { offlineToast: false });
  } catch {
    /* the session is ended locally whatever the server said */
  } finally {
    authSession.clear();
    queryClient.clear();
  }
}
