import { z } from 'zod';
import { SEARCH_RESULT_TYPES } from '../enums.js';
import { SEARCH_QUERY_MAX } from '../limits.js';
import { M } from '../messages.js';
import type { RouteSchemas } from '../route-schema-kinds.js';
import { requestString } from './fields.js';
import { catalogueTakeField, listMetaSchema, pageField } from './common.js';

// The search area's schemas. `SEARCH_ROUTE_SCHEMAS` holds each call of tables/search.ts under its id.

/** What was typed: trimmed, 1–SEARCH_QUERY_MAX characters. */
export const searchQueryField = requestString({ error: M.validation.search.q_required })
  .trim()
  .min(1, M.validation.search.q_required)
  .max(SEARCH_QUERY_MAX, M.validation.search.q_max);

export const searchQuerySchema = z.object({
  q: searchQueryField,
  type: z.enum(SEARCH_RESULT_TYPES, { error: M.validation.search.type }).optional(),
  categoryId: requestString()
    .pipe(z.uuid({ error: M.validation.search.category }))
    .optional(),
  page: pageField,
  take: catalogueTakeField,
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const suggestQuerySchema = z.object({ q: searchQueryField });

/** A piece of a name: `match` marks the part the query matched (the web renders it as <mark>, as text). */
export const highlightSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type HighlightSegment = z.infer<typeof highlightSegmentSchema>;

/** The brand a product belongs to (its page is `/brands/{creatorProfile}`); `id` is its team's (analytics count a search for it). */
export const searchBrandSchema = z.object({ id: z.string(), name: z.string(), creatorProfile: z.string() });

export const searchHitSchema = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.string(),
  name: z.string(),
  /** A product's slug (below its brand), a brand's creatorProfile handle, a YouTuber's handle. */
  slug: z.string(),
  /** A product's brand; null for a brand or a YouTuber. */
  brand: searchBrandSchema.nullable(),
  /** A product's cover, a brand's icon; null when there is none. */
  imageUrl: z.string().nullable(),
  /** Null until reviews exist (the reviews issue fills it). */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  highlight: z.array(highlightSegmentSchema),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchFacetsSchema = z.object({
  type: z.object({ product: z.number().int(), brand: z.number().int(), youtuber: z.number().int() }),
  category: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string(), count: z.number().int() })),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

export const searchResultSchema = z.object({
  data: z.array(searchHitSchema),
  meta: listMetaSchema.extend({
    facets: searchFacetsSchema,
    /**
     * More products match than a search counts (SEARCH_PRODUCT_CANDIDATES_MAX): the product count, each category's
     * count, and a `total` that includes products are then lower bounds ("at least"); brand and YouTuber counts never
     * are.
     */
    capped: z.boolean(),
  }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestHitSchema = searchHitSchema.pick({
  type: true,
  id: true,
  name: true,
  slug: true,
  brand: true,
  highlight: true,
});
export type SuggestHit = z.infer<typeof suggestHitSchema>;
export const suggestResultSchema = z.object({ data: z.array(suggestHitSchema) });
export type SuggestResult = z.infer<typeof suggestResultSchema>;

export const SEARCH_ROUTE_SCHEMAS = {
  'search.search': { query: searchQuerySchema, response: searchResultSchema },
  'search.suggest': { query: suggestQuerySchema, response: suggestResultSchema },
} as const satisfies Record<string, RouteSchemas>;
