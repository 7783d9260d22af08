import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_REPLAY_HOURS, JOB_NAMES } from '@plaudit/contract';
import type { ApiKeysService } from './api-keys.service.js';

const PRUNE_MS = 60 * 60 * 1000;

/**
 * Every hour (app.jobs: once across all servers with Redis), the answers kept for Idempotency-Key past their replay
 * window go; a request that finds an old one takes it over anyway, so this only keeps the table small.
 */
export function startApiKeyJobs(app: FastifyInstance, keys: ApiKeysService): void {
  app.jobs.scheduleEvery(JOB_NAMES.apiIdempotencyPrune, PRUNE_MS, async () => {
    await keys.forgetOldIdempotency(IDEMPOTENCY_REPLAY_HOURS);
  });
}
