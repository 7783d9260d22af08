import type { RouteSpec } from '../route-table.js';

// The categories area's calls, spread into the route table (route-table.ts), and the home
// page's one call. Zod-free like the table itself; each call's schemas are in schemas/categories.ts
// (CATEGORIES_ROUTE_SCHEMAS) under the same id.

export const CATEGORIES_ROUTES = [
  { id: 'categories.list', method: 'GET', path: '/categories', tag: 'categories', auth: 'public', errors: [429] },
  {
    id: 'categories.create',
    method: 'POST',
    path: '/admin/categories',
    tag: 'categories',
    auth: 'bearer',
    errors: [400, 401, 403, 409],
  },
  {
    id: 'categories.update',
    method: 'PUT',
    path: '/admin/categories/:id',
    tag: 'categories',
    auth: 'bearer',
    errors: [400, 401, 403, 404, 409],
  },
  {
    id: 'categories.remove',
    method: 'DELETE',
    path: '/admin/categories/:id',
    tag: 'categories',
    auth: 'bearer',
    errors: [401, 403, 404, 409],
  },
  {
    id: 'categories.page',
    method: 'GET',
    path: '/categories/:slug',
    tag: 'categories',
    auth: 'public',
    errors: [404, 429],
  },
  {
    id: 'categories.products',
    method: 'GET',
    path: '/categories/:slug/products',
    tag: 'categories',
    auth: 'public',
    errors: [400, 404, 429],
  },
  { id: 'home.get', method: 'GET', path: '/home', tag: 'catalogue', auth: 'public', errors: [429] },
] as const satisfies readonly RouteSpec[];
