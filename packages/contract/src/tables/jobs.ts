import type { RouteSpec } from '../route-table.js';
import { API } from '../routes.js';

// The background jobs' calls (issue 20 §1), spread into the route table (route-table.ts). Zod-free like the table
// itself; each call's schemas are in schemas/jobs.ts (JOBS_ROUTE_SCHEMAS) under the same id.

export const JOBS_ROUTES = [
  { id: 'jobs.list', method: 'GET', path: API.admin.jobs, tag: 'jobs', auth: 'bearer', errors: [400, 401, 403] },
  { id: 'jobs.retry', method: 'POST', path: API.admin.jobRetry.pattern, tag: 'jobs', auth: 'bearer', errors: [400, 401, 403, 404] },
  { id: 'jobs.discard', method: 'DELETE', path: API.admin.job.pattern, tag: 'jobs', auth: 'bearer', errors: [400, 401, 403, 404] },
] as const satisfies readonly RouteSpec[];
