import type { RouteSchemas } from '../route-schema-kinds.js';

// The catalogue area's schemas (issue 16). `CATALOGUE_ROUTE_SCHEMAS` holds each call of tables/catalogue.ts under its id.

export const CATALOGUE_ROUTE_SCHEMAS = {
} as const satisfies Record<string, RouteSchemas>;
