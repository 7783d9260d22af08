import { z } from 'zod';
import { CATALOGUE_SORTS, SORT_ORDERS } from '../enums.js';
import { YOUTUBER_HANDLE_MAX, YOUTUBER_HANDLE_MIN, YOUTUBER_HANDLE_PATTERN } from '../limits.js';
import { M } from '../messages.js';
import type { RouteSchemas } from '../route-schema-kinds.js';
import { catalogueTakeField, listMetaSchema, pageField } from './common.js';
import { requestString } from './fields.js';
import { socialLinksSchema } from './user.js';

// The public catalogue's schemas: brand, product, YouTuber and category pages and the home page.
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

/** The plain average and count of PUBLISHED reviews; null while there is none ("no reviews yet"). */
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

export const productCardListSchema = z.object({ data: z.array(productCardSchema), meta: listMetaSchema });
export type ProductCardList = z.infer<typeof productCardListSchema>;

// ---- brand page (GET /brands/{creatorProfile}) ----------------------------------------------------------------

const pathPart = () => requestString().trim().min(1).max(100);
export const brandParamsSchema = z.object({ creatorProfile: pathPart() });
export const productParamsSchema = z.object({ creatorProfile: pathPart(), productSlug: pathPart() });
export const youtuberParamsSchema = z.object({ handle: pathPart() });

/** A category the brand's public products are in, for the page's filter chips. */
export const brandCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  count: z.number().int(),
});

export const brandPageSchema = z.object({
  id: z.string(),
  creatorProfile: z.string(),
  brandName: z.string(),
  /** The team's verification is APPROVED (a brand page exists only then, so always true today: the badge's source). */
  verified: z.boolean(),
  description: z.string().nullable(),
  iconUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  website: z.string().nullable(),
  social: socialLinksSchema,
  rating: ratingSummarySchema,
  /** A BLOCKED team: the page shows a short notice instead of its products (and `categories` is empty). */
  blocked: z.boolean(),
  categories: z.array(brandCategorySchema),
  updatedAt: z.string(),
});
export type BrandPage = z.infer<typeof brandPageSchema>;

export const brandProductsQuerySchema = z.object({
  page: pageField,
  take: catalogueTakeField,
  sortBy: z.enum(CATALOGUE_SORTS).default('newest'),
  /** Unset: ascending for name, descending otherwise. */
  sortOrder: z.enum(SORT_ORDERS).optional(),
  categoryId: requestString().trim().max(100).optional(),
});
export type BrandProductsQuery = z.infer<typeof brandProductsQuerySchema>;

// ---- product page ----------------------------------------------------------------------------------------------

export const productPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** The website or shop the product links out to. */
  url: z.string().nullable(),
  /** In the team's order; the first is the cover. */
  pictures: z.array(pictureSchema),
  /** With its parent for the breadcrumb (one level of nesting). */
  category: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    parent: z.object({ id: z.string(), slug: z.string(), name: z.string() }).nullable(),
  }),
  rating: ratingSummarySchema,
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** `id` is the brand's team: whether the viewer belongs to it is a matter of team ids, as on the server. */
  brand: z.object({
    id: z.string(),
    name: z.string(),
    creatorProfile: z.string(),
    iconUrl: z.string().nullable(),
    verified: z.boolean(),
  }),
  /** A few other public products of the brand, newest first. */
  moreFromBrand: z.array(productCardSchema),
});
export type ProductPage = z.infer<typeof productPageSchema>;

// ---- YouTuber page ----------------------------------------------------------------------------------------------

export const youtuberPageSchema = z.object({
  id: z.string(),
  handle: z.string(),
  pageName: z.string(),
  channelUrl: z.string(),
  /** The person's profile picture. */
  avatarUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type YoutuberPage = z.infer<typeof youtuberPageSchema>;

/** The YouTuber's page address: 3–30 lower-case letters, digits and inner hyphens. */
export const youtuberHandleField = requestString({ error: M.validation.youtuberHandle.required })
  .trim()
  .min(1, M.validation.youtuberHandle.required)
  .min(YOUTUBER_HANDLE_MIN, M.validation.youtuberHandle.min)
  .max(YOUTUBER_HANDLE_MAX, M.validation.youtuberHandle.max)
  .regex(YOUTUBER_HANDLE_PATTERN, M.validation.youtuberHandle.pattern);
export const youtuberHandleBodySchema = z.object({ handle: youtuberHandleField });
export type YoutuberHandleBody = z.infer<typeof youtuberHandleBodySchema>;
export const youtuberHandleResponseSchema = z.object({ handle: z.string() });

export const CATALOGUE_ROUTE_SCHEMAS = {
  'catalogue.brand': { params: brandParamsSchema, response: brandPageSchema },
  'catalogue.brandProducts': {
    params: brandParamsSchema,
    query: brandProductsQuerySchema,
    response: productCardListSchema,
  },
  'catalogue.product': { params: productParamsSchema, response: productPageSchema },
  'catalogue.youtuber': { params: youtuberParamsSchema, response: youtuberPageSchema },
  'catalogue.updateYoutuberHandle': { body: youtuberHandleBodySchema, response: youtuberHandleResponseSchema },
} as const satisfies Record<string, RouteSchemas>;
