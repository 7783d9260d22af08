import { useSyncExternalStore } from 'react';
import { SESSION_STORAGE_KEY, type TokenPair } from '@plaudit/contract';

// The signed-in state of this tab. The access token lives in memory only; the refresh token travels in an
// httpOnly cookie the script never sees. localStorage keeps the session id (`x-session-id`) and a flag
// saying "this browser was signed in", so a reload knows to restore the session through the cookie.

export type AuthStatus = 'restoring' | 'signedIn' | 'signedOut';

interface State {
  status: AuthStatus;
  accessToken: string | null;
  /** Epoch milliseconds when the access token expires. */
  expireAt: number;
  /** Why the last session ended on its own (forced sign-out), so every redirect to the login page says it. */
  endReason: 'revoked' | 'expired' | 'blocked' | null;
}

const SIGNED_IN_FLAG = 'plaudit.signed-in';
// The end reason also lives in this tab's sessionStorage: a forced sign-out can race a full navigation or reload
// (the old page signs out while the new one loads), and the login page must still say why.
const END_REASON_KEY = 'plaudit.end-reason';
const END_REASONS = ['revoked', 'expired', 'blocked'] as const;

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function storedEndReason(): State['endReason'] {
  const value = tabStorage()?.getItem(END_REASON_KEY);
  return END_REASONS.find((reason) => reason === value) ?? null;
}

function storeEndReason(reason: State['endReason']): void {
  if (reason) tabStorage()?.setItem(END_REASON_KEY, reason);
  else tabStorage()?.removeItem(END_REASON_KEY);
}

let state: State = { status: 'signedOut', accessToken: null, expireAt: 0, endReason: storedEndReason() };
const listeners = new Set<() => void>();

function emit(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const authSession = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The id sent as `x-session-id`: the signed-in session, or the visitor session before sign-in. */
  sessionId: () => storage()?.getItem(SESSION_STORAGE_KEY) ?? null,
  setSessionId: (id: string) => storage()?.setItem(SESSION_STORAGE_KEY, id),
  wasSignedIn: () => storage()?.getItem(SIGNED_IN_FLAG) === '1',
  setRestoring: () => emit({ ...state, status: 'restoring' }),
  /** Stores a token pair from sign-in or refresh. */
  setTokens(pair: TokenPair) {
    authSession.setSessionId(pair.sessionId);
    storage()?.setItem(SIGNED_IN_FLAG, '1');
    storeEndReason(null);
    emit({
      status: 'signedIn',
      accessToken: pair.accessToken.token,
      expireAt: Date.parse(pair.accessToken.expireAt),
      endReason: null,
    });
  },
  /** Forgets everything of the signed-in session; the next call starts a new visitor session. */
  clear(endReason: State['endReason'] = null) {
    storage()?.removeItem(SIGNED_IN_FLAG);
    storage()?.removeItem(SESSION_STORAGE_KEY);
    storeEndReason(endReason);
    emit({ status: 'signedOut', accessToken: null, expireAt: 0, endReason });
  },
  /** Restoring finished without a session (no cookie, network down …). */
  setSignedOut: () => emit({ status: 'signedOut', accessToken: null, expireAt: 0, endReason: state.endReason }),
};

// The server draws public pages for a visitor (entry-server.tsx): while the browser hydrates one, it renders the
// visitor's state too (React's server snapshot), then at once the person's own.

export function useAuthStatus(): AuthStatus {
  return useSyncExternalStore(
    authSession.subscribe,
    () => state.status,
    () => 'signedOut',
  );
}

export function useEndReason(): State['endReason'] {
  return useSyncExternalStore(
    authSession.subscribe,
    () => state.endReason,
    () => null,
  );
}
