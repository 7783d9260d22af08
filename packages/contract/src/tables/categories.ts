import type { RouteSpec } from '../route-table.js';

// The categories area's calls (issue 16), spread into the route table (route-table.ts). Zod-free like the table itself;
// each call's schemas are in schemas/categories.ts (CATEGORIES_ROUTE_SCHEMAS) under the same id.

export const CATEGORIES_ROUTES = [
] as const satisfies readonly RouteSpec[];
