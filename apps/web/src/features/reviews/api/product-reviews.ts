import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { ROUTES, type ProductReviewsQuery } from '@plaudit/contract';
import { call } from '@/lib/call';
import { reviewKeys } from './review-keys';

/** GET /products/{productId}/reviews: one page with the rating summary; the page stays on screen while the next loads. */
export function useProductReviews(productId: string, query: Partial<ProductReviewsQuery>) {
  return useQuery({
    queryKey: reviewKeys.product(productId, query),
    queryFn: ({ signal }) => call(ROUTES.reviews.productList, { params: { productId }, query }, { signal }),
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
