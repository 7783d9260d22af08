import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { meQueryKey } from '@/lib/me-query';
import { queryClient } from '@/lib/query-client';

/** POST /profile/warnings/{id}/ack: the warned person has read it; it is not shown again. */
export function acknowledgeWarning(id: string): Promise<{ success: true }> {
  return call(ROUTES.profile.acknowledgeWarning, { params: { id } });
}

export function useAcknowledgeWarning() {
  return useMutation({
    mutationFn: acknowledgeWarning,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
