import { useMutation, useQuery } from '@tanstack/react-query';
import { ROUTES, type TeamBillingUpdate } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { teamKeys } from '@/lib/team-keys';

const billingKey = (teamId: string) => [...teamKeys.team(teamId), 'billing'] as const;

/** GET /creator/settings/billing/{teamId}: what receipts are made out to. */
export function useTeamBilling(teamId: string) {
  return useQuery({
    queryKey: billingKey(teamId),
    queryFn: ({ signal }) => call(ROUTES.teams.getBilling, { params: { teamId } }, { signal }),
  });
}

/** PUT /creator/settings/billing/{teamId}. */
export function useUpdateTeamBilling(teamId: string) {
  return useMutation({
    mutationFn: (body: TeamBillingUpdate) => call(ROUTES.teams.updateBilling, { params: { teamId }, body }),
    onSuccess: (billing) => queryClient.setQueryData(billingKey(teamId), billing),
  });
}
