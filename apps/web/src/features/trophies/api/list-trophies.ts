import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, type TrophyListQuery } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useFirstAnswer } from '@/lib/first-answer-query';
import { trophyKeys } from './trophy-keys';

/** GET /trophies: public trophies (NOMINATING, LOCKED, AWARDED) with the options and a status. */
export const listTrophies = (query: Partial<TrophyListQuery>, signal?: AbortSignal) =>
  call(ROUTES.trophies.list, { query }, { signal });

export const trophiesQueryOptions = (query: Partial<TrophyListQuery>) =>
  queryOptions({
    queryKey: trophyKeys.list(query),
    queryFn: ({ signal }) => listTrophies(query, signal),
    placeholderData: keepPreviousData,
  });

/** The same for everyone: the trophies page's first HTML carries the lists it shows first. */
export function useTrophies(query: Partial<TrophyListQuery>, enabled = true) {
  return useQuery({
    ...trophiesQueryOptions(query),
    initialData: useFirstAnswer(ROUTES.trophies.list, { query }),
    enabled,
  });
}
