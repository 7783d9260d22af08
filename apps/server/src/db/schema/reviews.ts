import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ReviewHoldRule,
  ReviewReportReason,
  ReviewReportStatus,
  ReviewStatus,
  ReviewType,
} from '@plaudit/contract';
import { users } from './auth.js';
import { creatorTeams } from './creators.js';
import { products } from './catalogue.js';

// Reviews area: one review per person per product (user or YouTube video review), its earlier versions,
// reports, helpful votes, the brand's one reply, and the aggregates the public pages read (kept in step with every
// status change in the same transaction, never computed from `reviews` on a page view). The reviews module is the
// only writer of every table here (test/table-owners.test.ts).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Reviews of one product that came far faster than its usual rate: held together, decided together. */
export const reviewBursts = pgTable(
  'review_bursts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** When the burst's first review came. */
    startedAt: ts('started_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('review_bursts_product_idx').on(t.productId, t.startedAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product's team, copied so the brand's list and score never join through products. */
    teamId: uuid('team_id')
      .notNull()
      .references(() => creatorTeams.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ReviewType>().notNull(),
    rating: integer('rating').notNull(),
    title: text('title'),
    comment: text('comment'),
    hasComment: boolean('has_comment').generatedAlwaysAs(sql`coalesce(length(btrim(comment)), 0) > 0`),
    /** A video review's URL as typed (normalised to the watch form) and its 11-character YouTube id. */
    videoUrl: text('video_url'),
    videoId: text('video_id'),
    status: text('status').$type<ReviewStatus>().notNull(),
    /** The rules of reviews.rules.ts that sent it to PENDING (empty when it was published at once). */
    holdRules: text('hold_rules')
      .array()
      .$type<ReviewHoldRule[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The burst of reviews of this product it came with (the velocity rule), which the pending queue lists together. */
    burstId: uuid('burst_id').references(() => reviewBursts.id, { onDelete: 'set null' }),
    /** Why a moderator rejected or removed it (the author is told). */
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** Open reports, and when the oldest of them came in (the reported queue's order); both 0/null when none. */
    openReportCount: integer('open_report_count').notNull().default(0),
    firstOpenReportAt: ts('first_open_report_at'),
    /** Set on every edit after the first version (the page shows "edited"). */
    editedAt: ts('edited_at'),
    /** The first time it became PUBLISHED (the "latest reviews" lists). */
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_product_author_idx').on(t.productId, t.authorId),
    index('reviews_product_status_created_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_product_status_rating_idx').on(t.productId, t.status, t.rating, t.createdAt),
    index('reviews_product_status_helpful_idx').on(t.productId, t.status, t.helpfulCount, t.createdAt),
    index('reviews_team_created_idx').on(t.teamId, t.createdAt),
    index('reviews_team_product_created_idx').on(t.teamId, t.productId, t.createdAt),
    index('reviews_team_status_published_idx').on(t.teamId, t.status, t.publishedAt),
    index('reviews_status_published_idx').on(t.status, t.publishedAt),
    index('reviews_author_created_idx').on(t.authorId, t.createdAt),
    index('reviews_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'PENDING'`),
    index('reviews_reported_idx')
      .on(t.firstOpenReportAt)
      .where(sql`status = 'PUBLISHED' and open_report_count > 0`),
    /** Deleting an account sets these to null: without an index that scans every review. */
    index('reviews_decided_by_idx')
      .on(t.decidedBy)
      .where(sql`decided_by is not null`),
    /** Title and comment as one lower-cased text: the brand's search and the near-duplicate rule (migration 0007). */
    index('reviews_text_trgm_idx').using('gin', sql`review_text(${t.title}, ${t.comment}) gin_trgm_ops`),
    /** The near-duplicate rule's exact side: the text without spaces and punctuation, hashed (migration 0018). */
    index('reviews_fingerprint_idx').on(sql`review_fingerprint(${t.title}, ${t.comment})`),
    index('reviews_burst_idx')
      .on(t.burstId)
      .where(sql`burst_id is not null`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** Every earlier version of a review, written before each edit replaces it. */
export const reviewRevisions = pgTable(
  'review_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title'),
    comment: text('comment'),
    videoUrl: text('video_url'),
    /** When this version was written (the review's createdAt or its previous editedAt). */
    writtenAt: ts('written_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('review_revisions_review_idx').on(t.reviewId, t.createdAt)],
);

/**
 * A REJECTED or REMOVED review its author deleted, kept on record: deleting it must not wipe the moderator's
 * decision, the author's next review of the product waits for a moderator (EARLIER_REMOVED), and an appeal that
 * reverses the decision puts the review back from here.
 */
export const reviewWithdrawals = pgTable(
  'review_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The deleted review's id, for the audit trail (the row itself is gone). */
    reviewId: uuid('review_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => creatorTeams.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ReviewType>().notNull(),
    status: text('status').$type<ReviewStatus>().notNull(),
    rating: integer('rating').notNull(),
    title: text('title'),
    comment: text('comment'),
    videoUrl: text('video_url'),
    videoId: text('video_id'),
    holdRules: text('hold_rules')
      .array()
      .$type<ReviewHoldRule[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    writtenAt: ts('written_at').notNull(),
    /** When it was first published and first written (null on rows kept before these were recorded). */
    publishedAt: ts('published_at'),
    createdAt: ts('created_at'),
    withdrawnAt: ts('withdrawn_at').notNull().defaultNow(),
  },
  (t) => [
    index('review_withdrawals_product_author_idx').on(t.productId, t.authorId),
    index('review_withdrawals_author_idx').on(t.authorId),
    index('review_withdrawals_decided_by_idx')
      .on(t.decidedBy)
      .where(sql`decided_by is not null`),
  ],
);

export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReviewReportReason>().notNull(),
    details: text('details'),
    /** OPEN until a moderator decides: DISMISSED (the review stays) or UPHELD (it was removed). */
    status: text('status').$type<ReviewReportStatus>().notNull().default('OPEN'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: ts('resolved_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_idx').on(t.reviewId, t.reporterId),
    index('review_reports_reporter_created_idx').on(t.reporterId, t.createdAt),
    index('review_reports_resolved_by_idx')
      .on(t.resolvedBy)
      .where(sql`resolved_by is not null`),
  ],
);

export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_helpful_votes_user_idx').on(t.userId)],
);

/** The brand's one public reply to a review. */
export const reviewReplies = pgTable(
  'review_replies',
  {
    reviewId: uuid('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('review_replies_author_idx')
      .on(t.authorId)
      .where(sql`author_id is not null`),
  ],
);

/**
 * A product's PUBLISHED reviews, counted: `count`, `rating_sum` and one count per star. Changed by deltas in the
 * transaction of every status or rating change (reviews.aggregates.ts), so concurrent writers never lose a count.
 */
export const productReviewStats = pgTable(
  'product_review_stats',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => creatorTeams.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    stars1: integer('stars_1').notNull().default(0),
    stars2: integer('stars_2').notNull().default(0),
    stars3: integer('stars_3').notNull().default(0),
    stars4: integer('stars_4').notNull().default(0),
    stars5: integer('stars_5').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('product_review_stats_team_idx').on(t.teamId)],
);

/** A team's PUBLISHED reviews over all its products (the brand's score), kept like product_review_stats. */
export const teamReviewStats = pgTable('team_review_stats', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => creatorTeams.id, { onDelete: 'cascade' }),
  reviewCount: integer('review_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * A newly published review waiting to be mailed to the team members whose newReview / newVideoReview flag is on;
 * the notifier batches them to at most one mail per member per REVIEW_NOTIFY_BATCH_MINUTES.
 */
export const reviewNotifications = pgTable(
  'review_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => creatorTeams.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('review_notifications_team_created_idx').on(t.teamId, t.createdAt)],
);

/** When each person last got a new-review mail, and up to which notification it covered. */
export const reviewNotificationMarks = pgTable('review_notification_marks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSentAt: ts('last_sent_at').notNull(),
  coveredUntil: ts('covered_until').notNull(),
});
