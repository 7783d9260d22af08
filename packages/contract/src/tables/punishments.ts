import type { RouteSpec } from '../route-table.js';

// Warnings, mutes and bans, spread into the route table (route-table.ts). Zod-free like the table itself; each call's
// schemas are in route-schemas.ts (from schemas/punishments.ts) under the same id, its prose in punishments.docs.ts.

export const PUNISHMENTS_ROUTES = [
  {
    id: 'punishments.create',
    method: 'POST',
    path: '/admin/punishments',
    tag: 'punishments',
    auth: 'bearer',
    errors: [400, 401, 403, 404],
  },
  {
    id: 'punishments.get',
    method: 'GET',
    path: '/admin/punishments/:id',
    tag: 'punishments',
    auth: 'bearer',
    errors: [401, 403, 404],
  },
  {
    id: 'punishments.update',
    method: 'PUT',
    path: '/admin/punishments/:id',
    tag: 'punishments',
    auth: 'bearer',
    errors: [400, 401, 403, 404],
  },
  {
    id: 'punishments.listForUser',
    method: 'GET',
    path: '/admin/users/:id/punishments',
    tag: 'punishments',
    auth: 'bearer',
    errors: [401, 403, 404],
  },
] as const satisfies readonly RouteSpec[];
