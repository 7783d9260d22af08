import {
  M,
  REVIEW_FORMER_MEMBER_DAYS,
  REVIEW_NEW_ACCOUNT_HOURS,
  isStaff,
  youtubeVideoId,
  youtubeWatchUrl,
  type ReviewBodyParsed,
  type ReviewCreated,
  type ReviewHelpful,
  type ReviewHoldRule,
  type ReviewReportReason,
  type ReviewStatus,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { Db } from '../../db/client.js';
import type { DbOrTx, Tx } from '../../db/tx.js';
import { isUniqueViolation } from '../../db/query-error.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { assertCanPublish } from '../punishments/punishments.policy.js';
import { applyReviewChange, type CountedReview } from './reviews.aggregates.js';
import { queueNewReviewMail } from './reviews.notifications.queries.js';
import { recordDecision } from '../decisions/decisions.service.js';
import { webhooks } from '../webhooks/webhooks.outbox.js';
import { reviewEventOf } from './reviews.creator.service.js';
import { burstWindowStart, holdRulesFor } from './reviews.rules.js';
import * as q from './reviews.queries.js';
import type { TeamsService } from '../teams/teams.service.js';

// Writing reviews: create, edit, delete, the helpful vote and reports. Every change of a review's
// status or rating moves the product's and the team's scores in the same transaction (applyReviewChange), and a
// review published at once is queued for the team's new-review mails in that transaction too.

const reviewNotFound = () => new AppError('not_found', M.review.error.not_found);
const productNotFound = () => new AppError('not_found', M.review.error.product_not_found);
const alreadyReviewed = (reviewId: string) =>
  new AppError('conflict', M.review.error.already_reviewed, 409, { reviewId });
const alreadyReported = () => new AppError('conflict', M.review.error.already_reported, 409);

const isForeignKeyViolation = (error: unknown) =>
  ((error as { cause?: { code?: string } })?.cause ?? (error as { code?: string }))?.code === '23503';

const counted = (row: q.ReviewRow): CountedReview => ({
  productId: row.productId,
  teamId: row.teamId,
  rating: row.rating,
  status: row.status,
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rules about how a review arrived or who wrote it: an edit of a review they hold keeps them for the moderators. */
const STICKY_RULES: readonly ReviewHoldRule[] = ['PRODUCT_BURST', 'EARLIER_REMOVED', 'AUTHOR_JOINED_TEAM'];

/** What the arrival rules read the time from; tests move it. */
export interface Clock {
  now(): number;
}
const systemClock: Clock = { now: () => Date.now() };

/** The video's id and its watch address, from what the person typed (the schema has refused anything else). */
function videoOf(body: ReviewBodyParsed): { videoId: string | null; videoUrl: string | null } {
  if (body.type !== 'YOUTUBE') return { videoId: null, videoUrl: null };
  const videoId = youtubeVideoId(body.videoUrl ?? '');
  if (!videoId) throw new AppError('validation', M.review.validation.video_url_invalid, 400, { field: 'videoUrl' });
  return { videoId, videoUrl: youtubeWatchUrl(videoId) };
}

export class ReviewsService {
  constructor(
    private readonly deps: Pick<ServiceDeps, 'db' | 'limits'>,
    private readonly teams: Pick<TeamsService, 'memberSince'>,
    private readonly clock: Clock = systemClock,
  ) {}

  private get db(): Db {
    return this.deps.db;
  }

  async create(userId: string, productId: string, body: ReviewBodyParsed): Promise<ReviewCreated> {
    const product = isUuid(productId) ? await q.findProductForReview(this.db, productId) : null;
    if (!product?.isPublic) throw productNotFound();
    const author = await q.findAuthor(this.db, userId);
    if (author?.emailVerificationStatus !== 'VERIFIED')
      throw new AppError('forbidden', M.review.error.email_not_verified, 403);
    const membership = await this.teams.memberSince(product.teamId, userId, this.formerMemberSince());
    if (membership.current) throw new AppError('forbidden', M.review.error.own_product, 403);
    // Leaving the team to write a review and joining again must not work.
    if (membership.former) throw new AppError('forbidden', M.review.error.former_member, 403);
    await assertCanPublish(this.db, userId);
    await this.assertMayPostVideo(userId, body);
    const video = videoOf(body);
    const existing = await q.findReviewIdOf(this.db, productId, userId);
    if (existing) throw alreadyReviewed(existing);

    try {
      const row = await this.db.transaction(async (tx) => {
        const arrivedAt = new Date(this.clock.now());
        const holdRules = await holdRulesFor(tx, {
          authorId: userId,
          productId,
          teamId: product.teamId,
          type: body.type,
          title: body.title,
          comment: body.comment,
          arrivedAt,
        });
        const status: ReviewStatus = holdRules.length > 0 ? 'PENDING' : 'PUBLISHED';
        const created = await q.insertReview(tx, {
          productId,
          teamId: product.teamId,
          authorId: userId,
          type: body.type,
          rating: body.rating,
          title: body.title,
          comment: body.comment,
          ...video,
          status,
          holdRules,
          createdAt: arrivedAt,
          updatedAt: arrivedAt,
          publishedAt: status === 'PUBLISHED' ? arrivedAt : null,
        });
        // Before the team's figures below: their rows are every review's of the team, locked until the commit, and
        // the event's reads and its row need not wait in that line.
        if (status === 'PUBLISHED')
          await webhooks.emit(tx, created.teamId, 'review.published', () => reviewEventOf(tx, created.id));
        await applyReviewChange(tx, null, counted(created));
        // Held by the published rules: an automated decision, with its statement (the author may appeal it).
        if (status === 'PENDING')
          await recordDecision(tx, {
            kind: 'REVIEW_HELD',
            ground: 'HOLD_RULE',
            facts: holdRules.join(', '),
            automated: true,
            subjectUserId: userId,
            target: { type: 'review', id: created.id },
            content: {
              type: 'review',
              id: created.id,
              title: null,
              body: [body.title, body.comment, created.videoUrl].filter(Boolean).join('\n\n') || null,
              link: null,
            },
            decidedBy: null,
            decidedAt: arrivedAt,
          });
        if (status === 'PUBLISHED') await queueNewReviewMail(tx, { teamId: created.teamId, reviewId: created.id });
        if (holdRules.includes('PRODUCT_BURST')) await this.joinBurst(tx, created, arrivedAt);
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
    // Every edit runs the rules again (a database read per edit): edits are counted per person.
    await withMessage(this.deps.limits.reviewEditsPerUser.consume(`user:${userId}`), M.review.error.edits_throttled);
    const row = await this.db.transaction(async (tx) => {
      const before = await q.lockOwnReview(tx, id, userId);
      if (!before) throw reviewNotFound();
      await this.assertMayPostVideo(userId, body, tx);
      const rules = await holdRulesFor(tx, {
        authorId: userId,
        productId: before.productId,
        teamId: before.teamId,
        type: body.type,
        title: body.title,
        comment: body.comment,
        reviewId: id,
      });
      const sticky =
        before.status === 'PENDING'
          ? before.holdRules.filter((rule) => STICKY_RULES.includes(rule) && !rules.includes(rule))
          : [];
      const holdRules = [...rules, ...sticky];
      const status: ReviewStatus = holdRules.length > 0 || before.status !== 'PUBLISHED' ? 'PENDING' : 'PUBLISHED';
      await q.insertRevision(tx, before);
      const backToModerators = status === 'PENDING' && before.status !== 'PENDING';
      const after = await q.updateReview(tx, id, {
        type: body.type,
        rating: body.rating,
        title: body.title,
        comment: body.comment,
        ...video,
        status,
        holdRules,
        editedAt: new Date(),
        // A review sent back to the queue waits for a new decision: the old one no longer describes it.
        ...(backToModerators ? { decisionReason: null, decidedBy: null, decidedAt: null } : {}),
      });
      await applyReviewChange(tx, counted(before), counted(after));
      // The team's systems hear of an edit they can see, and of a review that left the public pages by it.
      if (before.status === 'PUBLISHED')
        await webhooks.emit(tx, after.teamId, after.status === 'PUBLISHED' ? 'review.updated' : 'review.removed', () =>
          reviewEventOf(tx, after.id),
        );
      return after;
    });
    return { id: row.id, status: row.status };
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw reviewNotFound();
    await this.db.transaction(async (tx) => {
      const before = await q.lockOwnReview(tx, id, userId);
      if (!before) throw reviewNotFound();
      // A moderator's decision outlives the author's delete, and marks the author's next review of the product.
      if (before.status === 'REJECTED' || before.status === 'REMOVED') await q.insertWithdrawal(tx, before);
      // Read before it goes: the event tells what left the public pages.
      if (before.status === 'PUBLISHED')
        await webhooks.emit(tx, before.teamId, 'review.removed', async () => {
          const data = await reviewEventOf(tx, id);
          return data && { ...data, status: 'REMOVED' as const };
        });
      await q.deleteReview(tx, id);
      await applyReviewChange(tx, counted(before), null);
    });
  }

  /** Toggles the caller's one vote; the count moves in place in the same transaction. */
  async toggleHelpful(userId: string, id: string): Promise<ReviewHelpful> {
    const review = isUuid(id) ? await q.findPublicReview(this.db, id) : null;
    if (!review) throw reviewNotFound();
    if (review.authorId === userId) throw new AppError('forbidden', M.review.error.own_review_helpful, 403);
    await this.assertMayJudge(userId, review.teamId);
    // After the checks above: a refused vote costs nothing.
    await withMessage(
      this.deps.limits.reviewHelpfulPerUser.consume(`user:${userId}`),
      M.review.error.helpful_throttled,
    );
    return this.db.transaction(async (tx) => {
      if (await q.removeHelpfulVote(tx, id, userId))
        return { helpful: false, helpfulCount: await q.bumpHelpfulCount(tx, id, -1) };
      const added = await q.addHelpfulVote(tx, id, userId);
      return { helpful: true, helpfulCount: await q.bumpHelpfulCount(tx, id, added ? 1 : 0) };
    });
  }

  /** One report per person and review; throttled per person (REVIEW_REPORTS_PER_HOUR). The review stays PUBLISHED. */
  async report(
    userId: string,
    id: string,
    body: { reason: ReviewReportReason; details?: string | null },
  ): Promise<{ id: string }> {
    const review = isUuid(id) ? await q.findPublicReview(this.db, id) : null;
    if (!review) throw reviewNotFound();
    if (review.authorId === userId) throw new AppError('forbidden', M.review.error.own_review_report, 403);
    await this.assertMayJudge(userId, review.teamId);
    if (await q.hasReported(this.db, id, userId)) throw alreadyReported();
    // After the checks above: a refused report (404, 403, 409) costs nothing.
    await withMessage(
      this.deps.limits.reviewReportsPerUser.consume(`user:${userId}`),
      M.review.error.reports_throttled,
    );
    try {
      return await this.db.transaction((tx) =>
        q.insertReport(tx, { reviewId: id, reporterId: userId, reason: body.reason, details: body.details || null }),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'review_reports_review_reporter_idx')) throw alreadyReported();
      throw error;
    }
  }

  /**
   * For the products module's delete: a product that has reviews is archived instead of
   * deleted, so reviews and their history stay. Read inside the caller's transaction.
   */
  productHasReviews(productId: string, tx?: DbOrTx): Promise<boolean> {
    return q.productHasReviews(tx ?? this.db, productId);
  }

  /**
   * The teams service calls this when someone joins a team: their reviews of its products leave the public list and
   * go back to the moderators, noted AUTHOR_JOINED_TEAM.
   */
  async holdReviewsOfNewMember(joined: { teamId: string; userId: string }, tx: Tx): Promise<void> {
    for (const before of await q.lockReviewsOfTeamBy(tx, joined.teamId, joined.userId)) {
      if (before.status === 'PENDING' && before.holdRules.includes('AUTHOR_JOINED_TEAM')) continue;
      const holdRules: ReviewHoldRule[] = before.holdRules.includes('AUTHOR_JOINED_TEAM')
        ? before.holdRules
        : [...before.holdRules, 'AUTHOR_JOINED_TEAM'];
      const after = await q.updateReview(tx, before.id, { status: 'PENDING', holdRules });
      await applyReviewChange(tx, counted(before), counted(after));
      if (before.status === 'PUBLISHED')
        await webhooks.emit(tx, after.teamId, 'review.removed', () => reviewEventOf(tx, after.id));
    }
  }

  /**
   * The review that tripped the velocity rule joins the product's open burst (or starts one), and so do the reviews
   * of the window that came before it: a burst is held as a whole, not only from its tenth review on.
   */
  private async joinBurst(tx: Tx, created: q.ReviewRow, at: Date): Promise<void> {
    const product = { productId: created.productId, teamId: created.teamId };
    const windowStart = burstWindowStart(at);
    const window = await q.lockWindowReviews(tx, product, windowStart, at);
    const startedAt = new Date(Math.min(...window.map((r) => r.createdAt.getTime()), at.getTime()));
    const burstId =
      (await q.findOpenBurst(tx, product, windowStart)) ?? (await q.insertBurst(tx, created.productId, startedAt));
    for (const before of window) {
      const holdRules: ReviewHoldRule[] = before.holdRules.includes('PRODUCT_BURST')
        ? before.holdRules
        : [...before.holdRules, 'PRODUCT_BURST'];
      const after = await q.holdInBurst(tx, before.id, burstId, holdRules);
      await applyReviewChange(tx, counted(before), counted(after));
      // A published review of the window leaves the public pages until a moderator decides the burst.
      if (before.status === 'PUBLISHED')
        await webhooks.emit(tx, after.teamId, 'review.removed', () => reviewEventOf(tx, after.id));
    }
  }

  private formerMemberSince(): Date {
    return new Date(this.clock.now() - REVIEW_FORMER_MEMBER_DAYS * DAY_MS);
  }

  /**
   * Helpful votes and reports: never from the product's team (or who left it lately), and only from an account as old
   * as the one a review is published at once from. Staff accounts are made by an admin, not signed up in bulk: the
   * age rule is not theirs.
   */
  private async assertMayJudge(userId: string, teamId: string): Promise<void> {
    const membership = await this.teams.memberSince(teamId, userId, this.formerMemberSince());
    if (membership.current || membership.former) throw new AppError('forbidden', M.review.error.team_member_vote, 403);
    const author = await q.findAuthor(this.db, userId);
    if (author && isStaff(author.role)) return;
    const until = (author?.createdAt.getTime() ?? 0) + REVIEW_NEW_ACCOUNT_HOURS * 60 * 60 * 1000;
    if (until > this.clock.now())
      throw new AppError('forbidden', M.review.error.account_too_new, 403, { until: new Date(until).toISOString() });
  }

  private async assertMayPostVideo(userId: string, body: ReviewBodyParsed, tx?: DbOrTx): Promise<void> {
    if (body.type === 'YOUTUBE' && !(await q.isApprovedYoutuber(tx ?? this.db, userId))) {
      throw new AppError('forbidden', M.review.error.youtuber_not_approved, 403);
    }
  }
}

/** The limiter's 429, with the reviews' own message ("You have reported many reviews …"). */
async function withMessage(consume: Promise<void>, message: string): Promise<void> {
  try {
    await consume;
  } catch (error) {
    if (error instanceof AppError && error.type === 'throttle')
      throw new AppError('throttle', message, 429, error.meta);
    throw error;
  }
}
