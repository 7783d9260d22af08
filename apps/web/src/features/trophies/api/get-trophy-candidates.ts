import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useFirstAnswer } from '@/lib/first-answer-query';
import { retryUnlessNotFound } from './retry';
import { trophyKeys } from './trophy-keys';

/** GET /trophies/{id}/candidates: in the published order (the draw's index), with SCORE's score and rank. */
export const getTrophyCandidates = (id: string, signal?: AbortSignal) =>
  call(ROUTES.trophies.candidates, { params: { id } }, { signal });

export const trophyCandidatesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: trophyKeys.candidates(id),
    queryFn: ({ signal }) => getTrophyCandidates(id, signal),
    retry: retryUnlessNotFound,
  });

/** The same for everyone: the trophy page's first HTML carries it. */
export function useTrophyCandidates(id: string, enabled = true) {
  return useQuery({
    ...trophyCandidatesQueryOptions(id),
    initialData: useFirstAnswer(ROUTES.trophies.candidates, { params: { id } }),
    enabled,
  });
}
