import { useMutation } from '@tanstack/react-query';
import { ROUTES, type CreatorSignUpBody, type User } from '@plaudit/contract';
import { call } from '@/lib/call';
import { meQueryKey } from '@/lib/me-query';
import { queryClient } from '@/lib/query-client';

/** POST /auth/creator/signUp (again for one's own NEEDS_MORE_INFO profile: the resubmission); answers the person. */
export function creatorSignUp(body: CreatorSignUpBody): Promise<User> {
  return call(ROUTES.creators.creatorSignUp, { body });
}

export function useCreatorSignUp() {
  return useMutation({ mutationFn: creatorSignUp, onSuccess: (user) => queryClient.setQueryData(meQueryKey, user) });
}
