import {
  M, youtubeVideoId, youtubeWatchUrl,
  type ReviewBodyParsed, type ReviewCreated, type ReviewHelpful, type ReviewReportReason, type ReviewStatus,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { Db } from '../../db/client.js';
import type { DbOrTx } from '../../db/tx.js';
import { isUniqueViolation } from '../../db/query-error.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { assertCanPublish } from '../punishments/punishments.guard.js';
import { applyReviewChange, type CountedReview } from './reviews.aggregates.js';
import { queueNewReviewMail } from './reviews.notify-queue.js';
import { holdRulesFor } from './reviews.rules.js';
import * as q from './reviews.queries.js';

// Writing reviews (issue 17 §1–§2): create, edit, delete, the helpful vote and reports. Every change of a review's
// status or rating moves the product's and the team's scores in the same transaction (applyReviewChange), and a
// review published at once is queued for the team's new-review mails in that transaction too.

const reviewNotFound = () => new AppError('not_found', M.review.error.not_found);
const productNotFound = () => new AppError('not_found', M.review.error.product_not_found);
const alreadyReviewed = (reviewId: string) => new AppError('conflict', M.review.error.already_reviewed, 409, { reviewId });
const alreadyReported = () => new AppError('conflict', M.review.error.already_reported, 409);

const isForeignKeyViolation = (error: unknown) => ((error as { cause?: { code?: string } })?.cause ?? (error as { code?: string }))?.code === '23503';

const counted = (row: q.ReviewRow): CountedReview => ({ productId: row.productId, teamId: row.teamId, rating: row.rating, status: row.status });

/** The video's id and its watch address, from what the person typed (the schema has refused anything else). */
function videoOf(body: ReviewBodyParsed): { videoId: string | null; videoUrl: string | null } {
  if (body.type !== 'YOUTUBE') return { videoId: null, videoUrl: null };
  const videoId = youtubeVideoId(body.videoUrl ?? '');
  if (!videoId) throw new AppError('validation', M.review.validation.video_url_invalid, 400, { field: 'videoUrl' });
  return { videoId, videoUrl: youtubeWatchUrl(videoId) };
}

export class ReviewsService {
  constructor(private readonly deps: Pick<ServiceDeps, 'db' | 'limits'>) {}

  private get db(): Db {
    return this.deps.db;
  }

  async create(userId: string, productId: string, body: ReviewBodyParsed): Promise<ReviewCreated> {
    const product = isUuid(productId) ? await q.findProductForReview(this.db, productId) : null;
    if (!product?.isPublic) throw productNotFound();
    const author = await q.findAuthor(this.db, userId);
    if (author?.emailVerificationStatus !== 'VERIFIED') throw new AppError('forbidden', M.review.error.email_not_verified, 403);
    if (await q.isTeamMember(this.db, product.teamId, userId)) throw new AppError('forbidden', M.review.error.own_product, 403);
    await assertCanPublish(this.db, userId);
    await this.assertMayPostVideo(userId, body);
    const video = videoOf(body);
    const existing = await q.findReviewIdOf(this.db, productId, userId);
    if (existing) throw alreadyReviewed(existing);

    try {
      const row = await this.db.transaction(async (tx) => {
        const holdRules = await holdRulesFor(tx, { authorId: userId, type: body.type, title: body.title, comment: body.comment });
        const status: ReviewStatus = holdRules.length > 0 ? 'PENDING' : 'PUBLISHED';
        const created = await q.insertReview(tx, {
          productId, teamId: product.teamId, authorId: userId, type: body.type, rating: body.rating, title: body.title, comment: body.comment,
          ...video, status, holdRules, publishedAt: status === 'PUBLISHED' ? new Date() : null,
        });
        await applyReviewChange(tx, null, counted(created));
        if (status === 'PUBLISHED') await queueNewReviewMail(tx, { teamId: created.teamId, reviewId: created.id });
        return created;
      });
      return { id: row.id, status: row.status };
    } catch (error) {
      // The product was deleted while the review was being written.
      if (isForeignKeyViolation(error)) throw productNotFound();
      // Two requests of the same person raced past the check above: the unique index decides, the loser gets 409.
      if (!isUniqueViolation(error, 'reviews_product_author_idx')) throw error;
      const winner = await q.findReviewIdOf(this.db, productId, userId);
      throw winner ? alreadyReviewed(winner) : error;
    }
  }

  /**
   * The author edits: the earlier version goes to review_revisions, the rules run again (a published review may go
   * back to PENDING), and a REJECTED or REMOVED review returns to the moderators as PENDING.
   */
  async update(userId: string, id: string, body: ReviewBodyParsed): Promise<ReviewCreated> {
    if (!isUuid(id)) throw reviewNotFound();
    await assertCanPublish(this.db, userId);
    const video = videoOf(body);
    const row = await this.db.transaction(async (tx) => {
      const before = await q.lockOwnReview(tx, id, userId);
      if (!before) throw reviewNotFound();
      await this.assertMayPostVideo(userId, body, tx);
      const holdRules = await holdRulesFor(tx, { authorId: userId, type: body.type, title: body.title, comment: body.comment, reviewId: id });
      const status: ReviewStatus = holdRules.length > 0 || before.status !== 'PUBLISHED' ? 'PENDING' : 'PUBLISHED';
      await q.insertRevision(tx, before);
      const backToModerators = status === 'PENDING' && before.status !== 'PENDING';
      const after = await q.updateReview(tx, id, {
        type: body.type, rating: body.rating, title: body.title, comment: body.comment, ...video, status, holdRules, editedAt: new Date(),
        // A review sent back to the queue waits for a new decision: the old one no longer describes it.
        ...(backToModerators ? { decisionReason: null, decidedBy: null, decidedAt: null } : {}),
      });
      await applyReviewChange(tx, counted(before), counted(after));
      return after;
    });
    return { id: row.id, status: row.status };
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw reviewNotFound();
    await this.db.transaction(async (tx) => {
      const before = await q.lockOwnReview(tx, id, userId);
      if (!before) throw reviewNotFound();
      await q.deleteReview(tx, id);
      await applyReviewChange(tx, counted(before), null);
    });
  }

  /** Toggles the caller's one vote; the count moves in place in the same transaction. */
  async toggleHelpful(userId: string, id: string): Promise<ReviewHelpful> {
    const review = isUuid(id) ? await q.findPublicReview(this.db, id) : null;
    if (!review) throw reviewNotFound();
    if (review.authorId === userId) throw new AppError('forbidden', M.review.error.own_review_helpful, 403);
    return this.db.transaction(async (tx) => {
      if (await q.removeHelpfulVote(tx, id, userId)) return { helpful: false, helpfulCount: await q.bumpHelpfulCount(tx, id, -1) };
      const added = await q.addHelpfulVote(tx, id, userId);
      return { helpful: true, helpfulCount: await q.bumpHelpfulCount(tx, id, added ? 1 : 0) };
    });
  }

  /** One report per person and review; throttled per person (REVIEW_REPORTS_PER_HOUR). The review stays PUBLISHED. */
  async report(userId: string, id: string, body: { reason: ReviewReportReason; details?: string | null }): Promise<{ id: string }> {
    const review = isUuid(id) ? await q.findPublicReview(this.db, id) : null;
    if (!review) throw reviewNotFound();
    if (review.authorId === userId) throw new AppError('forbidden', M.review.error.own_review_report, 403);
    if (await q.hasReported(this.db, id, userId)) throw alreadyReported();
    // After the checks above: a refused report (404, 403, 409) costs nothing.
    await withReportsMessage(this.deps.limits.reviewReportsPerUser.consume(`user:${userId}`));
    try {
      return await this.db.transaction((tx) => q.insertReport(tx, { reviewId: id, reporterId: userId, reason: body.reason, details: body.details || null }));
    } catch (error) {
      if (isUniqueViolation(error, 'review_reports_review_reporter_idx')) throw alreadyReported();
      throw error;
    }
  }

  /**
   * For the products module's delete (issue 16's leftover): a product that has reviews is archived instead of
   * deleted, so reviews and their history stay. Read inside the caller's transaction.
   */
  productHasReviews(productId: string, tx?: DbOrTx): Promise<boolean> {
    return q.productHasReviews(tx ?? this.db, productId);
  }

  private async assertMayPostVideo(userId: string, body: ReviewBodyParsed, tx?: DbOrTx): Promise<void> {
    if (body.type === 'YOUTUBE' && !(await q.isApprovedYoutuber(tx ?? this.db, userId))) {
      throw new AppError('forbidden', M.review.error.youtuber_not_approved, 403);
    }
  }
}

/** The limiter's 429, with the reviews' own message ("You have reported many reviews …"). */
async function withReportsMessage(consume: Promise<void>): Promise<void> {
  try {
    await consume;
  } catch (error) {
    if (error instanceof AppError && error.type === 'throttle') throw new AppError('throttle', M.review.error.reports_throttled, 429, error.meta);
    throw error;
  }
}
