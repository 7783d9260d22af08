import type { DocsOf } from '../route-docs.js';
import type { CATALOGUE_ROUTES } from './catalogue.js';

// The prose of catalogue.ts's calls in the OpenAPI document, under the same ids; only the server reads it
// (route-docs.ts).

export const CATALOGUE_ROUTE_DOCS = {
  'catalogue.brand': {
    summary: "Read a brand's public page",
    description:
      'Banner, icon, name, description, links, rating summary, and the categories its public products are in ' +
      '(with counts). An unknown brand, one whose verification is not approved, answers 404. Profile handles ' +
      'compare case-insensitively. A BLOCKED team answers `blocked: true` and no categories: the page shows a ' +
      'notice instead of its products.',
  },
  'catalogue.brandProducts': {
    summary: "List a brand's public products",
    description:
      'Product cards, paged; sorted by rating (newest while no product has one), newest or name; filtered by ' +
      'category. An unknown brand, one whose verification is not approved, answers 404. Profile handles compare ' +
      'case-insensitively. Empty for a BLOCKED team.',
  },
  'catalogue.product': {
    summary: "Read a product's public page",
    description:
      "Pictures in the team's order, description, tags, category with its parent, link out, rating summary, the " +
      'brand, and a few more of its products. A product that is not PUBLISHED, or of a brand that is not ' +
      'approved or is BLOCKED, answers 404. A PUBLISHED product the Plaudit team disabled answers 410 ' +
      '(catalogue.error.product_disabled), and so does its page.',
  },
  'catalogue.youtuber': {
    summary: "Read a YouTuber's public page",
    description:
      'Page name, channel and avatar of an APPROVED YouTuber; anyone else answers 404. Handles compare ' +
      'case-insensitively.',
  },
  'catalogue.updateYoutuberHandle': {
    summary: "Change the own YouTuber page's address",
    description:
      'Only for a YouTuber whose verification is APPROVED (anyone else: 404). 3–30 lower-case letters, digits ' +
      'and hyphens; an address another YouTuber has answers 409.',
  },
} as const satisfies DocsOf<typeof CATALOGUE_ROUTES>;
