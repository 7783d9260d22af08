import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { retryUnlessNotFound } from './retry';
import { trophyKeys } from './trophy-keys';

/** GET /trophies/{id}/candidates: in the published order (the draw's index), with SCORE's score and rank. */
export const getTrophyCandidates = (id: string, signal?: AbortSignal) => call(ROUTES.trophies.candidates, { params: { id } }, { signal });

export const trophyCandidatesQueryOptions = (id: string) =>
  queryOptions({ queryKey: trophyKeys.candidates(id), queryFn: ({ signal }) => getTrophyCandidates(id, signal), retry: retryUnlessNotFound });

export function useTrophyCandidates(id: string, enabled = true) {
  return useQuery({ ...trophyCandidatesQueryOptions(id), enabled });
}
