import { z } from 'zod';
import { CATALOGUE_SORTS, CATEGORY_ICONS, SORT_ORDERS } from '../enums.js';
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX, CATEGORY_NAME_MIN, SLUG_MAX, SLUG_PATTERN } from '../limits.js';
import { M } from '../messages.js';
import type { RouteSchemas } from '../route-schema-kinds.js';
import { catalogueTakeField, idParamSchema, listMetaSchema, pageField } from './common.js';
import { requestString } from './fields.js';
import { productCardSchema } from './catalogue.js';
import { publicReviewSchema } from './reviews.js';

// The categories area's schemas: the public tree, the admin's editing, the category page and
// the home page. `CATEGORIES_ROUTE_SCHEMAS` holds each call of tables/categories.ts under its id.

/**
 * What the admin entered in each language: English always, German when given. The forms edit these; everything a
 * reader sees (`name`, `description`) is already in the reader's language.
 */
export const categoryTextsSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  nameDe: z.string().nullable(),
  descriptionDe: z.string().nullable(),
});
export type CategoryTexts = z.infer<typeof categoryTextsSchema>;

/**
 * A category as everyone sees it: the public tree is flat with `parentId` (one level of nesting). `name` and
 * `description` are in the request's language (the language cookie, else Accept-Language), English when the
 * category has none in it.
 */
export const categoryItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** A Tabler icon name (CATEGORY_ICONS; older rows may hold another name, which the web shows as `category`). */
  icon: z.string(),
  description: z.string().nullable(),
  texts: categoryTextsSchema,
  parentId: z.string().nullable(),
  position: z.number().int(),
  /** Public products in it and in its sub-categories (what a visitor finds on its page). */
  productCount: z.number().int(),
});
export type CategoryItem = z.infer<typeof categoryItemSchema>;

export const categoryListSchema = z.object({ data: z.array(categoryItemSchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

// ---- admin editing -------------------------------------------------------------------------------------------

const V = M.category.validation;

const nameField = requestString({ error: V.name.required })
  .trim()
  .min(1, V.name.required)
  .min(CATEGORY_NAME_MIN, V.name.min)
  .max(CATEGORY_NAME_MAX, V.name.max);
const slugField = requestString().trim().max(SLUG_MAX, V.slug.max).regex(SLUG_PATTERN, V.slug.pattern);
const iconField = z.enum(CATEGORY_ICONS, { error: V.icon });
const descriptionField = requestString().trim().max(CATEGORY_DESCRIPTION_MAX, V.description.max);
const positionField = z
  .number({ error: V.position })
  .int(V.position)
  .min(-1_000_000, V.position)
  .max(1_000_000, V.position);
const parentField = requestString().min(1).max(100);
/** The German name: empty means none (German readers then see the English one). */
const nameDeField = requestString()
  .trim()
  .max(CATEGORY_NAME_MAX, V.name.max)
  .refine((value) => value === '' || value.length >= CATEGORY_NAME_MIN, { error: V.name.min });

/**
 * POST /admin/categories. `slug` is derived from the name when absent or empty; `description` empty means none;
 * `nameDe` and `descriptionDe` (German) empty or absent mean none; `parentId` names a top-level category (one level
 * of nesting); `position` defaults to after its siblings.
 */
export const categoryCreateBodySchema = z.object({
  name: nameField,
  slug: slugField.optional().or(z.literal('')),
  icon: iconField,
  description: descriptionField.nullable().optional(),
  nameDe: nameDeField.nullable().optional(),
  descriptionDe: descriptionField.nullable().optional(),
  parentId: parentField.nullable().optional(),
  position: positionField.optional(),
});
export type CategoryCreateBody = z.infer<typeof categoryCreateBodySchema>;

/** PUT /admin/categories/{id}: only the fields sent change (`parentId: null` makes it top-level). */
export const categoryUpdateBodySchema = z.object({
  name: nameField.optional(),
  slug: slugField.optional(),
  icon: iconField.optional(),
  description: descriptionField.nullable().optional(),
  nameDe: nameDeField.nullable().optional(),
  descriptionDe: descriptionField.nullable().optional(),
  parentId: parentField.nullable().optional(),
  position: positionField.optional(),
});
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBodySchema>;

// ---- the category page ---------------------------------------------------------------------------------------

export const categorySlugParamsSchema = z.object({ slug: requestString().min(1).max(200) });

const categoryLinkSchema = z.object({ id: z.string(), slug: z.string(), name: z.string(), icon: z.string() });

/** GET /categories/{slug}: the category, its parent (the breadcrumb) and its sub-categories with their counts. */
export const categoryPageSchema = z.object({
  category: categoryLinkSchema.extend({
    description: z.string().nullable(),
    /** Public products in it and in its sub-categories. */
    productCount: z.number().int(),
  }),
  parent: categoryLinkSchema.nullable(),
  children: z.array(categoryLinkSchema.extend({ productCount: z.number().int() })),
});
export type CategoryPage = z.infer<typeof categoryPageSchema>;

/** The category page's product list query: page, take up to CATALOGUE_TAKE_MAX, sort. */
export const categoryProductsQuerySchema = z.object({
  page: pageField,
  take: catalogueTakeField,
  sortBy: z.enum(CATALOGUE_SORTS, { error: V.sortBy }).default('newest'),
  sortOrder: z.enum(SORT_ORDERS).default('DESC'),
});
export type CategoryProductsQuery = z.input<typeof categoryProductsQuerySchema>;

export const categoryProductListSchema = z.object({ data: z.array(productCardSchema), meta: listMetaSchema });
export type CategoryProductList = z.infer<typeof categoryProductListSchema>;

// ---- the home page -------------------------------------------------------------------------------------------

export const homeBrandSchema = z.object({
  name: z.string(),
  creatorProfile: z.string(),
  iconUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  productCount: z.number().int(),
});
export type HomeBrand = z.infer<typeof homeBrandSchema>;

/**
 * GET /home: every section of `/` in one answer; an empty array hides its section. `topRated` ranks rated products
 * by their Bayesian average (REVIEW_BAYES_WEIGHT); `latestReviews` are the newest published reviews. The home
 * answer is the same for everyone (cached), so each review's `votedHelpful`, `mine` and `reported` are false.
 */
export const homeSchema = z.object({
  featuredCategories: z.array(categoryLinkSchema.extend({ productCount: z.number().int() })),
  topRated: z.array(productCardSchema),
  newest: z.array(productCardSchema),
  brands: z.array(homeBrandSchema),
  latestReviews: z.array(publicReviewSchema),
});
export type Home = z.infer<typeof homeSchema>;

export const CATEGORIES_ROUTE_SCHEMAS = {
  'categories.list': { response: categoryListSchema },
  'categories.create': { body: categoryCreateBodySchema, response: categoryItemSchema },
  'categories.update': { params: idParamSchema, body: categoryUpdateBodySchema, response: categoryItemSchema },
  'categories.remove': { params: idParamSchema, response: z.object({ success: z.literal(true) }) },
  'categories.page': { params: categorySlugParamsSchema, response: categoryPageSchema },
  'categories.products': {
    params: categorySlugParamsSchema,
    query: categoryProductsQuerySchema,
    response: categoryProductListSchema,
  },
  'home.get': { response: homeSchema },
} as const satisfies Record<string, RouteSchemas>;
