import type { RouteSpec } from '../route-table.js';

// The audit log, spread into the route table (route-table.ts). Zod-free like the table itself; each call's schemas are
// in route-schemas.ts (from schemas/audit.ts) under the same id, its prose in audit.docs.ts.

export const AUDIT_ROUTES = [
  { id: 'audit.list', method: 'GET', path: '/admin/audit', tag: 'audit', auth: 'bearer', errors: [400, 401, 403] },
] as const satisfies readonly RouteSpec[];
