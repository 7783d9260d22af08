import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ROUTES, type ReviewBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { ratingKeys, reviewKeys } from './review-keys';
import { track } from '@/lib/events/event-queue';

/** A review changed: every review list and the averages the public pages show are stale. */
export async function refreshAfterReviewChange(client: QueryClient) {
  await Promise.all([reviewKeys.all, ...ratingKeys].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** POST /products/{productId}/reviews → {id, status}. */
export function useCreateReview(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => call(ROUTES.reviews.create, { params: { productId }, body }),
    onSuccess: (created, body) => {
      track('REVIEW_SUBMITTED', productId, { reviewId: created.id, rating: body.rating, type: body.type ?? 'USER' });
      return refreshAfterReviewChange(client);
    },
  });
}

/** PUT /reviews/{id}: the author's edit (the earlier version is kept; the hold rules apply again). */
export function useUpdateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewBody }) =>
      call(ROUTES.reviews.update, { params: { id }, body }),
    onSuccess: () => refreshAfterReviewChange(client),
  });
}

/** DELETE /reviews/{id}: the author's own review. */
export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(ROUTES.reviews.delete, { params: { id } }),
    onSuccess: () => refreshAfterReviewChange(client),
  });
}
