import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROUTES, type ReviewPageQuery } from '@plaudit/contract';
import { call } from '@/lib/call';
import { reviewKeys } from './review-keys';

/** GET /brands/{creatorProfile}/reviews: the brand's latest published reviews over all its products. */
export function useBrandReviews(creatorProfile: string, query: Partial<ReviewPageQuery>, enabled = true) {
  return useQuery({
    queryKey: reviewKeys.brand(creatorProfile, query),
    queryFn: ({ signal }) => call(ROUTES.reviews.brandList, { params: { creatorProfile }, query }, { signal }),
    enabled,
  });
}

/** GET /youtubers/{handle}/reviews: a YouTuber's published video reviews, paged. */
export function useYoutuberReviews(handle: string, query: Partial<ReviewPageQuery>) {
  return useQuery({
    queryKey: reviewKeys.youtuber(handle, query),
    queryFn: ({ signal }) => call(ROUTES.reviews.youtuberList, { params: { handle }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /profile/reviews: the caller's own reviews, every status, newest first. */
export function useAuthoredReviews(query: Partial<ReviewPageQuery>) {
  return useQuery({
    queryKey: reviewKeys.authored(query),
    queryFn: ({ signal }) => call(ROUTES.reviews.authored, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
