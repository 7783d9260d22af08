import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, type CreatorReviewsQuery } from '@plaudit/contract';
import { call } from '@/lib/call';
import { creatorReviewKeys } from './creator-review-keys';

/** GET /creator/reviews/{teamId}: one page of the team's reviews (every status but REJECTED) and whether the caller may reply. */
export const creatorReviewsQueryOptions = (teamId: string, query: CreatorReviewsQuery) =>
  queryOptions({
    queryKey: creatorReviewKeys.list(teamId, query),
    queryFn: ({ signal }) => call(ROUTES.reviews.creatorList, { params: { teamId }, query }, { signal }),
    // The last page stays on screen while a filter's page loads.
    placeholderData: keepPreviousData,
  });

export function useCreatorReviews(teamId: string, query: CreatorReviewsQuery) {
  return useQuery(creatorReviewsQueryOptions(teamId, query));
}
