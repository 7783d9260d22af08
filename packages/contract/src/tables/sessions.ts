import type { RouteSpec } from '../route-table.js';

// The sessions area's calls: the devices signed in to an account and the anonymous visitor session, spread into the
// route table (route-table.ts). Zod-free like the table itself; each call's schemas are in route-schemas.ts (from
// schemas/auth.ts) under the same id, its prose in sessions.docs.ts.

export const SESSIONS_ROUTES = [
  { id: 'sessions.list', method: 'GET', path: '/auth/sessions', tag: 'sessions', auth: 'bearer', errors: [401] },
  {
    id: 'sessions.revoke',
    method: 'POST',
    path: '/auth/sessions/:id/revoke',
    tag: 'sessions',
    auth: 'bearer',
    errors: [401, 404],
  },
  {
    id: 'sessions.revokeAllExceptCurrent',
    method: 'POST',
    path: '/auth/sessions/revoke-all-except-current',
    tag: 'sessions',
    auth: 'bearer',
    errors: [401],
  },
  {
    id: 'sessions.validate',
    method: 'GET',
    path: '/auth/session/validate',
    tag: 'sessions',
    auth: 'optional',
    errors: [],
  },
  { id: 'sessions.init', method: 'POST', path: '/auth/session/init', tag: 'sessions', auth: 'public', errors: [429] },
] as const satisfies readonly RouteSpec[];
