import type { RouteSpec } from '../route-table.js';

// The catalogue area's calls, spread into the route table (route-table.ts). Zod-free like the table itself;
// each call's schemas are in schemas/catalogue.ts (CATALOGUE_ROUTE_SCHEMAS) under the same id.

export const CATALOGUE_ROUTES = [
  {
    id: 'catalogue.brand',
    method: 'GET',
    path: '/brands/:creatorProfile',
    tag: 'catalogue',
    auth: 'public',
    errors: [400, 404, 429],
  },
  {
    id: 'catalogue.brandProducts',
    method: 'GET',
    path: '/brands/:creatorProfile/products',
    tag: 'catalogue',
    auth: 'public',
    errors: [400, 404, 429],
  },
  {
    id: 'catalogue.product',
    method: 'GET',
    path: '/brands/:creatorProfile/products/:productSlug',
    tag: 'catalogue',
    auth: 'public',
    errors: [400, 404, 410, 429],
  },
  {
    id: 'catalogue.youtuber',
    method: 'GET',
    path: '/youtubers/:handle',
    tag: 'catalogue',
    auth: 'public',
    errors: [400, 404, 429],
  },
  {
    id: 'catalogue.updateYoutuberHandle',
    method: 'PUT',
    path: '/profile/youtuber-handle',
    tag: 'catalogue',
    auth: 'bearer',
    errors: [400, 401, 404, 409],
  },
] as const satisfies readonly RouteSpec[];
