import type { RouteSpec } from '../route-table.js';

// The system's calls: health, readiness, the OpenAPI document and the development mailbox, spread into the route table
// (route-table.ts). Zod-free like the table itself; each call's schemas are in route-schemas.ts (from
// schemas/common.ts) under the same id, its prose in system.docs.ts.

export const SYSTEM_ROUTES = [
  { id: 'system.health', method: 'GET', path: '/health', tag: 'system', auth: 'public', errors: [] },
  { id: 'system.ready', method: 'GET', path: '/ready', tag: 'system', auth: 'public', errors: [503] },
  {
    id: 'system.openapi',
    method: 'GET',
    path: '/openapi.json',
    tag: 'system',
    auth: 'public',
    errors: [],
    hidden: true,
  },
  { id: 'system.devMailbox', method: 'GET', path: '/dev/mailbox', tag: 'system', auth: 'public', errors: [] },
] as const satisfies readonly RouteSpec[];
