import type { RouteSpec } from '../route-table.js';

// Uploaded images, spread into the route table (route-table.ts). Zod-free like the table itself; each call's schemas
// are in route-schemas.ts (from schemas/common.ts) under the same id, its prose in files.docs.ts.

export const FILES_ROUTES = [
  { id: 'files.get', method: 'GET', path: '/files/*', tag: 'files', auth: 'public', errors: [404, 503] },
] as const satisfies readonly RouteSpec[];
