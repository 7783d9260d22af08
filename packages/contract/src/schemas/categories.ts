import { z } from 'zod';
import type { RouteSchemas } from '../route-schema-kinds.js';

// The categories area's schemas (issue 16). `CATEGORIES_ROUTE_SCHEMAS` holds each call of tables/categories.ts
// under its id.

/** A category as everyone sees it: the public tree is flat with `parentId` (one level of nesting). */
export const categoryItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** A Tabler icon name. */
  icon: z.string(),
  parentId: z.string().nullable(),
  position: z.number().int(),
  /** Public products in it (its own, not its children's). */
  productCount: z.number().int(),
});
export type CategoryItem = z.infer<typeof categoryItemSchema>;

export const categoryListSchema = z.object({ data: z.array(categoryItemSchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

export const CATEGORIES_ROUTE_SCHEMAS = {
  'categories.list': { response: categoryListSchema },
} as const satisfies Record<string, RouteSchemas>;
