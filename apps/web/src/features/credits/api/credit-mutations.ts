import { useMutation } from '@tanstack/react-query';
import { ROUTES, type CreditSettingsBody, type TopUpBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { creditKeys } from './credit-keys';

/** POST /creator/credits/{teamId}/top-ups: a pending top-up and where to pay it. */
export function useCreateTopUp(teamId: string) {
  return useMutation({
    mutationFn: (body: TopUpBody) => call(ROUTES.credits.createTopUp, { params: { teamId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: creditKeys.all(teamId) }),
  });
}

/** PUT /creator/credits/{teamId}/settings: the low-balance threshold. */
export function useUpdateCreditSettings(teamId: string) {
  return useMutation({
    mutationFn: (body: CreditSettingsBody) => call(ROUTES.credits.updateSettings, { params: { teamId }, body }),
    onSuccess: (account) => queryClient.setQueryData(creditKeys.account(teamId), account),
  });
}
