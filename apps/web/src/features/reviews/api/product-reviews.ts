import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { ROUTES, type ProductReviewsQuery } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useAnswerViewer, useViewerFirstAnswer } from '@/lib/first-answer-query';
import { reviewKeys } from './review-keys';

/**
 * GET /products/{productId}/reviews: one page with the rating summary; the page stays on screen while the next loads.
 * The first page comes with the product page's HTML (a visitor's: no votes of the reader's own in it).
 */
export function useProductReviews(productId: string, query: ProductReviewsQuery) {
  const input = { params: { productId }, query };
  const viewer = useAnswerViewer();
  return useQuery({
    queryKey: [...reviewKeys.product(productId, query), viewer],
    queryFn: ({ signal }) => call(ROUTES.reviews.productList, input, { signal }),
    ...useViewerFirstAnswer(ROUTES.reviews.productList, input, viewer),
    placeholderData: keepPreviousData,
  });
}

/** GET /products/{productId}/reviews/mine: the caller's own review of the product, whatever its status (signed in only). */
export function useMyReview(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.mine(productId),
    queryFn: ({ signal }) => call(ROUTES.reviews.mine, { params: { productId } }, { signal }),
    enabled,
  });
}

/** The caller's own review of a product, from the cache or the server (the modal's "edit my review" after a 409). */
export function fetchMyReview(client: QueryClient, productId: string) {
  return client.fetchQuery({
    queryKey: reviewKeys.mine(productId),
    queryFn: ({ signal }) => call(ROUTES.reviews.mine, { params: { productId } }, { signal }),
  });
}
