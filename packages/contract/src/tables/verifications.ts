import type { RouteSpec } from '../route-table.js';

// The verification queue, creator locks and brand requests, spread into the route table (route-table.ts). Zod-free like
// the table itself; each call's schemas are in route-schemas.ts (from schemas/verifications.ts) under the same id, its
// prose in verifications.docs.ts.

export const VERIFICATIONS_ROUTES = [
  {
    id: 'verifications.list',
    method: 'GET',
    path: '/admin/creators/verifications',
    tag: 'verifications',
    auth: 'bearer',
    errors: [400, 401, 403],
  },
  {
    id: 'verifications.decide',
    method: 'PUT',
    path: '/admin/creators/verifications/:id',
    tag: 'verifications',
    auth: 'bearer',
    errors: [400, 401, 403, 404, 409],
  },
  // Not below /admin/creators/: `/admin/creators/verifications/{id}` would match it too (an ambiguous path).
  {
    id: 'verifications.setCreatorAccess',
    method: 'PUT',
    path: '/admin/creator-teams/:teamId/access',
    tag: 'verifications',
    auth: 'bearer',
    errors: [400, 401, 403, 404],
  },
  {
    id: 'verifications.listBrandRequests',
    method: 'GET',
    path: '/admin/brand-requests',
    tag: 'verifications',
    auth: 'bearer',
    errors: [400, 401, 403],
  },
] as const satisfies readonly RouteSpec[];
