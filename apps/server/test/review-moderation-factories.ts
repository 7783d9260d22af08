import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReviewReportReason } from '@plaudit/contract';
import { mailOutbox, productReviewStats, reviewReports, reviews, teamReviewStats } from '../src/db/schema/index.js';
import { applyReviewChange, recountReviewStats } from '../src/modules/reviews/reviews.aggregates.js';
import { createCategory, createProduct } from './catalogue-factories.js';
import { approveTeam } from './team-factories.js';

// Factories for the moderation, brand-list, reply and new-review-mail tests: reviews and reports straight on the
// tables (the scores kept right with applyReviewChange, as the writing service would), so these tests do not
// depend on the review-writing routes.

type NewReview = Partial<typeof reviews.$inferInsert> & { productId: string; teamId: string; authorId: string };

export async function insertReview(app: FastifyInstance, values: NewReview) {
  const status = values.status ?? 'PUBLISHED';
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        type: 'USER',
        rating: 4,
        title: `Review ${randomBytes(3).toString('hex')}`,
        status,
        publishedAt: status === 'PUBLISHED' ? new Date() : null,
        ...values,
      })
      .returning();
    await applyReviewChange(tx, null, row!);
    return row!;
  });
}

/**
 * An OPEN report, counted on the review as the reporting service would. `at`: when it was made, for a test that
 * orders reports: two made one after the other can fall in the same millisecond (PGlite's clock ticks in whole
 * milliseconds, and a JavaScript Date keeps no finer), and the order of a tie is the random ids'.
 */
export async function insertReport(
  app: FastifyInstance,
  reviewId: string,
  reporterId: string,
  reason: ReviewReportReason = 'SPAM',
  details: string | null = null,
  at?: Date,
) {
  return app.db.transaction(async (tx) => {
    const [report] = await tx
      .insert(reviewReports)
      .values({ reviewId, reporterId, reason, details, ...(at ? { createdAt: at } : {}) })
      .returning();
    await tx
      .update(reviews)
      .set({
        openReportCount: sql`${reviews.openReportCount} + 1`,
        firstOpenReportAt: sql`coalesce(${reviews.firstOpenReportAt}, ${report!.createdAt.toISOString()}::timestamptz)`,
      })
      .where(eq(reviews.id, reviewId));
    return report!;
  });
}

/** A PUBLISHED product of the team (approved first), in a category of its own. */
export async function publishedProduct(app: FastifyInstance, teamId: string, overrides: { name?: string } = {}) {
  await approveTeam(app, teamId);
  const category = await createCategory(app);
  return createProduct(app, teamId, { categoryId: category.id, status: 'PUBLISHED', ...overrides });
}

/** Both stats tables as they are, then as a full recount makes them: equal when every change kept them right. */
export async function statsAndRecount(app: FastifyInstance) {
  // A row the deltas brought back to all zeros is what a recount leaves out.
  const counted = (row: Record<string, unknown>) => Object.values(row).some((v) => typeof v === 'number' && v !== 0);
  const read = async () => ({
    products: (await app.db.select().from(productReviewStats))
      .map(({ updatedAt: _u, ...rest }) => rest)
      .filter(counted)
      .sort((a, b) => a.productId.localeCompare(b.productId)),
    teams: (await app.db.select().from(teamReviewStats))
      .map(({ updatedAt: _u, ...rest }) => rest)
      .filter(counted)
      .sort((a, b) => a.teamId.localeCompare(b.teamId)),
  });
  const kept = await read();
  await recountReviewStats(app.db);
  const recounted = await read();
  return { kept, recounted };
}

/** Every mail sent to `to`, oldest first. */
export async function mailsTo(app: FastifyInstance, to: string) {
  await app.mail.settled();
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);
}
