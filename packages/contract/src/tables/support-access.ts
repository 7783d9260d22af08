import type { RouteSpec } from '../route-table.js';

// Support access ("see as this user"), spread into the route table (route-table.ts); schemas in
// schemas/support-access.ts, prose in support-access.docs.ts.

export const SUPPORT_ACCESS_ROUTES = [
  {
    id: 'supportAccess.start',
    method: 'POST',
    path: '/admin/users/:userId/impersonate',
    tag: 'support-access',
    auth: 'bearer',
    errors: [400, 401, 403, 404],
  },
  {
    id: 'supportAccess.stop',
    method: 'POST',
    path: '/auth/impersonation/stop',
    tag: 'support-access',
    auth: 'bearer',
    errors: [401, 403],
  },
] as const satisfies readonly RouteSpec[];
