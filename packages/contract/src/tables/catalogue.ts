import type { RouteSpec } from '../route-table.js';

// The catalogue area's calls (issue 16), spread into the route table (route-table.ts). Zod-free like the table itself;
// each call's schemas are in schemas/catalogue.ts (CATALOGUE_ROUTE_SCHEMAS) under the same id.

export const CATALOGUE_ROUTES = [
] as const satisfies readonly RouteSpec[];
