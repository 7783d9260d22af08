import type { RouteSpec } from '../route-table.js';

// The search area's calls, spread into the route table (route-table.ts). Zod-free like the table itself;
// each call's schemas are in schemas/search.ts (SEARCH_ROUTE_SCHEMAS) under the same id.

export const SEARCH_ROUTES = [
  { id: 'search.search', method: 'GET', path: '/search', tag: 'search', auth: 'public', errors: [400, 429] },
  { id: 'search.suggest', method: 'GET', path: '/search/suggest', tag: 'search', auth: 'public', errors: [400, 429] },
] as const satisfies readonly RouteSpec[];
