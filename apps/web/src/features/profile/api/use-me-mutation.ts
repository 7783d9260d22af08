import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@plaudit/contract';
import { meQueryKey } from '@/lib/me-query';
import { notifyError } from '@/lib/notify';

/**
 * Spec §4: a profile edit shows at once (the cached user is patched before the call), and rolls back with a
 * toast when the call fails. The server's answer (the whole user) then replaces the cache.
 */
export function useMeMutation<V>(options: {
  mutationFn: (variables: V) => Promise<User>;
  apply: (user: User, variables: V) => User;
  onSuccess?: (user: User, variables: V) => void;
  /** Rolls back and toasts by default; return true from here to keep the toast off (the form shows the error). */
  onError?: (error: unknown, variables: V) => boolean | void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onMutate: async (variables: V) => {
      await client.cancelQueries({ queryKey: meQueryKey });
      const previous = client.getQueryData<User>(meQueryKey);
      if (previous) client.setQueryData<User>(meQueryKey, options.apply(previous, variables));
      return { previous };
    },
    onError: (error, variables, context) => {
      if (context?.previous) client.setQueryData<User>(meQueryKey, context.previous);
      if (options.onError?.(error, variables) !== true) notifyError(error);
    },
    onSuccess: (user, variables) => {
      client.setQueryData<User>(meQueryKey, user);
      options.onSuccess?.(user, variables);
    },
  });
}
