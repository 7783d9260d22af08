import { M, mayDoInTeam, type ReviewReply, type ReviewReplyBody } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { reviewReplyMail } from '../../mail/templates.js';
import { recordAudit } from '../audit/audit.service.js';
import { webhooks } from '../webhooks/webhooks.outbox.js';
import { reviewEventOf } from './reviews.creator.service.js';
import { assertCanPublish } from '../punishments/punishments.policy.js';
import { isTeamLocked } from '../teams/teams.policy.js';
import { authorMailFacts } from './reviews.mail.queries.js';
import * as q from './reviews.replies.queries.js';

// The brand's one public reply per review, by an OWNER, ADMIN or EDITOR of the product's team.
// Anyone else gets 404 (the review's team is none of their business); a locked team and a muted person get 403;
// only a PUBLISHED review takes a new reply (403 reply_not_published: the route's errors have no 409). The reviewer
// is mailed once, for the first reply, not for every edit. Each change is audited as a team action. No HTTP here.

const notFound = () => new AppError('not_found', M.review.error.not_found);

export class ReviewRepliesService {
  constructor(private readonly deps: ServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** The review, once the caller has shown they may touch its reply. */
  private async access(actorId: string, reviewId: string) {
    if (!isUuid(reviewId)) throw notFound();
    const review = await q.findReviewForReply(this.db, reviewId, actorId);
    // A REJECTED review is not even in the brand's list: it is as unknown to the team as to outsiders.
    if (!review || !review.role || review.status === 'REJECTED') throw notFound();
    if (!mayDoInTeam(review.role, 'replyToReviews')) throw new AppError('forbidden', M.review.error.reply_forbidden);
    if (isTeamLocked(review)) throw new AppError('forbidden', M.team.error.blocked);
    return review;
  }

  async put(actor: { id: string }, reviewId: string, body: ReviewReplyBody): Promise<ReviewReply> {
    const review = await this.access(actor.id, reviewId);
    await assertCanPublish(this.db, actor.id);
    if (review.status !== 'PUBLISHED') throw new AppError('forbidden', M.review.error.reply_not_published);
    const text = body.text.trim();

    const reply = await this.db.transaction(async (tx) => {
      const before = await q.findReply(tx, reviewId);
      const row = await q.upsertReply(tx, { reviewId, authorId: actor.id, text });
      await webhooks.emit(tx, review.teamId, 'review.replied', () => reviewEventOf(tx, reviewId));
      await recordAudit(tx, {
        actorId: actor.id,
        action: row.created ? 'team.review.reply.create' : 'team.review.reply.update',
        targetType: 'review',
        targetId: reviewId,
        before: before ? { teamId: review.teamId, text: before.text } : null,
        after: { teamId: review.teamId, text },
      });
      return row;
    });

    if (reply.created) await this.mailReviewer(reviewId, review.brandName, text);
    return {
      text: reply.text,
      brandName: review.brandName,
      createdAt: reply.createdAt.toISOString(),
      updatedAt: reply.updatedAt.toISOString(),
    };
  }

  async remove(actor: { id: string }, reviewId: string): Promise<{ success: true }> {
    const review = await this.access(actor.id, reviewId);
    await this.db.transaction(async (tx) => {
      const removed = await q.deleteReply(tx, reviewId);
      if (!removed) throw new AppError('not_found', M.review.error.reply_not_found);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'team.review.reply.delete',
        targetType: 'review',
        targetId: reviewId,
        before: { teamId: review.teamId, text: removed.text },
        after: null,
      });
    });
    return { success: true };
  }

  private async mailReviewer(reviewId: string, brandName: string, replyText: string): Promise<void> {
    const facts = await authorMailFacts(this.db, reviewId);
    if (!facts) return;
    const link = `${this.deps.config.publicUrl}/brands/${encodeURIComponent(facts.profileHandle)}/${encodeURIComponent(facts.productSlug)}`;
    await this.deps.mail.send(
      facts.email,
      reviewReplyMail(facts.language, facts.firstName, { brandName, productName: facts.productName, replyText, link }),
    );
  }
}
