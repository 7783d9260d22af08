import type { RouteSpec } from '../route-table.js';

// The trophies area's calls, spread into the route table (route-table.ts). Zod-free like the table itself;
// each call's schemas are in schemas/trophies.ts (TROPHIES_ROUTE_SCHEMAS) under the same id.

export const TROPHIES_ROUTES = [
  { id: 'trophies.categories', method: 'GET', path: '/trophy-categories', tag: 'trophies', auth: 'public', errors: [429] },
  { id: 'trophies.categoryCreate', method: 'POST', path: '/admin/trophy-categories', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403, 409], successStatus: 201 },
  { id: 'trophies.categoryUpdate', method: 'PUT', path: '/admin/trophy-categories/:id', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403, 404, 409] },
  { id: 'trophies.categoryDelete', method: 'DELETE', path: '/admin/trophy-categories/:id', tag: 'trophies', auth: 'bearer', errors: [401, 403, 404, 409] },
  { id: 'trophies.list', method: 'GET', path: '/trophies', tag: 'trophies', auth: 'public', errors: [400, 429] },
  { id: 'trophies.adminList', method: 'GET', path: '/admin/trophies', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403] },
  { id: 'trophies.creatorList', method: 'GET', path: '/creator/trophies/:creatorTeamId', tag: 'trophies', auth: 'bearer', errors: [400, 401, 404] },
  { id: 'trophies.get', method: 'GET', path: '/trophies/:id', tag: 'trophies', auth: 'optional', errors: [404, 429] },
  { id: 'trophies.create', method: 'POST', path: '/trophies', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403, 404], successStatus: 201 },
  { id: 'trophies.update', method: 'PUT', path: '/trophies/:id', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403, 404, 409] },
  { id: 'trophies.open', method: 'POST', path: '/trophies/:id/open', tag: 'trophies', auth: 'bearer', errors: [401, 403, 404, 409] },
  { id: 'trophies.cancel', method: 'POST', path: '/trophies/:id/cancel', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403, 404, 409] },
  { id: 'trophies.eligible', method: 'GET', path: '/trophies/:id/eligible', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403, 404, 409] },
  { id: 'trophies.candidates', method: 'GET', path: '/trophies/:id/candidates', tag: 'trophies', auth: 'optional', errors: [404, 429] },
  { id: 'trophies.setCandidates', method: 'PUT', path: '/trophies/:id/candidates', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403, 404, 409] },
  { id: 'trophies.lock', method: 'POST', path: '/trophies/:id/lock', tag: 'trophies', auth: 'bearer', errors: [401, 403, 404, 409] },
  { id: 'trophies.award', method: 'POST', path: '/trophies/:id/award', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403, 404, 409] },
  { id: 'trophies.protocol', method: 'GET', path: '/trophies/:id/protocol', tag: 'trophies', auth: 'public', errors: [400, 404, 409, 429] },
  { id: 'trophies.badge', method: 'GET', path: '/trophies/:id/badge.svg', tag: 'trophies', auth: 'public', errors: [400, 404] },
  { id: 'trophies.brandWins', method: 'GET', path: '/brands/:creatorProfile/trophies', tag: 'trophies', auth: 'public', errors: [404, 429] },
  { id: 'trophies.productWins', method: 'GET', path: '/products/:productId/trophies', tag: 'trophies', auth: 'public', errors: [404, 429] },
  { id: 'trophies.youtuberWins', method: 'GET', path: '/youtubers/:handle/trophies', tag: 'trophies', auth: 'public', errors: [404, 429] },
  { id: 'trophies.mine', method: 'GET', path: '/profile/trophies', tag: 'trophies', auth: 'bearer', errors: [401] },
] as const satisfies readonly RouteSpec[];
