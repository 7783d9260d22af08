import type { DocsOf } from '../route-docs.js';
import type { JOBS_ROUTES } from './jobs.js';

// The prose of jobs.ts's calls in the OpenAPI document, under the same ids; only the server reads it (route-docs.ts).

export const JOBS_ROUTE_DOCS = {
  'jobs.list': {
    summary: 'Read the background jobs and their dead letters',
    description:
      'Whether jobs run on Redis (BullMQ, once across all servers) or in-process, each scheduled job with its ' +
      "interval, last and next run, the queue's counts, and a page of the jobs that failed every attempt, newest " +
      'first. ADMIN only; a moderator or user gets 403.',
  },
  'jobs.retry': {
    summary: 'Run a failed job again',
    description:
      'Moves a dead letter back to the queue with fresh attempts; audited. ADMIN only; a moderator or user gets ' +
      '403.',
  },
  'jobs.discard': {
    summary: 'Discard a failed job',
    description: 'Removes a dead letter for good; audited. ADMIN only; a moderator or user gets 403.',
  },
} as const satisfies DocsOf<typeof JOBS_ROUTES>;
