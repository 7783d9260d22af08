import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ROUTES, type ModerationQueueQuery } from '@plaudit/contract';
import { call } from '@/lib/call';

/** Everything cached about the moderation queues; a decision invalidates all of it (both tabs' counts change). */
export const moderationKeys = {
  all: ['admin', 'reviews'] as const,
  queue: (query: ModerationQueueQuery) => ['admin', 'reviews', query] as const,
};

/** GET /admin/reviews: one page of the pending or the reported queue, with both queues' sizes. */
export const moderationQueueOptions = (query: ModerationQueueQuery) =>
  queryOptions({
    queryKey: moderationKeys.queue(query),
    queryFn: ({ signal }) => call(ROUTES.reviews.moderationQueue, { query }, { signal }),
    // The moderator keeps seeing the list while it refetches after a decision (no skeleton flash between items).
    placeholderData: keepPreviousData,
  });

export function useModerationQueue(query: ModerationQueueQuery) {
  return useQuery(moderationQueueOptions(query));
}
