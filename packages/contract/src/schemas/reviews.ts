import { z } from 'zod';
import {
  REVIEW_AUTHOR_CHECKS,
  REVIEW_DECISIONS,
  REVIEW_HOLD_RULES,
  REVIEW_QUEUES,
  REVIEW_REPORT_REASONS,
  REVIEW_REPORT_STATUSES,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  REVIEW_TYPES,
  SORT_ORDERS,
  PUNISHMENT_TYPES,
} from '../enums.js';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_DECISION_REASON_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_DETAILS_MAX,
  REVIEW_TAKE_DEFAULT,
  REVIEW_TAKE_MAX,
  REVIEW_TITLE_MAX,
} from '../limits.js';
import { M } from '../messages.js';
import type { RouteSchemas } from '../route-schema-kinds.js';
import { youtubeVideoId } from '../youtube-video.js';
import { idParamSchema, listMetaSchema, pageField, successSchema } from './common.js';
import { requestString } from './fields.js';
import { groundField } from './grounds.js';
import { brandParamsSchema, youtuberParamsSchema } from './catalogue.js';

// The reviews area's schemas. `REVIEWS_ROUTE_SCHEMAS` holds each call of tables/reviews.ts under its id.
// One review shape for every public list (product, brand, YouTuber, home), one for the brand's list, one for the
// moderation queues; the review modal's form schema is the create body itself.

const idString = requestString().min(1).max(100);

// ---- fields ---------------------------------------------------------------------------------------------------

export const reviewRatingField = z.coerce
  .number({ error: M.review.validation.rating })
  .int(M.review.validation.rating)
  .min(REVIEW_RATING_MIN, M.review.validation.rating)
  .max(REVIEW_RATING_MAX, M.review.validation.rating);

/** Optional text: blank (or only spaces) is stored as none. */
const optionalText = (max: number, message: string) =>
  requestString()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const reviewTitleField = optionalText(REVIEW_TITLE_MAX, M.review.validation.title_max);
export const reviewCommentField = optionalText(REVIEW_COMMENT_MAX, M.review.validation.comment_max);

/** A YouTube video address in one of the accepted forms (see youtube-video.ts). */
export const reviewVideoUrlField = requestString({ error: M.review.validation.video_url_required })
  .trim()
  .min(1, M.review.validation.video_url_required)
  .refine((value) => youtubeVideoId(value) !== null, M.review.validation.video_url_invalid);

// ---- writing --------------------------------------------------------------------------------------------------

/**
 * POST /products/{productId}/reviews and PUT /reviews/{id}: a USER review has no video; a YOUTUBE review must have
 * one. The review modals use this schema as their form schema.
 */
export const reviewBodySchema = z
  .object({
    type: z.enum(REVIEW_TYPES, { error: M.review.validation.type }).default('USER'),
    rating: reviewRatingField,
    title: reviewTitleField,
    comment: reviewCommentField,
    videoUrl: requestString().trim().optional().nullable(),
  })
  .superRefine((value, ctx) => {
    const url = value.videoUrl ?? '';
    if (value.type === 'USER' && url)
      ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: M.review.validation.video_url_not_allowed });
    if (value.type === 'YOUTUBE') {
      const parsed = reviewVideoUrlField.safeParse(url);
      if (!parsed.success)
        ctx.addIssue({
          code: 'custom',
          path: ['videoUrl'],
          message: parsed.error.issues[0]?.message ?? M.review.validation.video_url_invalid,
        });
    }
  });
export type ReviewBody = z.input<typeof reviewBodySchema>;
export type ReviewBodyParsed = z.output<typeof reviewBodySchema>;

export const reviewProductParamSchema = z.object({ productId: idString });
export const reviewCreatedSchema = z.object({ id: z.string(), status: z.enum(REVIEW_STATUSES) });
export type ReviewCreated = z.infer<typeof reviewCreatedSchema>;

export const reviewReportBodySchema = z
  .object({
    reason: z.enum(REVIEW_REPORT_REASONS, { error: M.review.validation.report_reason }),
    details: requestString()
      .trim()
      .max(REVIEW_REPORT_DETAILS_MAX, M.review.validation.report_details_max)
      .optional()
      .nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'OTHER' && !value.details)
      ctx.addIssue({ code: 'custom', path: ['details'], message: M.review.validation.report_details_required });
  });
export type ReviewReportBody = z.input<typeof reviewReportBodySchema>;
export const reviewReportCreatedSchema = z.object({ id: z.string() });

export const reviewHelpfulSchema = z.object({ helpful: z.boolean(), helpfulCount: z.number().int() });
export type ReviewHelpful = z.infer<typeof reviewHelpfulSchema>;

export const reviewReplyBodySchema = z.object({
  text: requestString({ error: M.review.validation.reply_required })
    .trim()
    .min(1, M.review.validation.reply_required)
    .max(REVIEW_REPLY_MAX, M.review.validation.reply_max),
});
export type ReviewReplyBody = z.input<typeof reviewReplyBodySchema>;

// ---- what a review looks like ---------------------------------------------------------------------------------

/** Public name: first name and the last name's initial ("Anna K."); a video review shows the YouTuber's page. */
export const reviewAuthorSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  youtuber: z.object({ handle: z.string(), pageName: z.string() }).nullable(),
});
export type ReviewAuthor = z.infer<typeof reviewAuthorSchema>;

export const reviewVideoSchema = z.object({ url: z.string(), videoId: z.string(), thumbnailUrl: z.string() });
export type ReviewVideo = z.infer<typeof reviewVideoSchema>;

export const reviewReplySchema = z.object({
  text: z.string(),
  brandName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** What every review shape shows of the review itself (public lists, the author's own, the brand's, moderation). */
const reviewContentFields = {
  id: z.string(),
  type: z.enum(REVIEW_TYPES),
  rating: z.number().int(),
  title: z.string().nullable(),
  comment: z.string().nullable(),
  video: reviewVideoSchema.nullable(),
};

/** The product a review is about (lists that mix products: brand, YouTuber, home, the brand's own list). */
export const reviewProductRefSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  brandName: z.string(),
  creatorProfile: z.string(),
});
export type ReviewProductRef = z.infer<typeof reviewProductRefSchema>;

export const publicReviewSchema = z.object({
  ...reviewContentFields,
  author: reviewAuthorSchema,
  product: reviewProductRefSchema,
  createdAt: z.string(),
  /** Set once the author changed it after writing ("edited"). */
  editedAt: z.string().nullable(),
  helpfulCount: z.number().int(),
  /** The caller's own vote (false for a visitor). */
  votedHelpful: z.boolean(),
  /** The caller wrote it (no helpful or report button then). */
  mine: z.boolean(),
  /** The caller has reported it already. */
  reported: z.boolean(),
  reply: reviewReplySchema.nullable(),
  /** How its author was checked (shown on the review; explained on /how-reviews-work). */
  checks: z.array(z.enum(REVIEW_AUTHOR_CHECKS)).optional(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;
export const publicReviewListSchema = z.object({ data: z.array(publicReviewSchema), meta: listMetaSchema });
export type PublicReviewList = z.infer<typeof publicReviewListSchema>;

/** Average, count and how many reviews gave each star (`distribution[0]` is 1 star … `[4]` is 5 stars). */
export const reviewSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  distribution: z.array(z.number().int()).length(5),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/**
 * The caller's own review of a product, whatever its status, with why it is held, rejected or removed: the product
 * page shows it above the list and offers to edit it.
 */
export const ownReviewSchema = z.object({
  ...reviewContentFields,
  status: z.enum(REVIEW_STATUSES),
  product: reviewProductRefSchema,
  /** While PENDING: the hold rules that sent it to the moderators, so the author reads why it waits; else empty. */
  holdRules: z.array(z.enum(REVIEW_HOLD_RULES)),
  /** Why a moderator rejected or removed it. */
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  helpfulCount: z.number().int(),
  reply: reviewReplySchema.nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;
export const ownReviewResultSchema = z.object({ review: ownReviewSchema.nullable() });
export const ownReviewListSchema = z.object({ data: z.array(ownReviewSchema), meta: listMetaSchema });
export type OwnReviewList = z.infer<typeof ownReviewListSchema>;

// ---- lists ----------------------------------------------------------------------------------------------------

const reviewTakeField = z.coerce
  .number({ error: M.review.validation.take })
  .int(M.review.validation.take)
  .min(1, M.review.validation.take)
  .max(REVIEW_TAKE_MAX, M.review.validation.take)
  .default(REVIEW_TAKE_DEFAULT);

/** `true`/`false` in a query string. */
const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The filters and sort, shared by the product page and the brand's list. */
const reviewListFields = {
  page: pageField,
  take: reviewTakeField,
  sortBy: z.enum(REVIEW_SORTS, { error: M.review.validation.sortBy }).default('createdAt'),
  sortOrder: z.enum(SORT_ORDERS).default('DESC'),
  rating: z.coerce
    .number({ error: M.review.validation.filter_rating })
    .int(M.review.validation.filter_rating)
    .min(REVIEW_RATING_MIN, M.review.validation.filter_rating)
    .max(REVIEW_RATING_MAX, M.review.validation.filter_rating)
    .optional(),
  hasComment: queryBoolean.optional(),
  reviewType: z.enum(REVIEW_TYPES, { error: M.review.validation.type }).optional(),
};

export const productReviewsQuerySchema = z.object(reviewListFields);
export type ProductReviewsQuery = z.input<typeof productReviewsQuerySchema>;

/** Page and take only: the brand's latest, a YouTuber's videos, the caller's own reviews. */
export const reviewPageQuerySchema = z.object({ page: pageField, take: reviewTakeField });
export type ReviewPageQuery = z.input<typeof reviewPageQuerySchema>;

export const productReviewsSchema = publicReviewListSchema.extend({ summary: reviewSummarySchema });
export type ProductReviews = z.infer<typeof productReviewsSchema>;

// ---- the brand's side -----------------------------------------------------------------------------------------

export const creatorReviewsParamSchema = z.object({ teamId: idString });
export const creatorReviewsQuerySchema = z.object({
  ...reviewListFields,
  /** In the title and the comment. */
  search: requestString().trim().max(200).optional(),
  productId: idString.optional(),
});
export type CreatorReviewsQuery = z.input<typeof creatorReviewsQuerySchema>;

/** A review in the brand's list: every status but REJECTED, with its reply and whether reports are open. */
export const creatorReviewSchema = z.object({
  ...reviewContentFields,
  status: z.enum(REVIEW_STATUSES),
  author: reviewAuthorSchema,
  product: reviewProductRefSchema,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  helpfulCount: z.number().int(),
  openReportCount: z.number().int(),
  reply: reviewReplySchema.nullable(),
});
export type CreatorReview = z.infer<typeof creatorReviewSchema>;
export const creatorReviewListSchema = z.object({
  data: z.array(creatorReviewSchema),
  meta: listMetaSchema,
  /** Whether the caller may reply (OWNER, ADMIN, EDITOR of a team that is not locked). */
  canReply: z.boolean(),
});
export type CreatorReviewList = z.infer<typeof creatorReviewListSchema>;

// ---- moderation -----------------------------------------------------------------------------------------------

export const moderationQueueQuerySchema = z.object({
  queue: z.enum(REVIEW_QUEUES, { error: M.review.validation.queue }).default('pending'),
  page: pageField,
  take: reviewTakeField,
  /** Oldest first by default (the queue's fair order). */
  sortOrder: z.enum(SORT_ORDERS).default('ASC'),
});
export type ModerationQueueQuery = z.input<typeof moderationQueueQuerySchema>;

export const moderationReportSchema = z.object({
  id: z.string(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REVIEW_REPORT_STATUSES),
  reporter: z.object({ id: z.string(), username: z.string() }),
  createdAt: z.string(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

/** A queue item: the review in context (product, author and their history, the rules that held it, the reports). */
export const moderationItemSchema = z.object({
  ...reviewContentFields,
  status: z.enum(REVIEW_STATUSES),
  holdRules: z.array(z.enum(REVIEW_HOLD_RULES)),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  product: reviewProductRefSchema.extend({ teamId: z.string() }),
  author: z.object({
    id: z.string(),
    username: z.string(),
    displayName: z.string(),
    role: z.string(),
    accountCreatedAt: z.string(),
    youtuber: z.object({ handle: z.string(), pageName: z.string(), channelUrl: z.string() }).nullable(),
    /** Their reviews by status, and their punishments of the last year, newest first. */
    // One named property per status (not z.record): the OpenAPI document then lists each as required and defined.
    reviewCounts: z.object(
      Object.fromEntries(REVIEW_STATUSES.map((status) => [status, z.number().int()])) as Record<
        (typeof REVIEW_STATUSES)[number],
        z.ZodNumber
      >,
    ),
    punishments: z.array(z.object({ type: z.enum(PUNISHMENT_TYPES), reason: z.string(), createdAt: z.string() })),
  }),
  reports: z.array(moderationReportSchema),
  /**
   * Held with a burst of reviews of the same product (PRODUCT_BURST): how many reviews the burst has and over how many
   * minutes they came. The pending queue lists a burst's reviews one after the other; null for any other review.
   */
  burst: z.object({ id: z.string(), count: z.number().int(), minutes: z.number().int() }).nullable(),
  /** The caller belongs to the product's team, or wrote the review: they may look but not decide (conflict of interest). */
  conflictOfInterest: z.boolean(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationQueueSchema = z.object({
  data: z.array(moderationItemSchema),
  meta: listMetaSchema,
  /** Both queues' sizes, for the tabs. */
  counts: z.object({ pending: z.number().int(), reported: z.number().int() }),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

/**
 * REJECT and REMOVE need a reason (the author is told) and the ground it rests on (the author's statement of reasons,
 * which they may appeal); APPROVE takes neither, DISMISS_REPORTS may name a ground for the reporters.
 */
export const moderationDecisionBodySchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, { error: M.review.validation.decision }),
    reason: requestString()
      .trim()
      .max(REVIEW_DECISION_REASON_MAX, M.review.validation.reason_max)
      .optional()
      .nullable(),
    /** The published ground of a rejection, removal or dismissal (the statement of reasons). */
    ground: groundField,
  })
  .superRefine((value, ctx) => {
    if (value.decision !== 'REJECT' && value.decision !== 'REMOVE') return;
    if (!value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: M.review.validation.reason_required });
    if (!value.ground) ctx.addIssue({ code: 'custom', path: ['ground'], message: M.decision.error.ground });
  });
export type ModerationDecisionBody = z.input<typeof moderationDecisionBodySchema>;
export const moderationDecisionResultSchema = z.object({ id: z.string(), status: z.enum(REVIEW_STATUSES) });
export type ModerationDecisionResult = z.infer<typeof moderationDecisionResultSchema>;

export const REVIEWS_ROUTE_SCHEMAS = {
  'reviews.create': { params: reviewProductParamSchema, body: reviewBodySchema, response: reviewCreatedSchema },
  'reviews.update': { params: idParamSchema, body: reviewBodySchema, response: reviewCreatedSchema },
  'reviews.delete': { params: idParamSchema, response: successSchema },
  'reviews.productList': {
    params: reviewProductParamSchema,
    query: productReviewsQuerySchema,
    response: productReviewsSchema,
  },
  'reviews.mine': { params: reviewProductParamSchema, response: ownReviewResultSchema },
  'reviews.authored': { query: reviewPageQuerySchema, response: ownReviewListSchema },
  'reviews.brandList': { params: brandParamsSchema, query: reviewPageQuerySchema, response: publicReviewListSchema },
  'reviews.youtuberList': {
    params: youtuberParamsSchema,
    query: reviewPageQuerySchema,
    response: publicReviewListSchema,
  },
  'reviews.helpful': { params: idParamSchema, response: reviewHelpfulSchema },
  'reviews.report': { params: idParamSchema, body: reviewReportBodySchema, response: reviewReportCreatedSchema },
  'reviews.creatorList': {
    params: creatorReviewsParamSchema,
    query: creatorReviewsQuerySchema,
    response: creatorReviewListSchema,
  },
  'reviews.reply': { params: idParamSchema, body: reviewReplyBodySchema, response: reviewReplySchema },
  'reviews.deleteReply': { params: idParamSchema, response: successSchema },
  'reviews.moderationQueue': { query: moderationQueueQuerySchema, response: moderationQueueSchema },
  'reviews.decide': {
    params: idParamSchema,
    body: moderationDecisionBodySchema,
    response: moderationDecisionResultSchema,
  },
} as const satisfies Record<string, RouteSchemas>;
