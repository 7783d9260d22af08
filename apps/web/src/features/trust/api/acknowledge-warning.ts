import { useMutation } from '@tanstack/react-query';
import { API } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { meQueryKey } from '@/lib/me-query';
import { queryClient } from '@/lib/query-client';

/** POST /profile/warnings/{id}/ack: the warned person has read it; it is not shown again. */
export function acknowledgeWarning(id: string): Promise<{ success: true }> {
  return apiRequest(API.profile.acknowledgeWarning.href(id), { method: 'POST' });
}

export function useAcknowledgeWarning() {
  return useMutation({
    mutationFn: acknowledgeWarning,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
