import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { creatorTeams, reviewReplies, reviews } from '../../db/schema/index.js';
import { roleIn } from '../teams/teams.access.js';

// The SQL of the brand's reply to a review: the review with the caller's membership of its team,
// and the one reply row per review.

/** The review, its team's lock and brand name, and the caller's role in that team (null: not a member). */
export async function findReviewForReply(db: DbOrTx, reviewId: string, userId: string) {
  const [row] = await db
    .select({
      id: reviews.id,
      status: reviews.status,
      teamId: reviews.teamId,
      brandName: creatorTeams.brandName,
      accessStatus: creatorTeams.accessStatus,
      accessUntil: creatorTeams.accessUntil,
      role: roleIn(reviews.teamId, userId),
    })
    .from(reviews)
    .innerJoin(creatorTeams, eq(creatorTeams.id, reviews.teamId))
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row;
}

export async function findReply(db: DbOrTx, reviewId: string) {
  const [row] = await db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).limit(1);
  return row;
}

/**
 * Writes the review's reply, or replaces its text. `created` says whether this statement made the row (xmax is 0
 * for a row inserted, not updated), so of two first replies sent at once exactly one counts as new.
 */
export async function upsertReply(db: DbOrTx, values: { reviewId: string; authorId: string; text: string }) {
  const [row] = await db
    .insert(reviewReplies)
    .values(values)
    .onConflictDoUpdate({
      target: reviewReplies.reviewId,
      set: { text: values.text, authorId: values.authorId, updatedAt: sql`now()` },
    })
    .returning({
      text: reviewReplies.text,
      createdAt: reviewReplies.createdAt,
      updatedAt: reviewReplies.updatedAt,
      created: sql<boolean>`(xmax = 0)`,
    });
  if (!row) throw new Error('reply upsert returned nothing');
  return row;
}

export async function deleteReply(db: DbOrTx, reviewId: string) {
  const [row] = await db
    .delete(reviewReplies)
    .where(eq(reviewReplies.reviewId, reviewId))
    .returning({ text: reviewReplies.text });
  return row;
}
