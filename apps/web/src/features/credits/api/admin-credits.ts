import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  ROUTES,
  type AdminCreditsQuery,
  type CreditAdjustmentBody,
  type CreditGrantBody,
  type CreditRefundBody,
} from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { creditKeys } from './credit-keys';

/** GET /admin/credits: teams with their balances and recent top-ups. */
export function useAdminCredits(query: AdminCreditsQuery) {
  return useQuery({
    queryKey: creditKeys.adminList(query),
    queryFn: ({ signal }) => call(ROUTES.credits.adminList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

const refresh = () => void queryClient.invalidateQueries({ queryKey: creditKeys.admin });

export function useAdminGrant() {
  return useMutation({
    mutationFn: ({ teamId, body }: { teamId: string; body: CreditGrantBody }) =>
      call(ROUTES.credits.adminGrant, { params: { teamId }, body }),
    onSuccess: refresh,
  });
}

export function useAdminAdjust() {
  return useMutation({
    mutationFn: ({ teamId, body }: { teamId: string; body: CreditAdjustmentBody }) =>
      call(ROUTES.credits.adminAdjust, { params: { teamId }, body }),
    onSuccess: refresh,
  });
}

export function useAdminRefund() {
  return useMutation({
    mutationFn: ({ topUpId, body }: { topUpId: string; body: CreditRefundBody }) =>
      call(ROUTES.credits.adminRefund, { params: { topUpId }, body }),
    onSuccess: refresh,
  });
}
