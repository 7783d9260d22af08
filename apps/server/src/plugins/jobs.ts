import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { BullJobs } from '../lib/jobs/bullmq-jobs.js';
import { InProcessJobs } from '../lib/jobs/in-process-jobs.js';
import type { JobRunner } from '../lib/jobs/job-runner.js';
import { createRedis } from './redis.js';

// Scheduled work: on BullMQ when Redis is configured, timers in this process otherwise
// (lib/jobs/job-runner.ts). Modules schedule their work while the app is built; it starts once the app is ready.

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  /** Tries per tick before a job is a dead letter (tests use fewer). */
  attempts?: number;
  /** The first retry's delay in ms, doubled each time (tests use a short one). */
  backoffMs?: number;
}

export default fp<JobsPluginOptions>(
  async function jobsPlugin(app: FastifyInstance, options) {
    const { redis, config } = app;
    const jobs: JobRunner = redis
      ? new BullJobs({
          connection: redis,
          workerConnection: () => (config.redisUrl ? createRedis(config.redisUrl, 'plaudit-jobs') : redis.duplicate()),
          prefix: config.redisPrefix,
          log: app.log,
          ...(options.attempts !== undefined ? { attempts: options.attempts } : {}),
          ...(options.backoffMs !== undefined ? { backoffMs: options.backoffMs } : {}),
        })
      : new InProcessJobs(app.log);
    app.decorate('jobs', jobs);
    // Never by itself in tests: they call each job's work with their own clock, or start the jobs explicitly.
    if (config.nodeEnv !== 'test') app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.close());
  },
  { name: 'jobs', dependencies: ['context', 'redis'] },
);
