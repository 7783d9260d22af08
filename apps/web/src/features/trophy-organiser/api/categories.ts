import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { trophyKeys } from './trophy-keys';

/** GET /trophy-categories: in their order, each with its public trophy count. */
export const trophyCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: trophyKeys.categories(),
    queryFn: ({ signal }) => call(ROUTES.trophies.categories, {}, { signal }),
  });

export const useTrophyCategories = () => useQuery(trophyCategoriesQueryOptions());
