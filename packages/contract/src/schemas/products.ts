import { z } from 'zod';
import { DECISION_GROUNDS, PRODUCT_STATUSES } from '../enums.js';
import * as L from '../limits.js';
import { M } from '../messages.js';
import type { RouteSchemas } from '../route-schema-kinds.js';
import { MULTIPART } from '../route-schema-kinds.js';
import { listQuerySchema, listResponseSchema } from './common.js';
import { httpUrl, requestString } from './fields.js';
import { groundField } from './grounds.js';

// The products area's schemas: a creator team's products, their images and publishing.
// `PRODUCTS_ROUTE_SCHEMAS` holds each call of tables/products.ts under its id.

const idString = requestString().min(1).max(100);
export const productTeamParamSchema = z.object({ teamId: idString });
export const productParamSchema = z.object({ teamId: idString, productId: idString });
export const productImageParamSchema = z.object({ teamId: idString, productId: idString, imageId: idString });
export const productAdminParamSchema = z.object({ productId: idString });

/**
 * One product picture as every screen shows it (the creator's editor and the public pages): `src` is the middle
 * width, `srcset` all three (`…320w, …800w, …1600w`); width and height are the largest variant's, for the ratio.
 */
export const productImageSchema = z.object({
  id: z.string(),
  /** 0 is the cover. */
  position: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  src: z.string(),
  srcset: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** What the caller may do with the team's products (products.policy.ts), so the screens offer only that. */
export const productPermissionsSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  /** False while the team is locked or the caller is muted: nothing may become (or stay edited while) PUBLISHED. */
  publish: z.boolean(),
  /** The team is locked: everything is read-only. */
  readOnly: z.boolean(),
});
export type ProductPermissions = z.infer<typeof productPermissionsSchema>;

export const productSchema = z.object({
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
  permissions: productPermissionsSchema,
  /** Plaudit took it off every public page; only Plaudit (or an appeal) can put it back. */
  staffDisabled: z.boolean(),
  /** Why Plaudit disabled it; null while it is not. */
  staffReason: z.string().nullable(),
  /**
   * The statement of reasons behind the staff disable: its ground, and its id when the caller may read and appeal it
   * (the team's OWNERs and ADMINs, at /settings/decisions); null while not disabled or when none was recorded.
   */
  staffDecision: z.object({ id: z.string().nullable(), ground: z.enum(DECISION_GROUNDS) }).nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const productListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  categoryId: z.string(),
  categoryName: z.string(),
  tags: z.array(z.string()),
  cover: productImageSchema.nullable(),
  imageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  staffDisabled: z.boolean(),
  staffReason: z.string().nullable(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productListSchema = listResponseSchema(productListItemSchema).extend({
  permissions: productPermissionsSchema,
});
export type ProductList = z.infer<typeof productListSchema>;

export const PRODUCT_SORT_FIELDS = ['name', 'updatedAt', 'createdAt', 'status'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export const productListQuerySchema = listQuerySchema(PRODUCT_SORT_FIELDS, 'updatedAt').extend({
  status: z.enum(PRODUCT_STATUSES, { error: M.product.validation.status_invalid }).optional(),
  categoryId: idString.optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** Trimmed, empty ones dropped, the first spelling kept of tags equal but for case. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

const tagField = requestString().trim().max(L.PRODUCT_TAG_MAX, M.product.validation.tag_max);

/** POST and PUT: the whole product (PUT replaces every field). A missing or empty slug is derived from the name. */
export const productBodySchema = z.object({
  name: requestString({ error: M.product.validation.name_required })
    .trim()
    .min(1, M.product.validation.name_required)
    .min(L.PRODUCT_NAME_MIN, M.product.validation.name_min)
    .max(L.PRODUCT_NAME_MAX, M.product.validation.name_max),
  slug: z
    .union([
      z.literal('').transform(() => undefined),
      z.null().transform(() => undefined),
      requestString()
        .trim()
        .max(L.SLUG_MAX, M.product.validation.slug_max)
        .regex(L.SLUG_PATTERN, M.product.validation.slug_pattern),
    ])
    .optional(),
  description: requestString()
    .max(L.PRODUCT_DESCRIPTION_MAX, M.product.validation.description_max)
    .default('')
    .transform((text) => text.trim()),
  categoryId: requestString({ error: M.product.validation.category_required })
    .min(1, M.product.validation.category_required)
    .max(100),
  tags: z
    .array(tagField, { error: M.product.validation.tags_max })
    .max(L.PRODUCT_TAGS_MAX * 3, M.product.validation.tags_max)
    .default([])
    .transform(normalizeTags)
    .refine((tags) => tags.length <= L.PRODUCT_TAGS_MAX, M.product.validation.tags_max),
  url: z
    .union([z.literal('').transform(() => null), z.null(), httpUrl(M.product.validation.url_invalid)])
    .default(null),
  status: z.enum(PRODUCT_STATUSES, { error: M.product.validation.status_invalid }).default('DRAFT'),
});
export type ProductBody = z.input<typeof productBodySchema>;
export type ProductBodyParsed = z.output<typeof productBodySchema>;

export const productCreatedSchema = z.object({ id: z.string(), slug: z.string() });
export type ProductCreated = z.infer<typeof productCreatedSchema>;

/** The fields of the image upload, sent before the file. */
export const productImageUploadFieldsSchema = z.object({
  alt: requestString().trim().max(L.PRODUCT_IMAGE_ALT_MAX, M.product.validation.alt_max).default(''),
});

export const productImageAltBodySchema = productImageUploadFieldsSchema;

export const productImageOrderBodySchema = z.object({
  ids: z
    .array(idString, { error: M.product.validation.order_invalid })
    .min(1, M.product.validation.order_invalid)
    .max(L.PRODUCT_IMAGES_MAX, M.product.validation.order_invalid),
});

export const productBulkStatusBodySchema = z.object({
  ids: z
    .array(idString, { error: M.product.validation.ids_invalid })
    .min(1, M.product.validation.ids_invalid)
    .max(L.PRODUCT_BULK_MAX, M.product.validation.ids_invalid),
  status: z.enum(PRODUCT_STATUSES, { error: M.product.validation.status_invalid }),
});
export type ProductBulkStatusBody = z.input<typeof productBulkStatusBodySchema>;
export const productBulkStatusResultSchema = z.object({ updated: z.number().int() });

export const productDeletedSchema = z.object({ success: z.literal(true) });

export const productDisableBodySchema = z.object({
  reason: requestString({ error: M.product.validation.reason_required })
    .trim()
    .min(1, M.product.validation.reason_required)
    .max(L.PRODUCT_STAFF_REASON_MAX, M.product.validation.reason_max),
  /** The published rule the disable rests on (its statement of reasons); OTHER_TERMS when a caller names none. */
  ground: groundField,
});
export type ProductDisableBody = z.infer<typeof productDisableBodySchema>;
/** A product's standing with the staff after they disabled or enabled it. */
export const productStaffStateSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  name: z.string(),
  staffDisabled: z.boolean(),
  staffReason: z.string().nullable(),
});
export type ProductStaffState = z.infer<typeof productStaffStateSchema>;

export const PRODUCT_STAFF_SORT_FIELDS = ['staffDisabledAt', 'name'] as const;
export type ProductStaffSortField = (typeof PRODUCT_STAFF_SORT_FIELDS)[number];
/** The staff's list of the products they disabled: newest disable first, searchable by product or brand name. */
export const productStaffListQuerySchema = listQuerySchema(PRODUCT_STAFF_SORT_FIELDS, 'staffDisabledAt');
export type ProductStaffListQuery = z.input<typeof productStaffListQuerySchema>;
export const productStaffListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  team: z.object({ id: z.string(), brandName: z.string(), creatorProfile: z.string().nullable() }),
  staffReason: z.string().nullable(),
  staffDisabledAt: z.string(),
});
export type ProductStaffListItem = z.infer<typeof productStaffListItemSchema>;
export const productStaffListSchema = listResponseSchema(productStaffListItemSchema);
export type ProductStaffList = z.infer<typeof productStaffListSchema>;

export const PRODUCTS_ROUTE_SCHEMAS = {
  'products.list': { params: productTeamParamSchema, query: productListQuerySchema, response: productListSchema },
  'products.create': { params: productTeamParamSchema, body: productBodySchema, response: productCreatedSchema },
  'products.bulkStatus': {
    params: productTeamParamSchema,
    body: productBulkStatusBodySchema,
    response: productBulkStatusResultSchema,
  },
  'products.get': { params: productParamSchema, response: productSchema },
  'products.update': { params: productParamSchema, body: productBodySchema, response: productSchema },
  'products.delete': { params: productParamSchema, response: productDeletedSchema },
  'products.uploadImage': { params: productParamSchema, body: MULTIPART, response: productSchema },
  'products.orderImages': { params: productParamSchema, body: productImageOrderBodySchema, response: productSchema },
  'products.updateImage': { params: productImageParamSchema, body: productImageAltBodySchema, response: productSchema },
  'products.deleteImage': { params: productImageParamSchema, response: productSchema },
  'products.adminDisable': {
    params: productAdminParamSchema,
    body: productDisableBodySchema,
    response: productStaffStateSchema,
  },
  'products.adminEnable': { params: productAdminParamSchema, response: productStaffStateSchema },
  'products.adminDisabledList': { query: productStaffListQuerySchema, response: productStaffListSchema },
} as const satisfies Record<string, RouteSchemas>;
