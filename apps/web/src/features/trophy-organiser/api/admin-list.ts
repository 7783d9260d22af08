import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, type AdminTrophyListQuery } from '@plaudit/contract';
import { call } from '@/lib/call';
import { trophyKeys } from './trophy-keys';

/** GET /admin/trophies: the platform's trophies in every status. */
export const adminTrophiesQueryOptions = (query: AdminTrophyListQuery) =>
  queryOptions({
    queryKey: trophyKeys.adminList(query),
    queryFn: ({ signal }) => call(ROUTES.trophies.adminList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminTrophies = (query: AdminTrophyListQuery) => useQuery(adminTrophiesQueryOptions(query));
