import type { RouteSpec } from '../route-table.js';

// The search area's calls (issue 16), spread into the route table (route-table.ts). Zod-free like the table itself;
// each call's schemas are in schemas/search.ts (SEARCH_ROUTE_SCHEMAS) under the same id.

export const SEARCH_ROUTES = [
  {
    id: 'search.search', method: 'GET', path: '/search', tag: 'search', auth: 'public', errors: [400, 429],
    summary: 'Search products, brands and YouTubers',
    description: 'Full-text (name over tags over description) plus trigram similarity, so a typo still finds; ranked by relevance, '
      + 'then rating. Only public content. `type` keeps one kind; `categoryId` keeps the products of one category (brands and '
      + 'YouTubers have none). `meta.facets` counts the hits of each type (with `categoryId` applied) and of each category (with '
      + '`type` and `categoryId` left out). `highlight` marks the matched part of the name as text segments, never HTML.',
  },
  {
    id: 'search.suggest', method: 'GET', path: '/search/suggest', tag: 'search', auth: 'public', errors: [400, 429],
    summary: 'Suggest up to 8 results while typing',
    description: 'Names starting with the query first, then words starting with it, then close spellings.',
  },
] as const satisfies readonly RouteSpec[];
