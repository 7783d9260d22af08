import type { RouteSpec } from '../route-table.js';

// The categories area's calls (issue 16 §1, §3, §5), spread into the route table (route-table.ts), and the home
// page's one call. Zod-free like the table itself; each call's schemas are in schemas/categories.ts
// (CATEGORIES_ROUTE_SCHEMAS) under the same id.

const ADMIN_ONLY = 'ADMIN only; a moderator or user gets 403. Audited.';

export const CATEGORIES_ROUTES = [
  {
    id: 'categories.list', method: 'GET', path: '/categories', tag: 'categories', auth: 'public', errors: [429],
    summary: 'List every category',
    description: 'The whole tree, flat: a sub-category names its parent (one level of nesting). Ordered by position, then name. '
      + '`productCount` counts the public products of the category itself.',
  },
  {
    id: 'categories.create', method: 'POST', path: '/admin/categories', tag: 'categories', auth: 'bearer', errors: [400, 401, 403, 409],
    summary: 'Add a category',
    description: `${ADMIN_ONLY} The slug is derived from the name when absent; a slug in use answers 409. The parent must exist and be top-level.`,
  },
  {
    id: 'categories.update', method: 'PUT', path: '/admin/categories/:id', tag: 'categories', auth: 'bearer', errors: [400, 401, 403, 404, 409],
    summary: 'Change a category',
    description: `${ADMIN_ONLY} Only the fields sent change. A category with sub-categories cannot get a parent, and none is its own parent.`,
  },
  {
    id: 'categories.remove', method: 'DELETE', path: '/admin/categories/:id', tag: 'categories', auth: 'bearer', errors: [401, 403, 404, 409],
    summary: 'Delete a category',
    description: `${ADMIN_ONLY} Answers 409 while any product (of any status) or sub-category uses it.`,
  },
  {
    id: 'categories.page', method: 'GET', path: '/categories/:slug', tag: 'categories', auth: 'public', errors: [404, 429],
    summary: 'Read a category page',
    description: 'The category, its parent (for the breadcrumb) and its sub-categories, each with the count of its public products.',
  },
  {
    id: 'categories.products', method: 'GET', path: '/categories/:slug/products', tag: 'categories', auth: 'public', errors: [400, 404, 429],
    summary: "List a category's public products",
    description: 'Its own and its sub-categories\' public products, paged (take up to 48), sorted by rating (newest while nothing is rated), newest or name.',
  },
  {
    id: 'home.get', method: 'GET', path: '/home', tag: 'catalogue', auth: 'public', errors: [429],
    summary: 'Read the home page',
    description: 'Featured categories, top-rated and newest products, and brands to discover, in one answer; an empty section is an empty array. '
      + 'Cached on the server for 30 seconds.',
  },
] as const satisfies readonly RouteSpec[];
