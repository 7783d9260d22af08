import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import {
  creatorTeams,
  products,
  reviewNotificationMarks,
  reviewNotifications,
  reviews,
  users,
} from '../../db/schema/index.js';
import { teamMembers } from '../teams/teams.access.js';

// The SQL of the new-review mails: the queued reviews each team member has not been told about yet,
// the per-person mark (last mail, and up to which queued review it covered), and the queue's clean-up.
// The mark is written from JavaScript dates (milliseconds), so queue times are compared at that precision too: a
// review queued at .123456 is covered by a mark of .123, never mailed twice.

const queuedAt = sql<Date>`date_trunc('milliseconds', ${reviewNotifications.createdAt})`;

/**
 * Every queued review (up to `now`) of every team, for each ACTIVE member of that team whose mark is not covering it
 * yet and who is due a mail (their last one is older than `dueBefore`), oldest first per person.
 */
export async function dueNotifications(db: DbOrTx, now: Date, dueBefore: Date) {
  return db
    .select({
      userId: teamMembers.userId,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      notifications: users.notifications,
      markLastSentAt: reviewNotificationMarks.lastSentAt,
      markCoveredUntil: reviewNotificationMarks.coveredUntil,
      queuedAt: sql<Date>`${queuedAt}`.mapWith(reviewNotifications.createdAt),
      reviewId: reviews.id,
      type: reviews.type,
      status: reviews.status,
      rating: reviews.rating,
      title: reviews.title,
      productName: products.name,
      brandName: creatorTeams.brandName,
    })
    .from(reviewNotifications)
    .innerJoin(teamMembers, eq(teamMembers.teamId, reviewNotifications.teamId))
    .innerJoin(users, and(eq(users.id, teamMembers.userId), eq(users.accountStatus, 'ACTIVE')))
    .innerJoin(reviews, eq(reviews.id, reviewNotifications.reviewId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(creatorTeams, eq(creatorTeams.id, reviewNotifications.teamId))
    .leftJoin(reviewNotificationMarks, eq(reviewNotificationMarks.userId, teamMembers.userId))
    .where(
      and(
        lte(queuedAt, now),
        or(isNull(reviewNotificationMarks.coveredUntil), gt(queuedAt, reviewNotificationMarks.coveredUntil)),
        or(isNull(reviewNotificationMarks.lastSentAt), lte(reviewNotificationMarks.lastSentAt, dueBefore)),
      ),
    )
    .orderBy(asc(teamMembers.userId), asc(reviewNotifications.createdAt), asc(reviews.id));
}
export type DueNotification = Awaited<ReturnType<typeof dueNotifications>>[number];

/**
 * Moves the person's mark to `next`, only if it still is `previous` (null: there was none): of two notifiers
 * working at once, one claims the person and the other leaves them. Answers whether this call claimed them.
 */
export async function claimMark(
  db: DbOrTx,
  userId: string,
  previous: { lastSentAt: Date; coveredUntil: Date } | null,
  next: { lastSentAt: Date; coveredUntil: Date },
): Promise<boolean> {
  if (!previous) {
    const rows = await db
      .insert(reviewNotificationMarks)
      .values({ userId, ...next })
      .onConflictDoNothing()
      .returning({ userId: reviewNotificationMarks.userId });
    return rows.length > 0;
  }
  const rows = await db
    .update(reviewNotificationMarks)
    .set(next)
    .where(
      and(
        eq(reviewNotificationMarks.userId, userId),
        eq(reviewNotificationMarks.lastSentAt, previous.lastSentAt),
        eq(reviewNotificationMarks.coveredUntil, previous.coveredUntil),
      ),
    )
    .returning({ userId: reviewNotificationMarks.userId });
  return rows.length > 0;
}

/** Drops queued reviews every member of their team has been covered for, and any older than `staleBefore`. */
export async function pruneQueue(db: DbOrTx, staleBefore: Date): Promise<number> {
  const rows = await db
    .delete(reviewNotifications)
    .where(
      or(
        lte(reviewNotifications.createdAt, staleBefore),
        sql`not exists (
        select 1 from ${teamMembers}
        join ${users} on ${users.id} = ${teamMembers.userId} and ${users.accountStatus} = 'ACTIVE'
        left join ${reviewNotificationMarks} on ${reviewNotificationMarks.userId} = ${teamMembers.userId}
        where ${teamMembers.teamId} = ${reviewNotifications.teamId}
          and (${reviewNotificationMarks.coveredUntil} is null or ${reviewNotificationMarks.coveredUntil} < ${queuedAt}))`,
      ),
    )
    .returning({ id: reviewNotifications.id });
  return rows.length;
}

/**
 * A review just became PUBLISHED (written and published at once, or approved): queue it for the team's new-review
 * mails, in the same transaction, so a rolled-back publication mails nobody. reviews.notifications.service.ts sends
 * them in batches (REVIEW_NOTIFY_BATCH_MINUTES).
 */
export async function queueNewReviewMail(tx: DbOrTx, review: { teamId: string; reviewId: string }): Promise<void> {
  await tx.insert(reviewNotifications).values({ teamId: review.teamId, reviewId: review.reviewId });
}
