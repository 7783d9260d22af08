import { z } from 'zod';
import type { RouteSchemas } from '../route-schema-kinds.js';

// The public catalogue's schemas (issue 16 §3, §5): brand, product, YouTuber and category pages and the home page.
// `CATALOGUE_ROUTE_SCHEMAS` holds each call of tables/catalogue.ts under its id. The product card is shared by every
// list a visitor sees (brand, category, home; search has its own result shape).

/** A stored picture in the widths of PRODUCT_IMAGE_WIDTHS: `src` is the middle width, `srcset` names all three. */
export const pictureSchema = z.object({
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type Picture = z.infer<typeof pictureSchema>;

/** Reviews come with issue 17: until then every rating is null and the page says "no reviews yet". */
export const ratingSummarySchema = z.object({ average: z.number(), count: z.number().int() }).nullable();
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const productCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  brand: z.object({ name: z.string(), creatorProfile: z.string(), iconUrl: z.string().nullable() }),
  category: z.object({ slug: z.string(), name: z.string() }),
  image: pictureSchema.nullable(),
  rating: ratingSummarySchema,
  publishedAt: z.string().nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const CATALOGUE_ROUTE_SCHEMAS = {
} as const satisfies Record<string, RouteSchemas>;
