import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/lib/notify';
import { trophyKeys } from './trophy-keys';

interface Options<TVars, TAnswer> {
  fn: (vars: TVars) => Promise<TAnswer>;
  /** The toast on success (already translated). */
  success?: string;
  /** The caller shows the error itself (a field, an inline alert) instead of the toast. */
  silentError?: boolean;
}

/** A trophy mutation: on success every ['trophies'] query refreshes and a toast confirms; a failure toasts. */
export function useTrophyMutation<TVars, TAnswer>({ fn, success, silentError }: Options<TVars, TAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      if (success) notifySuccess(success);
      await client.invalidateQueries({ queryKey: trophyKeys.all });
    },
    onError: (error) => {
      if (!silentError) notifyError(error);
    },
  });
}
