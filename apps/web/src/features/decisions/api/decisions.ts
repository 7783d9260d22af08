import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ROUTES, type AppealDecisionBody, type AppealStatus } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export const decisionKeys = {
  mine: (page: number) => ['decisions', 'mine', page] as const,
  appeals: (status: AppealStatus, page: number) => ['decisions', 'appeals', status, page] as const,
};

/** GET /profile/decisions: the signed-in person's decisions (and their teams'), newest first. */
export function useMyDecisions(page: number) {
  return useQuery({
    queryKey: decisionKeys.mine(page),
    queryFn: ({ signal }) => call(ROUTES.decisions.mine, { query: { page, take: 20 } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /profile/decisions/{id}/appeal. */
export function useAppealDecision() {
  return useMutation({
    mutationFn: (input: { decisionId: string; text: string }) =>
      call(ROUTES.decisions.appeal, { params: { decisionId: input.decisionId }, body: { text: input.text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['decisions', 'mine'] }),
  });
}

/** GET /admin/appeals: the queue, oldest first. */
export function useAppeals(status: AppealStatus, page: number) {
  return useQuery({
    queryKey: decisionKeys.appeals(status, page),
    queryFn: ({ signal }) =>
      call(ROUTES.decisions.appeals, { query: { status, page, take: 20, sortOrder: 'ASC' } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /admin/appeals/{id}. */
export function useDecideAppeal() {
  return useMutation({
    mutationFn: (input: { appealId: string; body: AppealDecisionBody }) =>
      call(ROUTES.decisions.decideAppeal, { params: { appealId: input.appealId }, body: input.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['decisions', 'appeals'] }),
  });
}
