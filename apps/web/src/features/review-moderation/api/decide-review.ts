import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROUTES, type ModerationDecisionBody, type ModerationDecisionResult } from '@plaudit/contract';
import { call } from '@/lib/call';
import { moderationKeys } from './get-moderation-queue';

/** PUT /admin/reviews/{id}: approve, reject, remove or dismiss the reports of one review. */
export function decideReview(id: string, body: ModerationDecisionBody): Promise<ModerationDecisionResult> {
  return call(ROUTES.reviews.decide, { params: { id }, body });
}

export function useDecideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; body: ModerationDecisionBody }) => decideReview(v.id, v.body),
    // Settled, not only on success: after a 409 the list must show what the other moderator left. Not awaited: the
    // next item opens at once, and the screen hides the decided one until the refetch answers.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
}
