import type { RouteSpec } from '../route-table.js';

// The categories area's calls (issue 16), spread into the route table (route-table.ts). Zod-free like the table
// itself; each call's schemas are in schemas/categories.ts (CATEGORIES_ROUTE_SCHEMAS) under the same id.

export const CATEGORIES_ROUTES = [
  {
    id: 'categories.list', method: 'GET', path: '/categories', tag: 'categories', auth: 'public', errors: [429],
    summary: 'List every category',
    description: 'The whole tree, flat: a sub-category names its parent (one level of nesting). Ordered by position, then name. '
      + '`productCount` counts the public products of the category itself.',
  },
] as const satisfies readonly RouteSpec[];
