import { z } from 'zod';
import type { RouteSchemas } from '../route-schema-kinds.js';
import { listQuerySchema, listResponseSchema, successSchema } from './common.js';
import { requestString } from './fields.js';

// The admin area's view of the background jobs: where they run, what is scheduled, and the dead
// letters — jobs that failed every attempt — with a retry and a discard. `JOBS_ROUTE_SCHEMAS` holds each call of
// tables/jobs.ts under its id.

/** `redis`: one BullMQ queue shared by every server (each tick runs once); `in-process`: timers in each server. */
export const JOB_MODES = ['redis', 'in-process'] as const;
export type JobMode = (typeof JOB_MODES)[number];

/** The scheduled jobs by name (the server schedules them under these; the admin screen names them in its language). */
export const JOB_NAMES = {
  mailDelivery: 'mail delivery',
  reviewNotifier: 'review notifier',
  eventsRollup: 'events rollup',
  featuringClose: 'featuring close',
  webhookDelivery: 'webhook delivery',
  webhookPrune: 'webhook log prune',
  apiIdempotencyPrune: 'api idempotency prune',
  creditsExpiry: 'credits expiry',
} as const;
export type JobName = (typeof JOB_NAMES)[keyof typeof JOB_NAMES];

/** The failed list pages like every list; it is always newest first, so it has no sort of its own. */
export const jobsQuerySchema = listQuerySchema(['failedAt'] as const, 'failedAt').pick({ page: true, take: true });
export type JobsQuery = z.input<typeof jobsQuerySchema>;

/** A BullMQ job id (`repeat:<scheduler>:<time>` for a scheduled tick). */
export const jobIdParamSchema = z.object({ id: requestString().min(1).max(200) });

export const scheduledJobSchema = z.object({
  name: z.string(),
  intervalMs: z.number().int(),
  /** When a run last finished (across all servers with Redis, on this server without); null before the first. */
  lastRunAt: z.string().nullable(),
  /** When the next run is due, if known. */
  nextRunAt: z.string().nullable(),
});
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;

export const jobCountsSchema = z.object({
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  failed: z.number().int(),
});
export type JobCounts = z.infer<typeof jobCountsSchema>;

export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The last attempt's error message. */
  failedReason: z.string(),
  attemptsMade: z.number().int(),
  failedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const jobsOverviewSchema = z.object({
  mode: z.enum(JOB_MODES),
  scheduled: z.array(scheduledJobSchema),
  counts: jobCountsSchema,
  /** The dead letters, newest first; always empty in-process (a failed run is logged and the next tick tries again). */
  failed: listResponseSchema(failedJobSchema),
});
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;

export const JOBS_ROUTE_SCHEMAS = {
  'jobs.list': { query: jobsQuerySchema, response: jobsOverviewSchema },
  'jobs.retry': { params: jobIdParamSchema, response: successSchema },
  'jobs.discard': { params: jobIdParamSchema, response: successSchema },
} as const satisfies Record<string, RouteSchemas>;
