import type { RouteSpec } from '../route-table.js';

// Statements of reasons, appeals and the transparency figures, spread into the route table (route-table.ts).
// Zod-free like the table itself; each call's schemas are in schemas/decisions.ts, its prose in decisions.docs.ts.

export const DECISIONS_ROUTES = [
  {
    id: 'decisions.mine',
    method: 'GET',
    path: '/profile/decisions',
    tag: 'decisions',
    auth: 'bearer',
    errors: [400, 401],
  },
  {
    id: 'decisions.appeal',
    method: 'POST',
    path: '/profile/decisions/:decisionId/appeal',
    tag: 'decisions',
    auth: 'bearer',
    errors: [400, 401, 403, 404, 409],
    successStatus: 201,
  },
  {
    id: 'decisions.appeals',
    method: 'GET',
    path: '/admin/appeals',
    tag: 'decisions',
    auth: 'bearer',
    errors: [400, 401, 403],
  },
  {
    id: 'decisions.decideAppeal',
    method: 'PUT',
    path: '/admin/appeals/:appealId',
    tag: 'decisions',
    auth: 'bearer',
    errors: [400, 401, 403, 404, 409],
  },
  {
    id: 'decisions.transparency',
    method: 'GET',
    path: '/transparency',
    tag: 'decisions',
    auth: 'public',
    errors: [400],
  },
] as const satisfies readonly RouteSpec[];
