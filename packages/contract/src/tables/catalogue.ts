import type { RouteSpec } from '../route-table.js';

// The catalogue area's calls (issue 16), spread into the route table (route-table.ts). Zod-free like the table itself;
// each call's schemas are in schemas/catalogue.ts (CATALOGUE_ROUTE_SCHEMAS) under the same id.

const HIDDEN = 'An unknown brand, one whose verification is not approved, answers 404. Profile handles compare case-insensitively.';

export const CATALOGUE_ROUTES = [
  {
    id: 'catalogue.brand', method: 'GET', path: '/brands/:creatorProfile', tag: 'catalogue', auth: 'public', errors: [400, 404, 429],
    summary: "Read a brand's public page",
    description: `Banner, icon, name, description, links, rating summary, and the categories its public products are in (with counts). ${HIDDEN} `
      + 'A BLOCKED team answers `blocked: true` and no categories: the page shows a notice instead of its products.',
  },
  {
    id: 'catalogue.brandProducts', method: 'GET', path: '/brands/:creatorProfile/products', tag: 'catalogue', auth: 'public', errors: [400, 404, 429],
    summary: "List a brand's public products",
    description: `Product cards, paged; sorted by rating (newest while no product has one), newest or name; filtered by category. ${HIDDEN} `
      + 'Empty for a BLOCKED team.',
  },
  {
    id: 'catalogue.product', method: 'GET', path: '/brands/:creatorProfile/products/:productSlug', tag: 'catalogue', auth: 'public', errors: [400, 404, 429],
    summary: "Read a product's public page",
    description: 'Pictures in the team\'s order, description, tags, category with its parent, link out, rating summary, the brand, '
      + 'and a few more of its products. A product that is not PUBLISHED, or of a brand that is not approved or is BLOCKED, answers 404.',
  },
  {
    id: 'catalogue.youtuber', method: 'GET', path: '/youtubers/:handle', tag: 'catalogue', auth: 'public', errors: [400, 404, 429],
    summary: "Read a YouTuber's public page",
    description: 'Page name, channel and avatar of an APPROVED YouTuber; anyone else answers 404. Handles compare case-insensitively.',
  },
  {
    id: 'catalogue.updateYoutuberHandle', method: 'PUT', path: '/profile/youtuber-handle', tag: 'catalogue', auth: 'bearer', errors: [400, 401, 404, 409],
    summary: "Change the own YouTuber page's address",
    description: 'Only for a YouTuber whose verification is APPROVED (anyone else: 404). 3–30 lower-case letters, digits and hyphens; '
      + 'an address another YouTuber has answers 409.',
  },
] as const satisfies readonly RouteSpec[];
