import { ROUTES, type InputOf, type User } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useMeMutation } from './use-me-mutation';

/** The body of PUT /profile, from the route table. */
export type NamesInput = InputOf<typeof ROUTES.profile.updateNames>['body'];

/** PUT /profile {firstName, lastName}. */
export function updateNames(input: NamesInput): Promise<User> {
  return call(ROUTES.profile.updateNames, { body: input });
}

export function useUpdateNames(onSuccess?: (user: User) => void) {
  return useMeMutation<NamesInput>({
    mutationFn: updateNames,
    apply: (user, input) => ({ ...user, ...input }),
    onSuccess,
  });
}
