import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/run-every.js';
import type { EventRollupService } from './events.rollup.service.js';

/**
 * The rollup every `config.events.rollupIntervalMs` on every server; the advisory lock it takes makes it one run at a
 * time over all of them (events.rollup.service.ts).
 */
export function startEventJobs(app: FastifyInstance, rollup: EventRollupService): void {
  runEvery(app, 'events rollup', app.config.events.rollupIntervalMs, () => rollup.runOnce());
}
