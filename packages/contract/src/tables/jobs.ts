import type { RouteSpec } from '../route-table.js';
import { API } from '../routes.js';

// The background jobs' calls (issue 20 §1), spread into the route table (route-table.ts). Zod-free like the table
// itself; each call's schemas are in schemas/jobs.ts (JOBS_ROUTE_SCHEMAS) under the same id.

const ADMIN_ONLY = 'ADMIN only; a moderator or user gets 403.';

export const JOBS_ROUTES = [
  {
    id: 'jobs.list', method: 'GET', path: API.admin.jobs, tag: 'jobs', auth: 'bearer', errors: [400, 401, 403],
    summary: 'Read the background jobs and their dead letters',
    description: 'Whether jobs run on Redis (BullMQ, once across all servers) or in-process, each scheduled job with its interval, '
      + `last and next run, the queue's counts, and a page of the jobs that failed every attempt, newest first. ${ADMIN_ONLY}`,
  },
  {
    id: 'jobs.retry', method: 'POST', path: API.admin.jobRetry.pattern, tag: 'jobs', auth: 'bearer', errors: [400, 401, 403, 404],
    summary: 'Run a failed job again',
    description: `Moves a dead letter back to the queue with fresh attempts; audited. ${ADMIN_ONLY}`,
  },
  {
    id: 'jobs.discard', method: 'DELETE', path: API.admin.job.pattern, tag: 'jobs', auth: 'bearer', errors: [400, 401, 403, 404],
    summary: 'Discard a failed job',
    description: `Removes a dead letter for good; audited. ${ADMIN_ONLY}`,
  },
] as const satisfies readonly RouteSpec[];
