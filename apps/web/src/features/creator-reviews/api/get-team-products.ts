import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_TAKE_MAX, ROUTES } from '@plaudit/contract';
import { call } from '@/lib/call';
import { creatorReviewKeys } from './creator-review-keys';

/** GET /creator/products/{teamId}, by name: the product filter's choices (the first LIST_TAKE_MAX of the team's products). */
export const teamProductsQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: creatorReviewKeys.products(teamId),
    queryFn: ({ signal }) =>
      call(
        ROUTES.products.list,
        { params: { teamId }, query: { page: 1, take: LIST_TAKE_MAX, sortBy: 'name', sortOrder: 'ASC' } },
        { signal },
      ),
    staleTime: 60_000,
  });

export function useTeamProducts(teamId: string) {
  return useQuery(teamProductsQueryOptions(teamId));
}
