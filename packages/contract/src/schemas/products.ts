import type { RouteSchemas } from '../route-schema-kinds.js';

// The products area's schemas (issue 16). `PRODUCTS_ROUTE_SCHEMAS` holds each call of tables/products.ts under its id.

export const PRODUCTS_ROUTE_SCHEMAS = {
} as const satisfies Record<string, RouteSchemas>;
