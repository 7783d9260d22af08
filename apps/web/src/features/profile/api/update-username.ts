import { API, type User } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { useMeMutation } from './use-me-mutation';

/** PUT /profile/username {username}. */
export function updateUsername(username: string): Promise<User> {
  return apiRequest<User>(API.profile.username, { method: 'PUT', body: { username } });
}

export function useUpdateUsername(options: { onSuccess?: (user: User) => void; onError?: (error: unknown) => boolean | void } = {}) {
  return useMeMutation<string>({
    mutationFn: updateUsername,
    apply: (user, username) => ({ ...user, username }),
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
