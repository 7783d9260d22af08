import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReviewQueue, ReviewReportStatus, ReviewStatus } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import {
  creatorTeams,
  products,
  punishments,
  reviewBursts,
  reviewReports,
  reviews,
  users,
  youtubers,
} from '../../db/schema/index.js';

// The SQL of the moderation queues and decisions. Each queue reads its partial index
// (reviews_pending_idx, reviews_reported_idx); a decision is a conditional UPDATE on the state it expects, so two
// moderators deciding at once cannot both change the review.

const reporter = alias(users, 'reporter');

const inQueue: Record<ReviewQueue, SQL> = {
  pending: sql`${reviews.status} = 'PENDING'`,
  reported: sql`${reviews.status} = 'PUBLISHED' and ${reviews.openReportCount} > 0`,
};
// The pending queue lists a burst's reviews one after the other, where its first review came.
const queueOrder: Record<ReviewQueue, SQL[]> = {
  pending: [
    sql`coalesce(${reviewBursts.startedAt}, ${reviews.createdAt})`,
    sql`${reviews.burstId}`,
    sql`${reviews.createdAt}`,
  ],
  reported: [sql`${reviews.firstOpenReportAt}`],
};

/**
 * The pending reviews that can be on a page ending at the `upTo`-th in queue order, found through the pending index
 * rather than by sorting the whole queue by its burst-aware key (about 130 ms at 10,000 pending reviews). The first
 * `upTo` by their own time have keys up to (ASC) or from (DESC) a bound `t`, so the page lies among the reviews whose
 * key is on that side of `t`: those outside a burst by their time, those in one by their burst's start. The page is
 * then sorted from these few; nothing here assumes how a burst's start relates to its reviews' times.
 */
function pendingCandidates(upTo: number, direction: 'ASC' | 'DESC'): SQL {
  const asc = direction === 'ASC';
  const within = asc ? sql.raw('<=') : sql.raw('>=');
  return sql`${reviews.id} in (
    with firsts as (
      select coalesce(b.started_at, r.created_at) as k from reviews r left join review_bursts b on b.id = r.burst_id
      where r.status = 'PENDING' order by r.created_at ${sql.raw(asc ? 'asc' : 'desc')} limit ${upTo}
    ), bound as (select ${sql.raw(asc ? 'max' : 'min')}(k) as t from firsts)
    select r.id from reviews r, bound where r.status = 'PENDING' and r.created_at ${within} bound.t
    union all
    select r.id from reviews r join review_bursts b on b.id = r.burst_id, bound
    where r.status = 'PENDING' and b.started_at ${within} bound.t
  )`;
}

/** One queue's page: the review, its product and brand, its author and their YouTube page. */
export async function listQueue(
  db: DbOrTx,
  query: { queue: ReviewQueue; page: number; take: number; sortOrder: 'ASC' | 'DESC' },
) {
  const order = query.sortOrder === 'ASC' ? asc : desc;
  return db
    .select({
      review: reviews,
      product: { id: products.id, slug: products.slug, name: products.name },
      team: { id: creatorTeams.id, brandName: creatorTeams.brandName, profileHandle: creatorTeams.profileHandle },
      author: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        createdAt: users.createdAt,
      },
      youtuber: { handle: youtubers.handle, pageName: youtubers.pageName, youtubeUrl: youtubers.youtubeUrl },
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(creatorTeams, eq(creatorTeams.id, reviews.teamId))
    .innerJoin(users, eq(users.id, reviews.authorId))
    .leftJoin(youtubers, eq(youtubers.userId, reviews.authorId))
    .leftJoin(reviewBursts, eq(reviewBursts.id, reviews.burstId))
    .where(
      query.queue === 'pending'
        ? and(inQueue.pending, pendingCandidates(query.page * query.take, query.sortOrder))
        : inQueue[query.queue],
    )
    .orderBy(...queueOrder[query.queue].map((key) => order(key)), order(reviews.id))
    .limit(query.take)
    .offset((query.page - 1) * query.take);
}
export type QueueRow = Awaited<ReturnType<typeof listQueue>>[number];

/** Both queues' sizes (the tabs), each counted on its own partial index. */
export async function queueCounts(db: DbOrTx): Promise<{ pending: number; reported: number }> {
  const size = async (queue: ReviewQueue) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(inQueue[queue]);
    return row?.n ?? 0;
  };
  const [pending, reported] = await Promise.all([size('pending'), size('reported')]);
  return { pending, reported };
}

/** Each burst's size and when its first and last reviews came. */
export async function burstSizes(db: DbOrTx, burstIds: string[]) {
  if (burstIds.length === 0) return [];
  return db
    .select({
      burstId: sql<string>`${reviews.burstId}`,
      count: sql<number>`count(*)::int`,
      first: sql<Date>`min(${reviews.createdAt})`.mapWith(reviews.createdAt),
      last: sql<Date>`max(${reviews.createdAt})`.mapWith(reviews.createdAt),
    })
    .from(reviews)
    .where(inArray(reviews.burstId, burstIds))
    .groupBy(reviews.burstId);
}

/** How many reviews each author has in each status. */
export async function reviewCountsByAuthor(db: DbOrTx, authorIds: string[]) {
  if (authorIds.length === 0) return [];
  return db
    .select({ authorId: reviews.authorId, status: reviews.status, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(inArray(reviews.authorId, authorIds))
    .groupBy(reviews.authorId, reviews.status);
}

/** The authors' punishments since `since`, newest first. */
export async function punishmentsSince(db: DbOrTx, authorIds: string[], since: Date) {
  if (authorIds.length === 0) return [];
  return db
    .select({
      userId: punishments.userId,
      type: punishments.type,
      reason: punishments.reason,
      createdAt: punishments.createdAt,
    })
    .from(punishments)
    .where(and(inArray(punishments.userId, authorIds), gt(punishments.createdAt, since)))
    .orderBy(desc(punishments.createdAt));
}

/** Every report of the reviews, oldest first, with the reporter's username. */
export async function reportsOf(db: DbOrTx, reviewIds: string[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      id: reviewReports.id,
      reviewId: reviewReports.reviewId,
      reason: reviewReports.reason,
      details: reviewReports.details,
      status: reviewReports.status,
      createdAt: reviewReports.createdAt,
      reporterId: reporter.id,
      reporterUsername: reporter.username,
    })
    .from(reviewReports)
    .innerJoin(reporter, eq(reporter.id, reviewReports.reporterId))
    .where(inArray(reviewReports.reviewId, reviewIds))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id));
}

/** The review with what a decision needs, locked until the transaction ends. */
export async function lockReview(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update').limit(1);
  return row;
}
export type ReviewRow = typeof reviews.$inferSelect;

type Decided = { status: ReviewStatus; decidedBy: string; decidedAt: Date; decisionReason?: string | null };

/**
 * Moves the review from `expected` to `values.status`, only while it is still in the expected state (PUBLISHED
 * with `withOpenReports`: while reports are open). Answers the updated row, or nothing when another decision came
 * first. `publish` sets the publication date unless it has one; `clearReports` empties the reported queue's fields.
 */
export async function transition(
  tx: DbOrTx,
  id: string,
  expected: { status: ReviewStatus; withOpenReports?: boolean },
  values: Decided & { publish?: boolean; clearReports?: boolean },
): Promise<ReviewRow | undefined> {
  const { clearReports, publish, ...set } = values;
  const [row] = await tx
    .update(reviews)
    .set({
      ...set,
      // The first publication stays the review's date in the "latest reviews" lists.
      ...(publish ? { publishedAt: sql`coalesce(${reviews.publishedAt}, now())` } : {}),
      ...(clearReports ? { openReportCount: 0, firstOpenReportAt: null } : {}),
      updatedAt: values.decidedAt,
    })
    .where(
      and(
        eq(reviews.id, id),
        eq(reviews.status, expected.status),
        expected.withOpenReports ? gt(reviews.openReportCount, 0) : undefined,
      ),
    )
    .returning();
  return row;
}

/** The review's open reports and who sent each (a dismissal tells every reporter). */
export async function openReportsOf(tx: DbOrTx, reviewId: string) {
  return tx
    .select({ id: reviewReports.id, reporterId: reviewReports.reporterId })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, 'OPEN')));
}

/**
 * Opens a dismissed report again: the review (while still PUBLISHED) counts it among its open reports and returns to
 * the reported queue, where its oldest open report sets its place.
 */
export async function reopenReport(tx: DbOrTx, reportId: string): Promise<void> {
  const [report] = await tx
    .update(reviewReports)
    .set({ status: 'OPEN', resolvedBy: null, resolvedAt: null })
    .where(and(eq(reviewReports.id, reportId), eq(reviewReports.status, 'DISMISSED')))
    .returning({ reviewId: reviewReports.reviewId, createdAt: reviewReports.createdAt });
  if (!report) return;
  const at = report.createdAt.toISOString();
  await tx
    .update(reviews)
    .set({
      openReportCount: sql`${reviews.openReportCount} + 1`,
      firstOpenReportAt: sql`least(coalesce(${reviews.firstOpenReportAt}, ${at}::timestamptz), ${at}::timestamptz)`,
    })
    .where(and(eq(reviews.id, report.reviewId), eq(reviews.status, 'PUBLISHED')));
}

/** Closes the review's open reports as `status` (UPHELD when it was removed, DISMISSED when it stays). */
export async function resolveOpenReports(
  tx: DbOrTx,
  reviewId: string,
  status: Exclude<ReviewReportStatus, 'OPEN'>,
  by: string,
  at: Date,
): Promise<number> {
  const rows = await tx
    .update(reviewReports)
    .set({ status, resolvedBy: by, resolvedAt: at })
    .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, 'OPEN')))
    .returning({ id: reviewReports.id });
  return rows.length;
}
