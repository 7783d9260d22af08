import type { DocsOf } from '../route-docs.js';
import type { PUBLIC_API_ROUTES } from './public-api.js';

// The prose of public-api.ts's calls in the public API's own OpenAPI document (/api/v1/openapi.json), under the
// same ids.

export const PUBLIC_API_ROUTE_DOCS = {
  'publicApi.me': {
    summary: 'Show the key and its team',
    description: 'Any key of the team, whatever its scopes: the team it speaks for, its name, scopes and expiry.',
  },
  'publicApi.productList': {
    summary: "List the team's products",
    description:
      'Scope `products:read`. Every status (DRAFT, PUBLISHED, ARCHIVED); options page, take (1–100), search, ' +
      'status, categoryId, sortBy and sortOrder.',
  },
  'publicApi.productCreate': {
    summary: 'Create a product',
    description:
      'Scope `products:write`. A slug is derived from the name unless given; a slug in use is 409. The key ' +
      "creator's mute keeps it from publishing (403). Idempotency-Key replays the first answer for 24 hours.",
  },
  'publicApi.productGet': {
    summary: 'Show a product',
    description: 'Scope `products:read`. A product of another team is 404.',
  },
  'publicApi.productUpdate': {
    summary: 'Replace a product',
    description: 'Scope `products:write`. The whole resource: every field is replaced, as on create.',
  },
  'publicApi.productDelete': {
    summary: 'Delete a product',
    description:
      'Scope `products:write`. A product with reviews is archived instead (its reviews stay): `archived: true`.',
  },
  'publicApi.reviewList': {
    summary: "List the reviews of the team's products",
    description:
      'Scope `reviews:read`. Every status but REJECTED, each with its reply; options page, take, sortBy ' +
      '(createdAt, rating, helpful), sortOrder, rating, hasComment, reviewType, search and productId.',
  },
  'publicApi.replyPut': {
    summary: 'Answer a review',
    description:
      "Scope `reviews:reply`. Writes or replaces the team's one public reply to a PUBLISHED review of its " +
      "products; another team's review is 404.",
  },
  'publicApi.replyDelete': {
    summary: "Delete the team's reply to a review",
    description: 'Scope `reviews:reply`. No reply: 404.',
  },
  'publicApi.trophyList': {
    summary: 'List the trophies the team runs, won or is nominated for',
    description:
      'Scope `trophies:read`. Options page, take, search, sortBy, sortOrder, contentType, categoryId and relation.',
  },
  'publicApi.stats': {
    summary: "Show the team's figures",
    description:
      'Scope `stats:read`. Views, visitors, clicks, reviews and trophies for from–to (default: the last 30 days) ' +
      'in buckets of an hour, a day or a week, with the period before for comparison.',
  },
  'publicApi.shortLinkList': {
    summary: "List the team's short links",
    description: 'Scope `links:read`. Options page, take, search, sortBy, sortOrder, status and productId.',
  },
  'publicApi.shortLinkCreate': {
    summary: 'Create a short link',
    description:
      'Scope `links:write`. A slug in use is 409. Idempotency-Key replays the first answer for 24 hours; the ' +
      "key creator's mute keeps it from creating links (403).",
  },
  'publicApi.shortLinkGet': {
    summary: 'Show a short link',
    description: "Scope `links:read`. Another team's link is 404.",
  },
  'publicApi.shortLinkUpdate': {
    summary: 'Replace a short link',
    description: 'Scope `links:write`. The whole resource: every field is replaced, as on create.',
  },
  'publicApi.shortLinkDelete': {
    summary: 'Delete a short link',
    description: 'Scope `links:write`. Its slug stays reserved for 30 days.',
  },
  'publicApi.openapi': {
    summary: 'This document',
    description: 'The public API described in OpenAPI 3.1.',
  },
} as const satisfies DocsOf<typeof PUBLIC_API_ROUTES>;
