import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROUTES, type PublicReview, type ReviewReportBody } from '@plaudit/contract';
import { isApiError } from '@/lib/api-error';
import { call } from '@/lib/call';
import { reviewKeys } from './review-keys';

type ReviewPage = { data: PublicReview[] };

/**
 * POST /reviews/{id}/helpful toggles the caller's vote; the answer (new state and count) is written into every
 * cached list that shows the review, so the button changes at once without reloading the page.
 */
export function useToggleHelpful() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(ROUTES.reviews.helpful, { params: { id } }),
    onSuccess: (answer, id) => {
      client.setQueriesData<ReviewPage>({ queryKey: reviewKeys.all }, (page) =>
        page && Array.isArray(page.data) && page.data.some((review) => review.id === id)
          ? {
              ...page,
              data: page.data.map((review) =>
                review.id === id
                  ? { ...review, votedHelpful: answer.helpful, helpfulCount: answer.helpfulCount }
                  : review,
              ),
            }
          : page,
      );
    },
  });
}

/**
 * POST /reviews/{id}/reports: once per person. The review is marked reported in the cached lists ("Reported",
 * disabled), also after a 409: it was reported already, from another tab or device.
 */
export function useReportReview() {
  const client = useQueryClient();
  const markReported = (id: string) =>
    client.setQueriesData<ReviewPage>({ queryKey: reviewKeys.all }, (page) =>
      page && Array.isArray(page.data) && page.data.some((review) => review.id === id)
        ? { ...page, data: page.data.map((review) => (review.id === id ? { ...review, reported: true } : review)) }
        : page,
    );
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewReportBody }) =>
      call(ROUTES.reviews.report, { params: { id }, body }),
    onSuccess: (_answer, { id }) => markReported(id),
    onError: (error, { id }) => {
      if (isApiError(error) && error.status === 409) markReported(id);
    },
  });
}
