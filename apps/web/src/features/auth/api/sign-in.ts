import { useMutation } from '@tanstack/react-query';
import { M, ROUTES, isTokenPair, type SignInBody, type SignInResponse } from '@plaudit/contract';
import { ApiError } from '@/lib/api-client';
import { call } from '@/lib/call';
import { authSession } from '@/lib/auth-session';
import { track } from '@/lib/events/event-queue';
import { meQueryKey } from '@/lib/me-query';
import { queryClient } from '@/lib/query-client';

/** POST /auth/signIn (a throttle shows the countdown toast as well as the form's notice); keeps the tokens (access in memory, session id in storage) and seeds the profile cache. */
export async function signIn(body: SignInBody): Promise<SignInResponse> {
  // The visitor session this browser used so far: the LOGIN event links it to the person, so a visit
  // that signs in halfway is one visitor, not two.
  const visitorSessionId = authSession.sessionId();
  const res = await call(ROUTES.auth.signIn, { body }, { auth: false });
  // Spec §8: an answer that is not a session (no tokens, no user) is 'error:unexpected', and signs nobody in.
  if (!isTokenPair(res) || typeof res.user !== 'object' || res.user === null) {
    throw ApiError.single(200, 'unexpected', M.error.unexpected);
  }
  queryClient.setQueryData(meQueryKey, res.user);
  authSession.setTokens(res);
  track('LOGIN', null, visitorSessionId ? { visitorSessionId } : {});
  return res;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
