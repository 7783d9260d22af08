import { useMutation } from '@tanstack/react-query';
import { ROUTES, type User, type YoutuberSignUpBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { meQueryKey } from '@/lib/me-query';
import { queryClient } from '@/lib/query-client';

/** POST /auth/youtuber/signUp (again while NEEDS_MORE_INFO: the resubmission); answers the person. */
export function youtuberSignUp(body: YoutuberSignUpBody): Promise<User> {
  return call(ROUTES.creators.youtuberSignUp, { body });
}

export function useYoutuberSignUp() {
  return useMutation({ mutationFn: youtuberSignUp, onSuccess: (user) => queryClient.setQueryData(meQueryKey, user) });
}
