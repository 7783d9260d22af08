import { z } from 'zod';
import { CAMPAIGN_SORTS, CAMPAIGN_STATUSES, FEATURING_LOSS_REASONS, SORT_ORDERS } from '../enums.js';
import {
  CAMPAIGN_BIDS_MAX,
  CAMPAIGN_BUDGET_MAX,
  CAMPAIGN_NAME_MAX,
  CAMPAIGN_NAME_MIN,
  FEATURING_PRICE_MAX,
  FEATURING_RESULTS_MAX_DAYS,
  FEATURING_SLOTS_MAX,
  FEATURING_SLOTS_MIN,
  LIST_TAKE_DEFAULT,
  LIST_TAKE_MAX,
} from '../limits.js';
import { M } from '../messages.js';
import { CSV_TEXT, type RouteSchemas } from '../route-schema-kinds.js';
import { listMetaSchema, pageField, successSchema } from './common.js';
import { requestString } from './fields.js';
import { productCardSchema } from './catalogue.js';

// The featuring area's schemas: the admin's category featurings and their auction log, a brand's campaigns and
// bids with their results, the daily close, and what a visitor is told about a sponsored card.
// `FEATURING_ROUTE_SCHEMAS` holds each call of tables/featuring.ts under its id. Credits are whole numbers.

const V = M.featuring.validation;
const idString = requestString().min(1).max(100);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A UTC calendar day, `YYYY-MM-DD`. */
export const featuringDayField = (message: string) =>
  requestString({ error: message })
    .regex(DAY, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message);

const credits = (message: string, min = 1, max = FEATURING_PRICE_MAX) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** `from`–`to` (days, both inclusive) of a results call; without them the last 30 days. */
const rangeQuerySchema = z
  .object({ from: featuringDayField(V.day).optional(), to: featuringDayField(V.day).optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: V.range_order, path: ['to'] })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`) < FEATURING_RESULTS_MAX_DAYS * DAY_MS,
    { error: V.range_length, path: ['to'] },
  );
export type FeaturingRangeQuery = z.input<typeof rangeQuerySchema>;

const categoryRefSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });

// ---- the admin's featurings ------------------------------------------------------------------------------------

/** POST and PUT /admin/featuring (PUT replaces the whole resource). `endsOn` absent or null: open-ended. */
export const featuringBodySchema = z
  .object({
    categoryId: idString,
    slots: z
      .number({ error: V.slots })
      .int(V.slots)
      .min(FEATURING_SLOTS_MIN, V.slots)
      .max(FEATURING_SLOTS_MAX, V.slots),
    reservePrice: credits(V.reserve_price),
    startsOn: featuringDayField(V.starts_on),
    endsOn: featuringDayField(V.ends_on).nullable().optional(),
    active: z.boolean({ error: V.active }),
  })
  .refine((body) => !body.endsOn || body.endsOn >= body.startsOn, { error: V.ends_before_start, path: ['endsOn'] });
export type FeaturingBody = z.input<typeof featuringBodySchema>;

export const featuringSchema = z.object({
  id: z.string(),
  category: categoryRefSchema,
  slots: z.number().int(),
  reservePrice: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  active: z.boolean(),
  /** Days that sold at least one slot: such a featuring can be deactivated, never deleted. */
  soldDays: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Featuring = z.infer<typeof featuringSchema>;

export const featuringListQuerySchema = z.object({
  page: pageField,
  take: z.coerce
    .number({ error: V.take })
    .int(V.take)
    .min(1, V.take)
    .max(LIST_TAKE_MAX, V.take)
    .default(LIST_TAKE_DEFAULT),
  categoryId: idString.optional(),
});
export type FeaturingListQuery = z.input<typeof featuringListQuerySchema>;
export const featuringListSchema = z.object({ data: z.array(featuringSchema), meta: listMetaSchema });
export type FeaturingList = z.infer<typeof featuringListSchema>;

export const featuringParamsSchema = z.object({ featuringId: idString });

/** One bid in a day's auction, as it was decided (immutable once the day closed). */
export const auctionEntrySchema = z.object({
  campaignId: z.string(),
  campaignName: z.string(),
  team: z.object({ id: z.string(), brandName: z.string() }),
  product: z.object({ id: z.string(), name: z.string() }),
  maxBid: z.number().int(),
  /** 0.5–1 from the product's Bayesian review score (0.5 without reviews), four decimals. */
  quality: z.number(),
  /** maxBid × quality. */
  score: z.number(),
  /** 1 for the top slot; null when the bid did not win. */
  rank: z.number().int().nullable(),
  won: z.boolean(),
  /** Credits charged (a SPEND entry); null for a bid that did not win. */
  price: z.number().int().nullable(),
  reason: z.enum(FEATURING_LOSS_REASONS).nullable(),
});
export type AuctionEntry = z.infer<typeof auctionEntrySchema>;

export const auctionDaySchema = z.object({
  day: z.string(),
  closedAt: z.string(),
  slots: z.number().int(),
  reservePrice: z.number().int(),
  entries: z.array(auctionEntrySchema),
});
export type AuctionDay = z.infer<typeof auctionDaySchema>;
export const auctionLogSchema = z.object({ data: z.array(auctionDaySchema) });
export type AuctionLog = z.infer<typeof auctionLogSchema>;

/** POST /admin/featuring/close: the auction of one day, run by hand (the same work as the daily job). */
export const featuringCloseBodySchema = z.object({ day: featuringDayField(V.day) });
export type FeaturingCloseBody = z.input<typeof featuringCloseBodySchema>;
export const featuringCloseResultSchema = z.object({
  day: z.string(),
  /** Featurings closed by this run (one already closed for the day is not closed again). */
  featurings: z.number().int(),
  winners: z.number().int(),
  /** Credits charged by this run. */
  charged: z.number().int(),
});
export type FeaturingCloseResult = z.infer<typeof featuringCloseResultSchema>;

// ---- campaigns and bids ----------------------------------------------------------------------------------------

export const campaignTeamParamsSchema = z.object({ teamId: idString });
export const campaignParamsSchema = z.object({ teamId: idString, campaignId: idString });
export const campaignBidParamsSchema = z.object({ teamId: idString, campaignId: idString, featuringId: idString });

const nameField = requestString({ error: V.name.required })
  .trim()
  .min(1, V.name.required)
  .min(CAMPAIGN_NAME_MIN, V.name.min)
  .max(CAMPAIGN_NAME_MAX, V.name.max);

const campaignFields = {
  name: nameField,
  startsOn: featuringDayField(V.starts_on),
  endsOn: featuringDayField(V.ends_on).nullable().optional(),
  totalBudget: credits(V.budget, 1, CAMPAIGN_BUDGET_MAX),
};
const datesInOrder = (body: { startsOn: string; endsOn?: string | null | undefined }) =>
  !body.endsOn || body.endsOn >= body.startsOn;

export const campaignBidInputSchema = z.object({
  featuringId: idString,
  productId: idString,
  maxBid: credits(V.max_bid),
});

/**
 * POST /creator/campaigns/{teamId} (the "new campaign" modal). It starts ACTIVE (its budget held) unless `draft`;
 * one bid per featuring.
 */
export const campaignCreateBodySchema = z
  .object({
    ...campaignFields,
    bids: z
      .array(campaignBidInputSchema)
      .max(CAMPAIGN_BIDS_MAX, V.bids_max)
      .refine((bids) => new Set(bids.map((b) => b.featuringId)).size === bids.length, V.bids_duplicate),
    draft: z.boolean().optional(),
  })
  .refine(datesInOrder, { error: V.ends_before_start, path: ['endsOn'] });
export type CampaignCreateBody = z.input<typeof campaignCreateBodySchema>;

/** PUT /creator/campaigns/{teamId}/{campaignId}: name, dates and budget (the budget never below what is spent). */
export const campaignUpdateBodySchema = z
  .object(campaignFields)
  .refine(datesInOrder, { error: V.ends_before_start, path: ['endsOn'] });
export type CampaignUpdateBody = z.input<typeof campaignUpdateBodySchema>;

/** PUT …/bids/{featuringId} (the "edit bid" modal). */
export const campaignBidBodySchema = z.object({
  productId: idString,
  maxBid: credits(V.max_bid),
  active: z.boolean({ error: V.active }),
});
export type CampaignBidBody = z.input<typeof campaignBidBodySchema>;

export const campaignBidSchema = z.object({
  featuringId: z.string(),
  category: categoryRefSchema,
  product: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  maxBid: z.number().int(),
  reservePrice: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignBid = z.infer<typeof campaignBidSchema>;

export const campaignSummarySchema = z.object({
  id: z.string(),
  teamId: z.string(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  totalBudget: z.number().int(),
  /** Credits charged so far. */
  spent: z.number().int(),
  /** Credits held in the ledger for it right now (while ACTIVE). */
  held: z.number().int(),
  bidCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignSchema = campaignSummarySchema.extend({ bids: z.array(campaignBidSchema) });
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListQuerySchema = z.object({
  page: pageField,
  take: z.coerce
    .number({ error: V.take })
    .int(V.take)
    .min(1, V.take)
    .max(LIST_TAKE_MAX, V.take)
    .default(LIST_TAKE_DEFAULT),
  search: requestString().trim().max(200).optional(),
  status: z.enum(CAMPAIGN_STATUSES, { error: V.status }).optional(),
  sortBy: z.enum(CAMPAIGN_SORTS, { error: V.sortBy }).default('createdAt'),
  sortOrder: z.enum(SORT_ORDERS).default('DESC'),
});
export type CampaignListQuery = z.input<typeof campaignListQuerySchema>;
export const campaignListSchema = z.object({ data: z.array(campaignSummarySchema), meta: listMetaSchema });
export type CampaignList = z.infer<typeof campaignListSchema>;

/** A day's clearing prices of a featuring: what each winner paid, top slot first. */
export const clearingDaySchema = z.object({ day: z.string(), prices: z.array(z.number().int()) });
export type ClearingDay = z.infer<typeof clearingDaySchema>;

/**
 * GET /creator/campaigns/{teamId}/options: what the "new campaign" modal offers: each open featuring with its
 * reserve and recent clearing prices, and the team's products that may bid on it.
 */
export const campaignOptionsSchema = z.object({
  featurings: z.array(
    z.object({
      featuringId: z.string(),
      category: categoryRefSchema,
      slots: z.number().int(),
      reservePrice: z.number().int(),
      clearing: z.array(clearingDaySchema),
      products: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});
export type CampaignOptions = z.infer<typeof campaignOptionsSchema>;

/** A campaign's day in one featuring: how its bid did, and what the sponsored card earned that day. */
export const campaignResultSchema = z.object({
  day: z.string(),
  featuringId: z.string(),
  category: categoryRefSchema,
  product: z.object({ id: z.string(), name: z.string() }),
  maxBid: z.number().int(),
  won: z.boolean(),
  reason: z.enum(FEATURING_LOSS_REASONS).nullable(),
  rank: z.number().int().nullable(),
  price: z.number().int().nullable(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  uniqueClicks: z.number().int(),
  /** clicks ÷ impressions, 0 without impressions. */
  ctr: z.number(),
});
export type CampaignResult = z.infer<typeof campaignResultSchema>;
export const campaignResultsSchema = z.object({
  from: z.string(),
  to: z.string(),
  data: z.array(campaignResultSchema),
  totals: z.object({
    spent: z.number().int(),
    daysWon: z.number().int(),
    impressions: z.number().int(),
    clicks: z.number().int(),
  }),
});
export type CampaignResults = z.infer<typeof campaignResultsSchema>;

// ---- what everyone sees ----------------------------------------------------------------------------------------

/**
 * A sponsored card's explanation ("Why am I seeing this?"): who paid, on whose behalf, and what it won. The same
 * for every visitor (nothing about the reader is used).
 */
export const sponsoredCardSchema = z.object({
  rank: z.number().int(),
  /** The product's card, as the organic list draws it. */
  card: productCardSchema,
  /** The team that paid: its legal name when known, else its brand name. */
  paidBy: z.string(),
  /** The brand the card promotes. */
  onBehalfOf: z.string(),
  /** The category whose featuring it won, and the day. */
  category: categoryRefSchema,
  featuringId: z.string(),
  day: z.string(),
});
export type SponsoredCard = z.infer<typeof sponsoredCardSchema>;

/** GET /categories/{slug}/featuring: the slots, the reserve, the last 30 days' clearing prices and today's winners. */
export const categoryFeaturingSchema = z.object({
  category: categoryRefSchema,
  featuring: z
    .object({ slots: z.number().int(), reservePrice: z.number().int(), clearing: z.array(clearingDaySchema) })
    .nullable(),
  sponsored: z.array(sponsoredCardSchema),
});
export type CategoryFeaturing = z.infer<typeof categoryFeaturingSchema>;

export const featuringSlugParamsSchema = z.object({ slug: requestString().min(1).max(200) });

export const FEATURING_ROUTE_SCHEMAS = {
  'featuring.adminList': { query: featuringListQuerySchema, response: featuringListSchema },
  'featuring.adminCreate': { body: featuringBodySchema, response: featuringSchema },
  'featuring.adminGet': { params: featuringParamsSchema, response: featuringSchema },
  'featuring.adminUpdate': { params: featuringParamsSchema, body: featuringBodySchema, response: featuringSchema },
  'featuring.adminDelete': { params: featuringParamsSchema, response: successSchema },
  'featuring.adminResults': { params: featuringParamsSchema, query: rangeQuerySchema, response: auctionLogSchema },
  'featuring.close': { body: featuringCloseBodySchema, response: featuringCloseResultSchema },
  'featuring.category': { params: featuringSlugParamsSchema, response: categoryFeaturingSchema },
  'featuring.campaignOptions': { params: campaignTeamParamsSchema, response: campaignOptionsSchema },
  'featuring.campaignList': {
    params: campaignTeamParamsSchema,
    query: campaignListQuerySchema,
    response: campaignListSchema,
  },
  'featuring.campaignCreate': {
    params: campaignTeamParamsSchema,
    body: campaignCreateBodySchema,
    response: campaignSchema,
  },
  'featuring.campaignGet': { params: campaignParamsSchema, response: campaignSchema },
  'featuring.campaignUpdate': {
    params: campaignParamsSchema,
    body: campaignUpdateBodySchema,
    response: campaignSchema,
  },
  'featuring.campaignPause': { params: campaignParamsSchema, response: campaignSchema },
  'featuring.campaignResume': { params: campaignParamsSchema, response: campaignSchema },
  'featuring.campaignEnd': { params: campaignParamsSchema, response: campaignSchema },
  'featuring.bidPut': { params: campaignBidParamsSchema, body: campaignBidBodySchema, response: campaignSchema },
  'featuring.bidDelete': { params: campaignBidParamsSchema, response: campaignSchema },
  'featuring.campaignResults': {
    params: campaignParamsSchema,
    query: rangeQuerySchema,
    response: campaignResultsSchema,
  },
  'featuring.campaignResultsCsv': { params: campaignParamsSchema, query: rangeQuerySchema, response: CSV_TEXT },
} as const satisfies Record<string, RouteSchemas>;
