import { z } from 'zod';
import {
  API_KEY_SCOPES,
  PRODUCT_STATUSES,
  REVIEW_STATUSES,
  REVIEW_TYPES,
  TROPHY_CONTENT_TYPES,
  TROPHY_METHODS,
  TROPHY_STATUSES,
  TROPHY_TEAM_RELATIONS,
} from '../enums.js';
import type { RouteSchemas } from '../route-schema-kinds.js';
import { listMetaSchema, successSchema } from './common.js';
import { creatorStatsQuerySchema, creatorStatsSchema } from './events.js';
import { requestString } from './fields.js';
import { productBodySchema, productImageSchema, productListQuerySchema } from './products.js';
import {
  creatorReviewsQuerySchema,
  reviewAuthorSchema,
  reviewProductRefSchema,
  reviewReplyBodySchema,
  reviewReplySchema,
  reviewVideoSchema,
} from './reviews.js';
import { creatorTrophyListQuerySchema, trophyCandidateSchema, trophySummarySchema } from './trophies.js';
import { shortLinkBodySchema, shortLinkListQuerySchema, shortLinkSchema } from './short-links.js';

// The answers of the public API (`/api/v1`), and of everything that speaks for it: a webhook event's `data` is one
// of these shapes. Integrators generate clients from them, so they are written out field by field (never derived
// from the app's own shapes, which may grow fields for a screen) and only ever gain optional fields.

/** Every list of the public API: the page's items and where the page stands. */
export function publicListSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

/** A product of the key's team, in every status. */
export const publicProductSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  categoryId: z.string(),
  tags: z.array(z.string()),
  url: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  images: z.array(productImageSchema),
  /** Plaudit took it off the public pages: only the team itself still sees it. */
  staffDisabled: z.boolean(),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;
export const publicProductListSchema = publicListSchema(publicProductSchema);
export type PublicProductList = z.infer<typeof publicProductListSchema>;

/** The brand's answer to a review, as the product page shows it. */
export const publicReviewReplySchema = z.object({
  text: z.string(),
  brandName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicReviewReply = z.infer<typeof publicReviewReplySchema>;

/** A review of one of the team's products (every status but REJECTED), with the team's reply. */
export const publicApiReviewSchema = z.object({
  id: z.string(),
  type: z.enum(REVIEW_TYPES),
  status: z.enum(REVIEW_STATUSES),
  rating: z.number().int(),
  title: z.string().nullable(),
  comment: z.string().nullable(),
  video: reviewVideoSchema.nullable(),
  author: reviewAuthorSchema,
  product: reviewProductRefSchema,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  helpfulCount: z.number().int(),
  reply: reviewReplySchema.nullable(),
});
export type PublicApiReview = z.infer<typeof publicApiReviewSchema>;
export const publicApiReviewListSchema = publicListSchema(publicApiReviewSchema);
export type PublicApiReviewList = z.infer<typeof publicApiReviewListSchema>;

/** A trophy the team runs, won or is nominated for (`relation`; RUNS first when it is both). */
export const publicTrophySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(TROPHY_STATUSES),
  method: z.enum(TROPHY_METHODS),
  contentType: z.enum(TROPHY_CONTENT_TYPES),
  category: trophySummarySchema.shape.category,
  catalogueCategory: trophySummarySchema.shape.catalogueCategory,
  organiser: trophySummarySchema.shape.organiser,
  periodFrom: z.string(),
  periodTo: z.string(),
  candidateCount: z.number().int(),
  winner: trophyCandidateSchema.nullable(),
  lockedAt: z.string().nullable(),
  awardedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  relation: z.enum(TROPHY_TEAM_RELATIONS),
});
export type PublicTrophy = z.infer<typeof publicTrophySchema>;
export const publicTrophyListSchema = publicListSchema(publicTrophySchema);
export type PublicTrophyList = z.infer<typeof publicTrophyListSchema>;

/** GET /api/v1/me: whom the key speaks for and what it may do. */
export const publicMeSchema = z.object({
  team: z.object({ id: z.string(), brandName: z.string(), creatorProfile: z.string() }),
  key: z.object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    /** Null for a key that never expires. */
    expiresAt: z.string().nullable(),
  }),
});
export type PublicMe = z.infer<typeof publicMeSchema>;

/** A short link of the key's team (its QR code and click figures stay on the dashboard). */
export const publicShortLinkSchema = z.object({
  id: z.string(),
  slug: z.string(),
  shortUrl: z.string(),
  destination: z.string(),
  /** The destination with the UTM fields merged: where a visitor lands. */
  finalUrl: z.string(),
  title: z.string(),
  utm: shortLinkSchema.shape.utm,
  expiresAt: z.string().nullable(),
  expiredUrl: z.string().nullable(),
  maxClicks: z.number().int().nullable(),
  hasPassword: z.boolean(),
  iosUrl: z.string().nullable(),
  androidUrl: z.string().nullable(),
  productId: z.string().nullable(),
  disabled: z.boolean(),
  status: shortLinkSchema.shape.status,
  clicks: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicShortLink = z.infer<typeof publicShortLinkSchema>;
export const publicShortLinkListSchema = publicListSchema(publicShortLinkSchema);
export type PublicShortLinkList = z.infer<typeof publicShortLinkListSchema>;

// ---- the calls -------------------------------------------------------------------------------------------------

const publicIdString = requestString().min(1).max(100);
export const publicProductParamSchema = z.object({ productId: publicIdString });
export const publicReviewParamSchema = z.object({ reviewId: publicIdString });
export const publicShortLinkParamSchema = z.object({ linkId: publicIdString });

/**
 * GET /v1/openapi.json: the public API's OpenAPI 3.1 document (typed here only as far as a reader of it relies on:
 * its `info` says the calls a key may make a minute on this server, as configured).
 */
export const publicApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ 'x-rate-limit-per-minute': z.number().int().positive() }),
});
export type PublicApiDocument = z.infer<typeof publicApiDocumentSchema>;

/** DELETE /v1/products/{id}: gone, or archived because it has reviews. */
export const publicProductDeletedSchema = z.object({ success: z.literal(true), archived: z.boolean() });
export type PublicProductDeleted = z.infer<typeof publicProductDeletedSchema>;

export const PUBLIC_API_ROUTE_SCHEMAS = {
  'publicApi.me': { response: publicMeSchema },
  'publicApi.productList': { query: productListQuerySchema, response: publicProductListSchema },
  'publicApi.productCreate': { body: productBodySchema, response: publicProductSchema },
  'publicApi.productGet': { params: publicProductParamSchema, response: publicProductSchema },
  'publicApi.productUpdate': {
    params: publicProductParamSchema,
    body: productBodySchema,
    response: publicProductSchema,
  },
  'publicApi.productDelete': { params: publicProductParamSchema, response: publicProductDeletedSchema },
  'publicApi.reviewList': { query: creatorReviewsQuerySchema, response: publicApiReviewListSchema },
  'publicApi.replyPut': {
    params: publicReviewParamSchema,
    body: reviewReplyBodySchema,
    response: publicReviewReplySchema,
  },
  'publicApi.replyDelete': { params: publicReviewParamSchema, response: successSchema },
  'publicApi.trophyList': { query: creatorTrophyListQuerySchema, response: publicTrophyListSchema },
  'publicApi.stats': { query: creatorStatsQuerySchema, response: creatorStatsSchema },
  'publicApi.shortLinkList': { query: shortLinkListQuerySchema, response: publicShortLinkListSchema },
  'publicApi.shortLinkCreate': { body: shortLinkBodySchema, response: publicShortLinkSchema },
  'publicApi.shortLinkGet': { params: publicShortLinkParamSchema, response: publicShortLinkSchema },
  'publicApi.shortLinkUpdate': {
    params: publicShortLinkParamSchema,
    body: shortLinkBodySchema,
    response: publicShortLinkSchema,
  },
  'publicApi.shortLinkDelete': { params: publicShortLinkParamSchema, response: successSchema },
  'publicApi.openapi': { response: publicApiDocumentSchema },
} as const satisfies Record<string, RouteSchemas>;
