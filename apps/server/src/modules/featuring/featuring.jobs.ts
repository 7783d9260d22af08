import type { FastifyInstance } from 'fastify';
import { JOB_NAMES } from '@plaudit/contract';
import type { FeaturingCloseService } from './featuring.close.service.js';

/**
 * The daily auction: every `config.featuringCloseTickMs` each server (or, with Redis, one of them) closes the coming day once its
 * close time (FEATURING_CLOSE_UTC) has passed; the day's claim row and advisory lock make it happen once however
 * many look (featuring.close.service.ts).
 */
export function startFeaturingJobs(app: FastifyInstance, close: FeaturingCloseService): void {
  app.jobs.scheduleEvery(JOB_NAMES.featuringClose, app.config.featuringCloseTickMs, () => close.closeDue());
}
