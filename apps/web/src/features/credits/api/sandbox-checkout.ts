import { useMutation, useQuery } from '@tanstack/react-query';
import { ROUTES, type SandboxOutcome } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { creditKeys } from './credit-keys';

/** GET /payments/sandbox/{topUpId}: the top-up the sandbox checkout shows (the payer only). */
export function useSandboxTopUp(topUpId: string) {
  return useQuery({
    queryKey: creditKeys.checkout(topUpId),
    queryFn: ({ signal }) => call(ROUTES.credits.sandboxTopUp, { params: { topUpId } }, { signal }),
    // While a delayed payment is on its way, look again every second.
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? 1000 : false),
  });
}

/** POST /payments/sandbox/{topUpId}: pay, decline, or pay after a delay. */
export function useSandboxPay(topUpId: string) {
  return useMutation({
    mutationFn: (outcome: SandboxOutcome) =>
      call(ROUTES.credits.sandboxPay, { params: { topUpId }, body: { outcome } }),
    onSuccess: (topUp) => {
      queryClient.setQueryData(creditKeys.checkout(topUpId), topUp);
      void queryClient.invalidateQueries({ queryKey: creditKeys.all(topUp.teamId) });
    },
  });
}
