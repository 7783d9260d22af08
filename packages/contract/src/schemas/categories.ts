import type { RouteSchemas } from '../route-schema-kinds.js';

// The categories area's schemas (issue 16). `CATEGORIES_ROUTE_SCHEMAS` holds each call of tables/categories.ts under its id.

export const CATEGORIES_ROUTE_SCHEMAS = {
} as const satisfies Record<string, RouteSchemas>;
