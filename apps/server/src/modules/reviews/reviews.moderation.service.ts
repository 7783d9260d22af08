import {
  M,
  type ModerationDecisionBody,
  type ModerationDecisionResult,
  type ModerationQueue,
  type ModerationReport,
  type PunishmentType,
  type ReviewDecision,
  type ReviewStatus,
  type StaffDecisionGround,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { Tx } from '../../db/tx.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { reviewDecisionMail } from '../../mail/templates.js';
import { assertMay, type Actor } from '../admin/admin.policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { announceDecision, chosenGround, recordDecision, type DecisionRecord } from '../decisions/decisions.service.js';
import { isMember, teamsOf } from '../teams/teams.access.js';
import { applyReviewChange } from './reviews.aggregates.js';
import { authorMailFacts } from './reviews.mail.queries.js';
import { toModerationItem } from './reviews.moderation.mapper.js';
import * as q from './reviews.moderation.queries.js';
import { restoreWithdrawal } from './reviews.queries.js';
import { queueNewReviewMail } from './reviews.notifications.queries.js';
import { webhooks } from '../webhooks/webhooks.outbox.js';
import { reviewEventOf } from './reviews.creator.service.js';

// The moderators' side: the pending and reported queues with each review in context, and the four
// decisions. A decision is one transaction (the review, its reports, the scores, the team's mail queue, the audit
// entry), applied only while the review is still in the state the decision expects: the second of two moderators
// deciding at once gets 409 and nothing is decided twice. The author hears of a rejection or removal by mail, in
// their language. No HTTP here.

type Query = Parameters<typeof q.listQueue>[1];

const notFound = () => new AppError('not_found', M.review.error.not_found);
const HISTORY_DAYS = 365;

/** The state each decision starts from: a PENDING review, or a PUBLISHED one with open reports. */
const FROM: Record<ReviewDecision, { status: ReviewStatus; withOpenReports: boolean }> = {
  APPROVE: { status: 'PENDING', withOpenReports: false },
  REJECT: { status: 'PENDING', withOpenReports: false },
  REMOVE: { status: 'PUBLISHED', withOpenReports: true },
  DISMISS_REPORTS: { status: 'PUBLISHED', withOpenReports: true },
};
const TO: Record<ReviewDecision, ReviewStatus> = {
  APPROVE: 'PUBLISHED',
  REJECT: 'REJECTED',
  REMOVE: 'REMOVED',
  DISMISS_REPORTS: 'PUBLISHED',
};

const inAQueue = (review: q.ReviewRow) =>
  review.status === 'PENDING' || (review.status === 'PUBLISHED' && review.openReportCount > 0);

export class ReviewModerationService {
  constructor(private readonly deps: ServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  async queue(actor: Actor, query: Query): Promise<ModerationQueue> {
    assertMay(actor, 'reviews.moderate');
    const [rows, counts] = await Promise.all([q.listQueue(this.db, query), q.queueCounts(this.db)]);
    const authorIds = [...new Set(rows.map((r) => r.author.id))];
    const reviewIds = rows.map((r) => r.review.id);
    const since = new Date(Date.now() - HISTORY_DAYS * 24 * 3600 * 1000);
    const burstIds = [...new Set(rows.flatMap((r) => (r.review.burstId ? [r.review.burstId] : [])))];
    const [countRows, punishmentRows, reportRows, conflictTeams, burstRows] = await Promise.all([
      q.reviewCountsByAuthor(this.db, authorIds),
      q.punishmentsSince(this.db, authorIds, since),
      q.reportsOf(this.db, reviewIds),
      teamsOf(this.db, actor.id, [...new Set(rows.map((r) => r.team.id))]).then(
        (teams) => new Set(teams.map((t) => t.teamId)),
      ),
      q.burstSizes(this.db, burstIds),
    ]);
    const bursts = new Map(
      burstRows.map((b) => [
        b.burstId,
        {
          id: b.burstId,
          count: b.count,
          minutes: Math.max(1, Math.ceil((b.last.getTime() - b.first.getTime()) / 60_000)),
        },
      ]),
    );

    const reviewCounts = new Map<string, Partial<Record<ReviewStatus, number>>>();
    for (const c of countRows) reviewCounts.set(c.authorId, { ...reviewCounts.get(c.authorId), [c.status]: c.n });
    const punishments = new Map<string, { type: PunishmentType; reason: string; createdAt: Date }[]>();
    for (const p of punishmentRows) punishments.set(p.userId, [...(punishments.get(p.userId) ?? []), p]);
    const reports = new Map<string, ModerationReport[]>();
    for (const r of reportRows) {
      const report: ModerationReport = {
        id: r.id,
        reason: r.reason,
        details: r.details,
        status: r.status,
        reporter: { id: r.reporterId, username: r.reporterUsername },
        createdAt: r.createdAt.toISOString(),
      };
      reports.set(r.reviewId, [...(reports.get(r.reviewId) ?? []), report]);
    }

    const total = counts[query.queue];
    return {
      data: rows.map((row) =>
        toModerationItem(row, { reviewCounts, punishments, reports, conflictTeams, bursts, callerId: actor.id }),
      ),
      meta: { page: query.page, take: query.take, total, pageCount: Math.max(1, Math.ceil(total / query.take)) },
      counts,
    };
  }

  async decide(actor: Actor, id: string, body: ModerationDecisionBody): Promise<ModerationDecisionResult> {
    assertMay(actor, 'reviews.moderate');
    if (!isUuid(id)) throw notFound();
    const decision = body.decision;
    const reason = decision === 'REJECT' || decision === 'REMOVE' ? (body.reason ?? '').trim() : null;
    const now = new Date();

    const decided = await this.db.transaction(async (tx) => {
      const before = await q.lockReview(tx, id);
      if (!before) throw notFound();
      // Their own team's product, or their own review: someone else decides.
      if ((await isMember(tx, before.teamId, actor.id)) || before.authorId === actor.id)
        throw new AppError('forbidden', M.review.error.conflict_of_interest);

      const from = FROM[decision];
      const fits = before.status === from.status && (!from.withOpenReports || before.openReportCount > 0);
      // Out of every queue: another moderator decided it meanwhile. Still in the other queue: this decision is not one
      // of its own.
      if (!fits)
        throw new AppError(
          'conflict',
          inAQueue(before) ? M.review.error.decision_not_allowed : M.review.error.already_decided,
        );

      const after = await q.transition(tx, id, from, {
        status: TO[decision],
        decidedBy: actor.id,
        decidedAt: now,
        ...(reason !== null ? { decisionReason: reason } : {}),
        ...(decision === 'APPROVE' ? { decisionReason: null, publish: true } : {}),
        clearReports: decision === 'REMOVE' || decision === 'DISMISS_REPORTS',
      });
      if (!after) throw new AppError('conflict', M.review.error.already_decided);

      let reportsResolved = 0;
      // The reporters whose reports are dismissed get a statement too (and may appeal it).
      const dismissed = decision === 'DISMISS_REPORTS' ? await q.openReportsOf(tx, id) : [];
      if (decision === 'REMOVE') reportsResolved = await q.resolveOpenReports(tx, id, 'UPHELD', actor.id, now);
      if (decision === 'DISMISS_REPORTS')
        reportsResolved = await q.resolveOpenReports(tx, id, 'DISMISSED', actor.id, now);
      await applyReviewChange(tx, before, after);
      if (decision === 'APPROVE') await queueNewReviewMail(tx, { teamId: after.teamId, reviewId: after.id });
      const statement = await this.recordStatements(
        tx,
        actor.id,
        before,
        decision,
        reason,
        body.ground,
        now,
        dismissed,
      );
      if (decision === 'APPROVE' || decision === 'REMOVE')
        await webhooks.emit(tx, after.teamId, decision === 'APPROVE' ? 'review.published' : 'review.removed', () =>
          reviewEventOf(tx, after.id),
        );

      await recordAudit(tx, {
        actorId: actor.id,
        action: 'review.decide',
        targetType: 'review',
        targetId: id,
        before: { status: before.status, openReportCount: before.openReportCount },
        after: { decision, status: after.status, reason, openReportCount: after.openReportCount, reportsResolved },
      });
      return { ...after, statement };
    });

    if ((decision === 'REJECT' || decision === 'REMOVE') && decided.statement)
      await this.mailAuthor(id, decision, reason ?? '', decided.statement);
    return { id: decided.id, status: decided.status };
  }

  /**
   * The statements of reasons of a decision, in its transaction: the author's for a rejection or removal (which the
   * mail carries), each reporter's when their reports are dismissed.
   */
  private async recordStatements(
    tx: Tx,
    actorId: string,
    review: q.ReviewRow,
    decision: ReviewDecision,
    reason: string | null,
    ground: StaffDecisionGround | undefined,
    now: Date,
    dismissed: Awaited<ReturnType<typeof q.openReportsOf>>,
  ): Promise<DecisionRecord | undefined> {
    if (decision === 'REJECT' || decision === 'REMOVE') {
      return recordDecision(tx, {
        kind: decision === 'REJECT' ? 'REVIEW_REJECTED' : 'REVIEW_REMOVED',
        ground: chosenGround(ground),
        facts: reason ?? '',
        subjectUserId: review.authorId,
        target: { type: 'review', id: review.id },
        content: await this.contentOf(tx, review),
        decidedBy: actorId,
        decidedAt: now,
      });
    }
    if (decision === 'DISMISS_REPORTS' && dismissed.length > 0) {
      const content = await this.contentOf(tx, review);
      for (const report of dismissed)
        await recordDecision(tx, {
          kind: 'REPORT_DISMISSED',
          ground: ground ?? 'NO_VIOLATION',
          facts: reason ?? '',
          subjectUserId: report.reporterId,
          target: { type: 'review_report', id: report.id },
          content,
          decidedBy: actorId,
          decidedAt: now,
        });
    }
    return undefined;
  }

  /** The review as it reads now, for the statement: its product, its text, where it is shown. */
  private async contentOf(tx: Tx, review: q.ReviewRow) {
    const facts = await authorMailFacts(tx, review.id);
    const text = [review.title, review.comment, review.videoUrl].filter(Boolean).join('\n\n');
    return {
      type: 'review',
      id: review.id,
      title: facts ? `${facts.productName} · ${facts.brandName}` : null,
      body: text || null,
      link: facts
        ? `/brands/${encodeURIComponent(facts.profileHandle)}/${encodeURIComponent(facts.productSlug)}`
        : null,
    };
  }

  /**
   * An appeal reversed a rejection, a removal or a hold, in the appeal's transaction: the review is published again
   * and the product's and team's figures move with it. A REJECTED or REMOVED review its author deleted since comes
   * back from its withdrawal first (unless the author has written another review of the product meanwhile).
   */
  async reinstate(tx: Tx, reviewId: string, actorId: string): Promise<boolean> {
    const before = (await q.lockReview(tx, reviewId)) ?? (await restoreWithdrawal(tx, reviewId));
    if (!before || before.status === 'PUBLISHED') return false;
    const after = await q.transition(
      tx,
      reviewId,
      { status: before.status },
      { status: 'PUBLISHED', decidedBy: actorId, decidedAt: new Date(), decisionReason: null, publish: true },
    );
    if (!after) return false;
    await applyReviewChange(tx, before, after);
    await queueNewReviewMail(tx, { teamId: after.teamId, reviewId: after.id });
    await webhooks.emit(tx, after.teamId, 'review.published', () => reviewEventOf(tx, after.id));
    return true;
  }

  /** An appeal reversed a dismissed report: it is open again and the review is back in the reported queue. */
  async reopenReport(tx: Tx, reportId: string): Promise<void> {
    await q.reopenReport(tx, reportId);
  }

  private async mailAuthor(
    reviewId: string,
    decision: 'REJECT' | 'REMOVE',
    reason: string,
    statement: DecisionRecord,
  ): Promise<void> {
    const facts = await authorMailFacts(this.db, reviewId);
    if (!facts) return;
    const mail = reviewDecisionMail(facts.language, facts.firstName, {
      decision,
      reason,
      productName: facts.productName,
      brandName: facts.brandName,
      link: `${this.deps.config.publicUrl}/settings/reviews`,
    });
    await this.deps.mail.send(
      facts.email,
      announceDecision(mail, facts.language, statement, this.deps.config.publicUrl),
    );
  }
}
