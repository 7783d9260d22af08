import type { RouteSpec } from '../route-table.js';

// The admin's and moderator's tools for people, spread into the route table (route-table.ts). Zod-free like the table
// itself; each call's schemas are in route-schemas.ts (from schemas/admin-users.ts) under the same id, its prose in
// admin-users.docs.ts.

export const ADMIN_USERS_ROUTES = [
  {
    id: 'adminUsers.list',
    method: 'GET',
    path: '/admin/users',
    tag: 'admin-users',
    auth: 'bearer',
    errors: [400, 401, 403],
  },
  {
    id: 'adminUsers.get',
    method: 'GET',
    path: '/admin/users/:id',
    tag: 'admin-users',
    auth: 'bearer',
    errors: [401, 403, 404],
  },
  {
    id: 'adminUsers.update',
    method: 'PUT',
    path: '/admin/users/:id',
    tag: 'admin-users',
    auth: 'bearer',
    errors: [400, 401, 403, 404, 409],
  },
  {
    id: 'adminUsers.resetPassword',
    method: 'POST',
    path: '/admin/users/:id/password-reset',
    tag: 'admin-users',
    auth: 'bearer',
    errors: [401, 403, 404, 409],
  },
  {
    id: 'adminUsers.removeFromTeam',
    method: 'DELETE',
    path: '/admin/users/:id/creator-teams/:teamId',
    tag: 'admin-users',
    auth: 'bearer',
    errors: [401, 403, 404],
  },
] as const satisfies readonly RouteSpec[];
