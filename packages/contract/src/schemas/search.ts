import type { RouteSchemas } from '../route-schema-kinds.js';

// The search area's schemas (issue 16). `SEARCH_ROUTE_SCHEMAS` holds each call of tables/search.ts under its id.

export const SEARCH_ROUTE_SCHEMAS = {
} as const satisfies Record<string, RouteSchemas>;
