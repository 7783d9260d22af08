import type { RouteSpec } from '../route-table.js';

// The background jobs' calls, spread into the route table (route-table.ts). Zod-free like the table
// itself; each call's schemas are in schemas/jobs.ts (JOBS_ROUTE_SCHEMAS) under the same id.

export const JOBS_ROUTES = [
  { id: 'jobs.list', method: 'GET', path: '/admin/jobs', tag: 'jobs', auth: 'bearer', errors: [400, 401, 403] },
  {
    id: 'jobs.retry',
    method: 'POST',
    path: '/admin/jobs/:id/retry',
    tag: 'jobs',
    auth: 'bearer',
    errors: [400, 401, 403, 404],
  },
  {
    id: 'jobs.discard',
    method: 'DELETE',
    path: '/admin/jobs/:id',
    tag: 'jobs',
    auth: 'bearer',
    errors: [400, 401, 403, 404],
  },
] as const satisfies readonly RouteSpec[];
