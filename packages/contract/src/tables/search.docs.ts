import type { DocsOf } from '../route-docs.js';
import type { SEARCH_ROUTES } from './search.js';

// The prose of search.ts's calls in the OpenAPI document, under the same ids; only the server reads it (route-docs.ts).

export const SEARCH_ROUTE_DOCS = {
  'search.search': {
    summary: 'Search products, brands and YouTubers',
    description:
      'Full-text (name over tags over description) plus trigram similarity, so a typo still finds; ranked by ' +
      'relevance, then rating. Only public content. `type` keeps one kind; `categoryId` keeps the products of ' +
      'one category (brands and YouTubers have none). `meta.facets` counts the hits of each type (with ' +
      '`categoryId` applied) and of each category (with `type` and `categoryId` left out). At most 500 matching ' +
      'products are counted: past that `meta.capped` is true, and the product and category counts and a `total` that ' +
      'includes products are lower bounds. A misspelt word of a description or tag finds too (the closest words of ' +
      'the products are tried). `highlight` marks the matched part of the name as text segments, never HTML.',
  },
  'search.suggest': {
    summary: 'Suggest up to 8 results while typing',
    description: 'Names starting with the query first, then words starting with it, then close spellings.',
  },
} as const satisfies DocsOf<typeof SEARCH_ROUTES>;
