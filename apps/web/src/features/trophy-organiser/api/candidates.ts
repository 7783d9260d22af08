import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { trophyKeys } from './trophy-keys';

/** GET /trophies/{id}/candidates: in the published order; SCORE adds score and rank. */
export const trophyCandidatesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: trophyKeys.candidates(id),
    queryFn: ({ signal }) => call(ROUTES.trophies.candidates, { params: { id } }, { signal }),
  });

export const useTrophyCandidates = (id: string) => useQuery(trophyCandidatesQueryOptions(id));
