import type { RouteSpec } from '../route-table.js';

// The events area's calls, spread into the route table (route-table.ts). Zod-free like the table itself;
// each call's schemas are in schemas/events.ts (EVENTS_ROUTE_SCHEMAS) under the same id.

export const EVENTS_ROUTES = [
  {
    id: 'events.create',
    method: 'POST',
    path: '/events',
    tag: 'events',
    auth: 'optional',
    errors: [400, 429],
    successStatus: 202,
  },
  {
    id: 'events.batch',
    method: 'POST',
    path: '/events/batch',
    tag: 'events',
    auth: 'optional',
    errors: [400, 413, 429],
    successStatus: 202,
  },
  {
    id: 'events.creatorStats',
    method: 'GET',
    path: '/creator/stats/:teamId',
    tag: 'events',
    auth: 'bearer',
    errors: [400, 401, 404],
  },
  {
    id: 'events.creatorStatsCsv',
    method: 'GET',
    path: '/creator/stats/:teamId/export.csv',
    tag: 'events',
    auth: 'bearer',
    errors: [400, 401, 404],
  },
  {
    id: 'events.youtuberOverview',
    method: 'GET',
    path: '/creator/youtuber/overview',
    tag: 'events',
    auth: 'bearer',
    errors: [401, 404],
  },
  { id: 'events.adminStats', method: 'GET', path: '/admin/stats', tag: 'events', auth: 'bearer', errors: [401, 403] },
] as const satisfies readonly RouteSpec[];
