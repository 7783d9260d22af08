import { ROUTES, type User } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useMeMutation } from './use-me-mutation';

/** PUT /profile/username {username}. */
export function updateUsername(username: string): Promise<User> {
  return call(ROUTES.profile.updateUsername, { body: { username } });
}

export function useUpdateUsername(
  options: { onSuccess?: (user: User) => void; onError?: (error: unknown) => boolean | void } = {},
) {
  return useMeMutation<string>({
    mutationFn: updateUsername,
    apply: (user, username) => ({ ...user, username }),
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
