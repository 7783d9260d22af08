import type { RouteSpec } from '../route-table.js';

// The API keys area's calls (a team's keys for the public API), spread into the route table (route-table.ts).
// Zod-free like the table itself; each call's schemas are in schemas/api-keys.ts (API_KEYS_ROUTE_SCHEMAS).

export const API_KEYS_ROUTES = [
  {
    id: 'apiKeys.list',
    method: 'GET',
    path: '/creator/api-keys/:teamId',
    tag: 'api-keys',
    auth: 'bearer',
    errors: [401, 404],
  },
  {
    id: 'apiKeys.create',
    method: 'POST',
    path: '/creator/api-keys/:teamId',
    tag: 'api-keys',
    auth: 'bearer',
    errors: [400, 401, 403, 404, 409],
    successStatus: 201,
  },
  {
    id: 'apiKeys.revoke',
    method: 'DELETE',
    path: '/creator/api-keys/:teamId/:keyId',
    tag: 'api-keys',
    auth: 'bearer',
    errors: [401, 403, 404, 409],
  },
  {
    id: 'apiKeys.roll',
    method: 'POST',
    path: '/creator/api-keys/:teamId/:keyId/roll',
    tag: 'api-keys',
    auth: 'bearer',
    errors: [400, 401, 403, 404, 409],
    successStatus: 201,
  },
] as const satisfies readonly RouteSpec[];
