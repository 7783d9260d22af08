import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { trophyKeys } from './trophy-keys';

/** GET /trophy-categories: in their order, each with how many public trophies it holds. */
export const getTrophyCategories = (signal?: AbortSignal) => call(ROUTES.trophies.categories, {}, { signal });

export const trophyCategoriesQueryOptions = () =>
  queryOptions({ queryKey: trophyKeys.categories(), queryFn: ({ signal }) => getTrophyCategories(signal), staleTime: 5 * 60_000 });

export function useTrophyCategories() {
  return useQuery(trophyCategoriesQueryOptions());
}
