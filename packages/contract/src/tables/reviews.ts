import type { RouteSpec } from '../route-table.js';

// The reviews area's calls, spread into the route table (route-table.ts). Zod-free like the table itself;
// each call's schemas are in schemas/reviews.ts (REVIEWS_ROUTE_SCHEMAS) under the same id.

export const REVIEWS_ROUTES = [
  { id: 'reviews.create', method: 'POST', path: '/products/:productId/reviews', tag: 'reviews', auth: 'bearer', errors: [400, 401, 403, 404, 409, 429], successStatus: 201 },
  { id: 'reviews.update', method: 'PUT', path: '/reviews/:id', tag: 'reviews', auth: 'bearer', errors: [400, 401, 403, 404, 429] },
  { id: 'reviews.delete', method: 'DELETE', path: '/reviews/:id', tag: 'reviews', auth: 'bearer', errors: [401, 404] },
  { id: 'reviews.productList', method: 'GET', path: '/products/:productId/reviews', tag: 'reviews', auth: 'optional', errors: [400, 404, 429] },
  { id: 'reviews.mine', method: 'GET', path: '/products/:productId/reviews/mine', tag: 'reviews', auth: 'bearer', errors: [401, 404] },
  { id: 'reviews.authored', method: 'GET', path: '/profile/reviews', tag: 'reviews', auth: 'bearer', errors: [400, 401] },
  { id: 'reviews.brandList', method: 'GET', path: '/brands/:creatorProfile/reviews', tag: 'reviews', auth: 'optional', errors: [400, 404, 429] },
  { id: 'reviews.youtuberList', method: 'GET', path: '/youtubers/:handle/reviews', tag: 'reviews', auth: 'optional', errors: [400, 404, 429] },
  { id: 'reviews.helpful', method: 'POST', path: '/reviews/:id/helpful', tag: 'reviews', auth: 'bearer', errors: [401, 403, 404, 429] },
  { id: 'reviews.report', method: 'POST', path: '/reviews/:id/reports', tag: 'reviews', auth: 'bearer', errors: [400, 401, 403, 404, 409, 429], successStatus: 201 },
  { id: 'reviews.creatorList', method: 'GET', path: '/creator/reviews/:teamId', tag: 'reviews', auth: 'bearer', errors: [400, 401, 404] },
  { id: 'reviews.reply', method: 'PUT', path: '/reviews/:id/reply', tag: 'reviews', auth: 'bearer', errors: [400, 401, 403, 404] },
  { id: 'reviews.deleteReply', method: 'DELETE', path: '/reviews/:id/reply', tag: 'reviews', auth: 'bearer', errors: [401, 403, 404] },
  { id: 'reviews.moderationQueue', method: 'GET', path: '/admin/reviews', tag: 'reviews', auth: 'bearer', errors: [400, 401, 403] },
  { id: 'reviews.decide', method: 'PUT', path: '/admin/reviews/:id', tag: 'reviews', auth: 'bearer', errors: [400, 401, 403, 404, 409] },
] as const satisfies readonly RouteSpec[];
