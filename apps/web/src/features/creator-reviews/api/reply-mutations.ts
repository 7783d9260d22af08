import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROUTES, type ReviewReply } from '@plaudit/contract';
import { call } from '@/lib/call';
import { track } from '@/lib/events/event-queue';
import { creatorReviewKeys } from './creator-review-keys';

/** PUT /reviews/{id}/reply: writes or changes the brand's one public reply. */
export function saveReply(id: string, text: string): Promise<ReviewReply> {
  return call(ROUTES.reviews.reply, { params: { id }, body: { text } });
}

/** DELETE /reviews/{id}/reply. */
export function deleteReply(id: string) {
  return call(ROUTES.reviews.deleteReply, { params: { id } });
}

export function useSaveReply(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; text: string }) => saveReply(v.id, v.text),
    onSuccess: (_reply, v) => {
      // The brand's public answer on a review: a comment about the team.
      track('COMMENT_POSTED', teamId, { reviewId: v.id });
      return client.invalidateQueries({ queryKey: creatorReviewKeys.all(teamId) });
    },
  });
}

export function useDeleteReply(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteReply(id),
    onSuccess: () => client.invalidateQueries({ queryKey: creatorReviewKeys.all(teamId) }),
  });
}
