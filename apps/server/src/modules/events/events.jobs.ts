import type { FastifyInstance } from 'fastify';
import { JOB_NAMES } from '@plaudit/contract';
import type { EventRollupService } from './events.rollup.service.js';

/**
 * The rollup every `config.events.rollupIntervalMs` (app.jobs: once across all servers with Redis, on every server
 * without); the advisory lock it takes makes it one run at a time over all of them either way
 * (events.rollup.service.ts).
 */
export function startEventJobs(app: FastifyInstance, rollup: EventRollupService): void {
  app.jobs.scheduleEvery(JOB_NAMES.eventsRollup, app.config.events.rollupIntervalMs, () => rollup.runOnce());
}
