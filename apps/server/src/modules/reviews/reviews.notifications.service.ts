import type { FastifyInstance } from 'fastify';
import { JOB_NAMES, REVIEW_NOTIFY_BATCH_MINUTES, type Notifications } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { newReviewsMail, type NewReviewMailItem } from '../../mail/templates.js';
import * as q from './reviews.notifications.queries.js';

// The team's new-review mails. Publishing a review queues it (reviews.notifications.queries.ts, in the
// publishing transaction); this notifier sends each team member whose newReview (written reviews) or
// newVideoReview (video reviews) flag is on ONE mail listing every review queued for their teams since their last
// mail, and at most one such mail per REVIEW_NOTIFY_BATCH_MINUTES. A review that is no longer PUBLISHED by then is
// left out. The queue keeps a row until every member of its team has been covered for it (or for a day at most).
// The app runs it every minute (startReviewNotifier); tests call runOnce with the time they want.

const MINUTE = 60_000;
const QUEUE_KEEP_MS = 24 * 60 * MINUTE;
const TICK_MS = MINUTE;
/** A mark for someone who has never been mailed (their flags were off): covered, but never "sent". */
const NEVER = new Date(0);

export interface NotifierRun {
  mailed: number;
  pruned: number;
}

const wants = (notifications: Notifications, type: NewReviewMailItem['type']) =>
  notifications.emailNotifications !== false &&
  (type === 'YOUTUBE' ? notifications.newVideoReview : notifications.newReview) === true;

export class ReviewNotifier {
  constructor(private readonly deps: ServiceDeps) {}

  async runOnce(now: Date = new Date()): Promise<NotifierRun> {
    const { db } = this.deps;
    const due = await q.dueNotifications(db, now, new Date(now.getTime() - REVIEW_NOTIFY_BATCH_MINUTES * MINUTE));
    const byPerson = new Map<string, q.DueNotification[]>();
    for (const row of due) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);

    let mailed = 0;
    for (const [userId, rows] of byPerson) {
      const first = rows[0]!;
      const seen = new Set<string>();
      const items: NewReviewMailItem[] = [];
      for (const row of rows) {
        if (seen.has(row.reviewId) || row.status !== 'PUBLISHED' || !wants(row.notifications, row.type)) continue;
        seen.add(row.reviewId);
        items.push({
          productName: row.productName,
          brandName: row.brandName,
          rating: row.rating,
          title: row.title,
          type: row.type,
        });
      }
      const coveredUntil = new Date(Math.max(...rows.map((r) => r.queuedAt.getTime())));
      const previous =
        first.markLastSentAt && first.markCoveredUntil
          ? { lastSentAt: first.markLastSentAt, coveredUntil: first.markCoveredUntil }
          : null;
      // Nothing to tell (flags off, or the reviews were taken down): covered all the same, but no mail was sent, so
      // the next review is not held back by a batch window that never started.
      const next = { lastSentAt: items.length > 0 ? now : (previous?.lastSentAt ?? NEVER), coveredUntil };
      if (!(await q.claimMark(db, userId, previous, next))) continue;
      if (items.length === 0) continue;
      await this.deps.mail.send(
        first.email,
        newReviewsMail(first.language, first.firstName, {
          reviews: items,
          link: `${this.deps.config.publicUrl}/dashboard/creator/reviews`,
        }),
      );
      mailed += 1;
    }

    const pruned = await q.pruneQueue(db, new Date(now.getTime() - QUEUE_KEEP_MS));
    return { mailed, pruned };
  }
}

/**
 * Runs the notifier every minute (app.jobs: once across all servers with Redis; without, claimMark keeps two servers
 * from mailing the same person twice). Tests call runOnce with their own time.
 */
export function startReviewNotifier(app: FastifyInstance, notifier: ReviewNotifier): void {
  app.jobs.scheduleEvery(JOB_NAMES.reviewNotifier, TICK_MS, () => notifier.runOnce());
}
