import type { DbOrTx } from '../../db/tx.js';
import { reviewNotifications } from '../../db/schema/index.js';

/**
 * A review just became PUBLISHED (written and published at once, or approved): queue it for the team's new-review
 * mails, in the same transaction, so a rolled-back publication mails nobody. reviews.notifications.ts sends them
 * in batches (REVIEW_NOTIFY_BATCH_MINUTES).
 */
export async function queueNewReviewMail(tx: DbOrTx, review: { teamId: string; reviewId: string }): Promise<void> {
  await tx.insert(reviewNotifications).values({ teamId: review.teamId, reviewId: review.reviewId });
}
