import type { DocsOf } from '../route-docs.js';
import type { CATEGORIES_ROUTES } from './categories.js';

// The prose of categories.ts's calls in the OpenAPI document, under the same ids; only the server reads it
// (route-docs.ts).

export const CATEGORIES_ROUTE_DOCS = {
  'categories.list': {
    summary: 'List every category',
    description:
      'The whole tree, flat: a sub-category names its parent (one level of nesting). Ordered by position, then ' +
      'name. `productCount` counts the public products of the category itself.',
  },
  'categories.create': {
    summary: 'Add a category',
    description:
      'ADMIN only; a moderator or user gets 403. Audited. The slug is derived from the name when absent; a slug ' +
      'in use answers 409. The parent must exist and be top-level.',
  },
  'categories.update': {
    summary: 'Change a category',
    description:
      'ADMIN only; a moderator or user gets 403. Audited. Only the fields sent change. A category with ' +
      'sub-categories cannot get a parent, and none is its own parent.',
  },
  'categories.remove': {
    summary: 'Delete a category',
    description:
      'ADMIN only; a moderator or user gets 403. Audited. Answers 409 while any product (of any status) or ' +
      'sub-category uses it.',
  },
  'categories.page': {
    summary: 'Read a category page',
    description:
      'The category, its parent (for the breadcrumb) and its sub-categories, each with the count of its public ' +
      'products.',
  },
  'categories.products': {
    summary: "List a category's public products",
    description:
      "Its own and its sub-categories' public products, paged (take up to 48), sorted by rating (newest while " +
      'nothing is rated), newest or name.',
  },
  'home.get': {
    summary: 'Read the home page',
    description:
      'Featured categories, top-rated and newest products, and brands to discover, in one answer; an empty ' +
      'section is an empty array. Cached on the server for 30 seconds.',
  },
} as const satisfies DocsOf<typeof CATEGORIES_ROUTES>;
