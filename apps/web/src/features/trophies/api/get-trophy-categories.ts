import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useFirstAnswer } from '@/lib/first-answer-query';
import { trophyKeys } from './trophy-keys';

/** GET /trophy-categories: in their order, each with how many public trophies it holds. */
export const getTrophyCategories = (signal?: AbortSignal) => call(ROUTES.trophies.categories, {}, { signal });

export const trophyCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: trophyKeys.categories(),
    queryFn: ({ signal }) => getTrophyCategories(signal),
    staleTime: 5 * 60_000,
  });

/** In the reader's language; the trophies page's first HTML carries it. */
export function useTrophyCategories() {
  return useQuery({ ...trophyCategoriesQueryOptions(), initialData: useFirstAnswer(ROUTES.trophies.categories, {}) });
}
