import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { youtubeVideoId, type ReviewHoldRule } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import {
  creatorTeams,
  products,
  reviewBursts,
  reviewHelpfulVotes,
  reviewReports,
  reviewRevisions,
  reviews,
  reviewWithdrawals,
  users,
  youtubers,
} from '../../db/schema/index.js';
import { productIsPublic, youtuberIsPublic } from '../catalogue/catalogue.rules.js';

// SQL of writing a review and of the votes and reports on it. The public reads are in
// reviews.read.queries.ts; the aggregates in reviews.aggregates.ts.

export type ReviewRow = typeof reviews.$inferSelect;

/** The product with its team, and whether a visitor may see it (PUBLISHED, approved team, not blocked). */
export async function findProductForReview(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({
      id: products.id,
      teamId: products.teamId,
      isPublic: sql<boolean>`${productIsPublic(products, creatorTeams)}`.mapWith(Boolean),
    })
    .from(products)
    .innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId))
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

export async function findAuthor(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ emailVerificationStatus: users.emailVerificationStatus, createdAt: users.createdAt, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The person is a YouTuber whose newest verification round is APPROVED. */
export async function isApprovedYoutuber(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(youtubers)
    .where(and(eq(youtubers.userId, userId), youtuberIsPublic(youtubers)))
    .limit(1);
  return row !== undefined;
}

export async function findReviewIdOf(db: DbOrTx, productId: string, authorId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.authorId, authorId)))
    .limit(1);
  return row?.id ?? null;
}

/** The author's own review, locked for the rest of the transaction (an edit or a delete reads what it changes). */
export async function lockOwnReview(tx: DbOrTx, id: string, authorId: string): Promise<ReviewRow | null> {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.authorId, authorId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function insertReview(tx: DbOrTx, values: typeof reviews.$inferInsert): Promise<ReviewRow> {
  const [row] = await tx.insert(reviews).values(values).returning();
  return row!;
}

export async function updateReview(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof reviews.$inferInsert>,
): Promise<ReviewRow> {
  const [row] = await tx
    .update(reviews)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(reviews.id, id))
    .returning();
  return row!;
}

export async function insertRevision(tx: DbOrTx, review: ReviewRow): Promise<void> {
  await tx.insert(reviewRevisions).values({
    reviewId: review.id,
    rating: review.rating,
    title: review.title,
    comment: review.comment,
    videoUrl: review.videoUrl,
    writtenAt: review.editedAt ?? review.createdAt,
  });
}

export async function deleteReview(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(reviews).where(eq(reviews.id, id));
}

/** Keeps a REJECTED or REMOVED review on record before its author's delete takes the row. */
export async function insertWithdrawal(tx: DbOrTx, review: ReviewRow): Promise<void> {
  await tx.insert(reviewWithdrawals).values({
    reviewId: review.id,
    productId: review.productId,
    teamId: review.teamId,
    authorId: review.authorId,
    type: review.type,
    status: review.status,
    rating: review.rating,
    title: review.title,
    comment: review.comment,
    videoUrl: review.videoUrl,
    videoId: review.videoId,
    holdRules: review.holdRules,
    decisionReason: review.decisionReason,
    decidedBy: review.decidedBy,
    decidedAt: review.decidedAt,
    writtenAt: review.editedAt ?? review.createdAt,
    publishedAt: review.publishedAt,
    createdAt: review.createdAt,
  });
}

/**
 * Puts a withdrawn review back under its own id, in the state it was deleted in (REJECTED or REMOVED), and drops
 * its withdrawal: an appeal reversed the decision, so the withdrawal no longer marks the author's next review.
 * Answers nothing when there is no withdrawal, or when the author has since written another review of the product
 * (one review per author and product): that newer review stands.
 */
export async function restoreWithdrawal(tx: DbOrTx, reviewId: string): Promise<ReviewRow | undefined> {
  const [kept] = await tx
    .select()
    .from(reviewWithdrawals)
    .where(eq(reviewWithdrawals.reviewId, reviewId))
    .orderBy(desc(reviewWithdrawals.withdrawnAt))
    .for('update')
    .limit(1);
  if (!kept) return undefined;
  const written = kept.createdAt ?? kept.writtenAt;
  const [row] = await tx
    .insert(reviews)
    .values({
      id: kept.reviewId,
      productId: kept.productId,
      teamId: kept.teamId,
      authorId: kept.authorId,
      type: kept.type,
      rating: kept.rating,
      title: kept.title,
      comment: kept.comment,
      videoUrl: kept.videoUrl,
      // Rows kept before the id was recorded: the watch URL holds it.
      videoId: kept.videoId ?? (kept.videoUrl ? youtubeVideoId(kept.videoUrl) : null),
      status: kept.status,
      holdRules: kept.holdRules,
      decisionReason: kept.decisionReason,
      decidedBy: kept.decidedBy,
      decidedAt: kept.decidedAt,
      publishedAt: kept.publishedAt,
      editedAt: kept.writtenAt.getTime() > written.getTime() ? kept.writtenAt : null,
      createdAt: written,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return undefined;
  await tx.delete(reviewWithdrawals).where(eq(reviewWithdrawals.reviewId, reviewId));
  return row;
}

/** The burst a review of the product arriving at `at` joins: the newest one with a review in the window, if any. */
export async function findOpenBurst(
  tx: DbOrTx,
  product: { productId: string; teamId: string },
  windowStart: Date,
): Promise<string | null> {
  const [row] = await tx
    .select({ burstId: reviews.burstId })
    .from(reviews)
    .where(
      and(
        eq(reviews.teamId, product.teamId),
        eq(reviews.productId, product.productId),
        gt(reviews.createdAt, windowStart),
        isNotNull(reviews.burstId),
      ),
    )
    .orderBy(desc(reviews.createdAt))
    .limit(1);
  return row?.burstId ?? null;
}

export async function insertBurst(tx: DbOrTx, productId: string, startedAt: Date): Promise<string> {
  const [row] = await tx.insert(reviewBursts).values({ productId, startedAt }).returning({ id: reviewBursts.id });
  return row!.id;
}

/** The product's reviews that came in the window and are in no burst yet, published or waiting, locked. */
export async function lockWindowReviews(
  tx: DbOrTx,
  product: { productId: string; teamId: string },
  windowStart: Date,
  at: Date,
): Promise<ReviewRow[]> {
  return tx
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.teamId, product.teamId),
        eq(reviews.productId, product.productId),
        gt(reviews.createdAt, windowStart),
        lte(reviews.createdAt, at),
        isNull(reviews.burstId),
        inArray(reviews.status, ['PUBLISHED', 'PENDING']),
      ),
    )
    .for('update');
}

/** Puts a review into a burst: it waits for a moderator, with PRODUCT_BURST among its rules. */
export async function holdInBurst(
  tx: DbOrTx,
  id: string,
  burstId: string,
  holdRules: ReviewHoldRule[],
): Promise<ReviewRow> {
  return updateReview(tx, id, { burstId, status: 'PENDING', holdRules });
}

/** The person's reviews of the team's products that are public or waiting, locked (they just joined the team). */
export async function lockReviewsOfTeamBy(tx: DbOrTx, teamId: string, authorId: string): Promise<ReviewRow[]> {
  return tx
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.teamId, teamId),
        eq(reviews.authorId, authorId),
        inArray(reviews.status, ['PUBLISHED', 'PENDING']),
      ),
    )
    .for('update');
}

/** A PUBLISHED review of a public product (what a visitor may vote on or report), with its team (which may not). */
export async function findPublicReview(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: reviews.id, authorId: reviews.authorId, teamId: reviews.teamId })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId))
    .where(and(eq(reviews.id, id), eq(reviews.status, 'PUBLISHED'), productIsPublic(products, creatorTeams)))
    .limit(1);
  return row ?? null;
}

/** Takes the caller's helpful vote back; answers whether there was one. */
export async function removeHelpfulVote(tx: DbOrTx, reviewId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(reviewHelpfulVotes)
    .where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, userId)))
    .returning({ reviewId: reviewHelpfulVotes.reviewId });
  return rows.length > 0;
}

/** Adds the caller's vote unless a racing request did; answers whether this one added it. */
export async function addHelpfulVote(tx: DbOrTx, reviewId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .insert(reviewHelpfulVotes)
    .values({ reviewId, userId })
    .onConflictDoNothing()
    .returning({ reviewId: reviewHelpfulVotes.reviewId });
  return rows.length > 0;
}

/** Moves helpful_count by `delta` in place (never read-modify-write), answering the new count. */
export async function bumpHelpfulCount(tx: DbOrTx, reviewId: string, delta: 1 | -1 | 0): Promise<number> {
  const [row] = await tx
    .update(reviews)
    .set({ helpfulCount: sql`${reviews.helpfulCount} + ${delta}` })
    .where(eq(reviews.id, reviewId))
    .returning({ helpfulCount: reviews.helpfulCount });
  return row?.helpfulCount ?? 0;
}

export async function hasReported(db: DbOrTx, reviewId: string, reporterId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.reporterId, reporterId)))
    .limit(1);
  return row !== undefined;
}

/** Files a report and counts it as open on the review; the reported queue orders by the oldest open report. */
export async function insertReport(
  tx: DbOrTx,
  values: {
    reviewId: string;
    reporterId: string;
    reason: typeof reviewReports.$inferInsert.reason;
    details: string | null;
  },
) {
  const [row] = await tx.insert(reviewReports).values(values).returning({ id: reviewReports.id });
  await tx
    .update(reviews)
    .set({
      openReportCount: sql`${reviews.openReportCount} + 1`,
      firstOpenReportAt: sql`coalesce(${reviews.firstOpenReportAt}, now())`,
    })
    .where(eq(reviews.id, values.reviewId));
  return row!;
}

export async function productHasReviews(db: DbOrTx, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .limit(1);
  return row !== undefined;
}
