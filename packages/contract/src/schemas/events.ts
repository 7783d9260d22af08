import { z } from 'zod';
import { EVENT_TYPES, PROFILE_EVENT_TYPES, STATS_INTERVALS, type EventType } from '../enums.js';
import {
  EVENT_METADATA_MAX_BYTES,
  EVENT_METADATA_MAX_DEPTH,
  EVENTS_BATCH_MAX,
  STATS_RANGE_MAX_DAYS,
  STATS_SERIES_MAX_POINTS,
} from '../limits.js';
import { M } from '../messages.js';
import { CSV_TEXT, type RouteSchemas } from '../route-schema-kinds.js';
import { requestString } from './fields.js';
import { ownReviewSchema } from './reviews.js';
import { trophySummarySchema } from './trophies.js';

// The events area's schemas: collection (the POST /events, and a batch for what the web app gathers),
// the creator dashboard's figures and the admin area's platform figures. `EVENTS_ROUTE_SCHEMAS` holds each call of
// tables/events.ts under its id.

const EV = M.event.validation;
const ST = M.stats.validation;

/** How deep a JSON value nests: a scalar is 0, `{}` or `[]` is 1, `{a: {}}` is 2. */
export function jsonDepth(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
  let deepest = 0;
  for (const child of children) deepest = Math.max(deepest, jsonDepth(child));
  return 1 + deepest;
}

/** The size of a value as the server stores it (UTF-8 JSON). */
export function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value) ?? '').length;
}

export const isProfileEventType = (type: EventType): boolean =>
  (PROFILE_EVENT_TYPES as readonly EventType[]).includes(type);

const metadataField = z
  .record(z.string(), z.unknown())
  .refine((value) => jsonBytes(value) <= EVENT_METADATA_MAX_BYTES, { error: EV.metadata_size })
  .refine((value) => jsonDepth(value) <= EVENT_METADATA_MAX_DEPTH, { error: EV.metadata_depth })
  // An eventId is what makes a resend count once: one that is not a UUID would be taken and then never deduplicated.
  .refine((value) => value.eventId === undefined || z.uuid().safeParse(value.eventId).success, {
    error: EV.event_id,
    path: ['eventId'],
  });

/**
 * One event (the "Analytics event"). `profileId` is the brand team, product or YouTuber the event is about:
 * required for PROFILE_EVENT_TYPES, optional for the rest. The server adds the time; a client timestamp, an
 * `eventId` (a UUID that makes a resend idempotent) and the rest of what the type carries live in `metadata`.
 */
export const eventSchema = z
  .object({
    eventType: z.enum(EVENT_TYPES, { error: EV.type }),
    profileId: requestString()
      .pipe(z.uuid({ error: EV.profile_unknown }))
      .nullish(),
    metadata: metadataField.default({}),
  })
  .superRefine((event, ctx) => {
    if (isProfileEventType(event.eventType) && !event.profileId) {
      ctx.addIssue({ code: 'custom', path: ['profileId'], message: EV.profile_required });
    }
  });
export type EventInput = z.input<typeof eventSchema>;
export type AnalyticsEvent = z.output<typeof eventSchema>;

/**
 * What the web app sends, with `navigator.sendBeacon` on page hide too: a beacon carries no headers, so the visitor
 * session (`x-session-id`) may come in the body, and `automated` says the browser reported
 * `navigator.webdriver` (a headless signal: such batches are dropped).
 */
export const eventBatchSchema = z.object({
  events: z.array(eventSchema).min(1, { error: EV.batch_size }).max(EVENTS_BATCH_MAX, { error: EV.batch_size }),
  sessionId: requestString().max(100).optional(),
  automated: z.boolean().optional(),
});
export type EventBatch = z.input<typeof eventBatchSchema>;

export const eventsAcceptedSchema = z.object({
  /** Events taken (events dropped as a bot's, a team member's own, or a resend are taken too: they were valid). */
  accepted: z.number().int(),
});

// ---- the creator dashboard ----------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` (a UTC day) or a full ISO 8601 time. */
const statsDate = requestString().refine(
  (value) =>
    (DATE_ONLY.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success) &&
    !Number.isNaN(Date.parse(value)),
  { error: ST.date },
);

const INTERVAL_MS = { hour: 3_600_000, day: DAY_MS, week: 7 * DAY_MS } as const;

/**
 * The range of a stats call: `from` inclusive; `to` inclusive for a day (`2026-11-30` means through the end of that
 * day), exclusive for a time. Without them, the last 30 days up to now.
 */
export function statsRange(
  from: string | undefined,
  to: string | undefined,
  now = new Date(),
): { from: Date; to: Date } {
  const end =
    to === undefined ? now : DATE_ONLY.test(to) ? new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) : new Date(to);
  const start =
    from === undefined
      ? new Date(end.getTime() - 30 * DAY_MS)
      : DATE_ONLY.test(from)
        ? new Date(`${from}T00:00:00Z`)
        : new Date(from);
  return { from: start, to: end };
}

export const creatorStatsParamsSchema = z.object({ teamId: requestString().min(1).max(100) });

export const creatorStatsQuerySchema = z
  .object({
    from: statsDate.optional(),
    to: statsDate.optional(),
    interval: z.enum(STATS_INTERVALS).default('day'),
    productId: requestString()
      .pipe(z.uuid({ error: ST.product }))
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (
      (query.from !== undefined && !DATE_ONLY.test(query.from) && Number.isNaN(Date.parse(query.from))) ||
      (query.to !== undefined && !DATE_ONLY.test(query.to) && Number.isNaN(Date.parse(query.to)))
    )
      return;
    const { from, to } = statsRange(query.from, query.to);
    const length = to.getTime() - from.getTime();
    if (length <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: ST.range_order });
    else if (length > STATS_RANGE_MAX_DAYS * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['from'], message: ST.range_length });
    else if (Math.ceil(length / INTERVAL_MS[query.interval]) > STATS_SERIES_MAX_POINTS) {
      ctx.addIssue({ code: 'custom', path: ['interval'], message: ST.too_many_points });
    }
  });
export type CreatorStatsQuery = z.input<typeof creatorStatsQuerySchema>;

/** The headline figures of a period; `previous` holds the same for the period just before, of the same length. */
export const statsTotalsSchema = z.object({
  /** Brand page and product page views. */
  views: z.number().int(),
  /** Unique visitors: a visitor is counted once a day (the key behind it is salted afresh every day). */
  visitors: z.number().int(),
  /** Clicks out to a product's shop. */
  clicks: z.number().int(),
  /** clicks ÷ product page views, 0–1; null without a view. */
  clickThroughRate: z.number().nullable(),
  /** Reviews published in the period, and their average rating (null without one). */
  reviews: z.number().int(),
  avgRating: z.number().nullable(),
  /** Platform trophies the team won in the period (awarded by Plaudit). */
  trophies: z.number().int(),
  /** Brand awards the team won in the period: trophies a team ran itself, counted apart so they never pass for the platform's. */
  brandAwards: z.number().int(),
});
export type StatsTotals = z.infer<typeof statsTotalsSchema>;

export const statsPointSchema = z.object({
  /** The bucket's start (ISO 8601, UTC). */
  at: z.string(),
  views: z.number().int(),
  visitors: z.number().int(),
  clicks: z.number().int(),
  reviews: z.number().int(),
  avgRating: z.number().nullable(),
});
export type StatsPoint = z.infer<typeof statsPointSchema>;

export const statsTopProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  slug: z.string(),
  views: z.number().int(),
  clicks: z.number().int(),
  clickThroughRate: z.number().nullable(),
});
export type StatsTopProduct = z.infer<typeof statsTopProductSchema>;

export const creatorStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(STATS_INTERVALS),
  /** Raw events up to this time are in the figures (the last rollup); null before the first one. */
  rolledUpAt: z.string().nullable(),
  totals: statsTotalsSchema,
  previous: statsTotalsSchema,
  series: z.array(statsPointSchema),
  topProducts: z.array(statsTopProductSchema),
  /** Where views came from: the referring site's host, null for direct visits and Plaudit's own pages. */
  referrers: z.array(z.object({ host: z.string().nullable(), views: z.number().int() })),
  /** Searches whose results showed the team or its products. */
  searches: z.array(z.object({ query: z.string(), count: z.number().int() })),
});
export type CreatorStats = z.infer<typeof creatorStatsSchema>;

// ---- the admin area's platform figures ----------------------------------------------------------------------------

const dayCountSchema = z.object({ day: z.string(), count: z.number().int() });

export const adminStatsSchema = z.object({
  generatedAt: z.string(),
  /** New accounts per UTC day over the last 30 days (oldest first, every day present). */
  signUps: z.array(dayCountSchema),
  /** People with a session seen in the last day, 7 days and 30 days. */
  activePeople: z.object({ day: z.number().int(), week: z.number().int(), month: z.number().int() }),
  /** Reviews written per UTC day over the last 30 days. */
  reviewsPerDay: z.array(dayCountSchema),
  queues: z.object({
    pendingVerifications: z.number().int(),
    brandRequests: z.number().int(),
    pendingReviews: z.number().int(),
    reportedReviews: z.number().int(),
  }),
  totals: z.object({
    people: z.number().int(),
    brands: z.number().int(),
    products: z.number().int(),
    reviews: z.number().int(),
  }),
  /** The brands with the most views over the last 30 days. */
  topBrands: z.array(
    z.object({
      teamId: z.string(),
      brandName: z.string(),
      creatorProfile: z.string().nullable(),
      views: z.number().int(),
      visitors: z.number().int(),
    }),
  ),
  /** Events the ingestion buffer dropped because it was full, since this server started. */
  droppedEvents: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// ---- the YouTuber's dashboard -------------------------------------------------------------------------------------

/**
 * GET /creator/youtuber/overview: an approved YouTuber's dashboard in one answer. Views and visitors are of the last
 * 30 days (from, to); reviews, helpful votes and trophies are counted over all time.
 */
export const youtuberOverviewSchema = z.object({
  youtuber: z.object({ id: z.string(), pageName: z.string(), handle: z.string() }),
  from: z.string(),
  to: z.string(),
  /** Raw events up to this time are in the views (the last rollup); null before the first one. */
  rolledUpAt: z.string().nullable(),
  figures: z.object({
    /** Views and visitors of their public page. */
    pageViews: z.number().int(),
    pageVisitors: z.number().int(),
    /** Views of the pages of the products they reviewed (their PUBLISHED reviews). */
    productViews: z.number().int(),
    /** Helpful votes on their PUBLISHED reviews. */
    helpfulVotes: z.number().int(),
    publishedReviews: z.number().int(),
    /** Reviews waiting for a moderator. */
    pendingReviews: z.number().int(),
    trophies: z.number().int(),
  }),
  /** Their newest reviews (YOUTUBER_OVERVIEW_REVIEWS_MAX) in every status, each with its product's views over the range. */
  reviews: z.array(ownReviewSchema.extend({ productViews: z.number().int() })),
  reviewsTotal: z.number().int(),
  /** Trophies their reviews won, newest first. */
  trophies: z.array(trophySummarySchema),
});
export type YoutuberOverview = z.infer<typeof youtuberOverviewSchema>;

export const EVENTS_ROUTE_SCHEMAS = {
  'events.youtuberOverview': { response: youtuberOverviewSchema },
  'events.create': { body: eventSchema, response: eventsAcceptedSchema },
  'events.batch': { body: eventBatchSchema, response: eventsAcceptedSchema },
  'events.creatorStats': {
    params: creatorStatsParamsSchema,
    query: creatorStatsQuerySchema,
    response: creatorStatsSchema,
  },
  'events.creatorStatsCsv': { params: creatorStatsParamsSchema, query: creatorStatsQuerySchema, response: CSV_TEXT },
  'events.adminStats': { response: adminStatsSchema },
} as const satisfies Record<string, RouteSchemas>;
