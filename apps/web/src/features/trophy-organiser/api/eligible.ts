import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, type TrophyEligibleQuery } from '@plaudit/contract';
import { call } from '@/lib/call';
import { trophyKeys } from './trophy-keys';

/** GET /trophies/{id}/eligible: the "product selection" modal's searchable list. */
export const eligibleQueryOptions = (id: string, query: TrophyEligibleQuery) =>
  queryOptions({
    queryKey: trophyKeys.eligible(id, query),
    queryFn: ({ signal }) => call(ROUTES.trophies.eligible, { params: { id }, query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useEligible = (id: string, query: TrophyEligibleQuery) => useQuery(eligibleQueryOptions(id, query));
