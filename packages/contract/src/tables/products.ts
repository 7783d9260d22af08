import type { RouteSpec } from '../route-table.js';

// The products area's calls (issue 16), spread into the route table (route-table.ts). Zod-free like the table itself;
// each call's schemas are in schemas/products.ts (PRODUCTS_ROUTE_SCHEMAS) under the same id.

export const PRODUCTS_ROUTES = [
] as const satisfies readonly RouteSpec[];
