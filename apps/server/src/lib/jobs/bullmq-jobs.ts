import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { FailedJob, JobCounts, ScheduledJob } from '@plaudit/contract';
import type { JobRunner, JobWork } from './job-runner.js';

// With Redis: one BullMQ queue for every scheduled job, a job scheduler per name (upsertJobScheduler: however many
// servers upsert it, there is one, and it makes one job per tick), and a worker with concurrency 1 on each server
// (one of them takes each tick). A failed run is retried with exponential backoff; one that fails every attempt
// stays in the failed set: the dead letters the admin area lists, retries and discards.

const QUEUE = 'jobs';

export interface BullJobsOptions {
  /** The app's command connection (queue calls); it belongs to the redis plugin. */
  connection: Redis;
  /** A new connection for the worker's blocking reads (createRedis: BullMQ needs maxRetriesPerRequest null). */
  workerConnection: () => Redis;
  /** config.redisPrefix: test runs and deployments sharing one Redis never meet. */
  prefix: string;
  log: FastifyBaseLogger;
  /** Tries per tick before it is a dead letter. */
  attempts?: number;
  /** The first retry's delay; each next one doubles it. */
  backoffMs?: number;
}

interface Entry {
  intervalMs: number;
  work: JobWork;
}

export class BullJobs implements JobRunner {
  readonly mode = 'redis' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private workerRedis: Redis | null = null;
  private started = false;
  /** Last finished run per job name, shared by every server (a hash beside the queue's own keys). */
  private readonly lastRunKey: string;

  constructor(private readonly options: BullJobsOptions) {
    this.queue = new Queue(QUEUE, { connection: options.connection, prefix: options.prefix });
    this.queue.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
    this.lastRunKey = `${options.prefix}:${QUEUE}-last-run`;
  }

  scheduleEvery(name: string, intervalMs: number, work: JobWork): void {
    if (this.started) throw new Error(`job "${name}" is scheduled after the jobs started`);
    if (this.entries.has(name)) throw new Error(`job "${name}" is scheduled twice`);
    this.entries.set(name, { intervalMs, work });
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const { attempts = 5, backoffMs = 10_000 } = this.options;
    for (const [name, { intervalMs }] of this.entries) {
      await this.queue.upsertJobScheduler(
        name,
        { every: intervalMs },
        {
          name,
          opts: {
            attempts,
            backoff: { type: 'exponential', delay: backoffMs },
            // A tick's success is history (the last run is kept apart); dead letters stay, up to a bound.
            removeOnComplete: { count: 20 },
            removeOnFail: { count: 1000 },
          },
        },
      );
    }
    this.workerRedis = this.options.workerConnection();
    // Named for this process, so a finished job tells which server ran it (job.processedBy).
    this.worker = new Worker(QUEUE, (job) => this.process(job), {
      connection: this.workerRedis,
      prefix: this.options.prefix,
      concurrency: 1,
      name: `${hostname()}:${process.pid}`,
    });
    this.worker.on('error', (error) => this.options.log.error({ err: error }, 'job worker error'));
    this.worker.on('failed', (job, error) => {
      this.options.log.warn({ err: error, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade }, 'job failed');
    });
  }

  private async process(job: Job): Promise<void> {
    const entry = this.entries.get(job.name);
    // A job scheduled by a server of another version: fail it visibly rather than drop it.
    if (!entry) throw new Error(`no work named "${job.name}" on this server`);
    await entry.work({
      id: job.id ?? job.name,
      attempt: job.attemptsMade + 1,
      dueAt: new Date(job.timestamp + (job.opts.delay ?? 0)),
    });
    await this.options.connection.hset(this.lastRunKey, job.name, new Date().toISOString());
  }

  async scheduled(): Promise<ScheduledJob[]> {
    const [schedulers, lastRuns] = await Promise.all([
      this.queue.getJobSchedulers(),
      this.options.connection.hgetall(this.lastRunKey),
    ]);
    const next = new Map(schedulers.map((scheduler) => [scheduler.key, scheduler.next]));
    return [...this.entries].map(([name, { intervalMs }]) => {
      const at = next.get(name);
      return { name, intervalMs, lastRunAt: lastRuns[name] ?? null, nextRunAt: at ? new Date(at).toISOString() : null };
    });
  }

  async depth(): Promise<JobCounts> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
    return {
      waiting: counts.waiting ?? 0,
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
    };
  }

  async failed(offset: number, limit: number): Promise<{ jobs: FailedJob[]; total: number }> {
    const [jobs, total] = await Promise.all([
      this.queue.getJobs(['failed'], offset, offset + limit - 1, false),
      this.queue.getFailedCount(),
    ]);
    return { jobs: jobs.filter((job): job is Job => Boolean(job)).map(toFailedJob), total };
  }

  async retry(id: string): Promise<FailedJob | null> {
    const job = await this.failedJob(id);
    if (!job) return null;
    const before = toFailedJob(job);
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return before;
  }

  async discard(id: string): Promise<FailedJob | null> {
    const job = await this.failedJob(id);
    if (!job) return null;
    const before = toFailedJob(job);
    await job.remove();
    return before;
  }

  private async failedJob(id: string): Promise<Job | null> {
    const job = await this.queue.getJob(id);
    return job && (await job.isFailed()) ? job : null;
  }

  async close(): Promise<void> {
    // The worker finishes the run under way first; its connection is ours, the queue's is the app's.
    await this.worker?.close();
    await this.workerRedis?.quit().catch(() => this.workerRedis?.disconnect());
    await this.queue.close();
  }
}

function toFailedJob(job: Job): FailedJob {
  return {
    id: job.id ?? '',
    name: job.name,
    failedReason: job.failedReason ?? '',
    attemptsMade: job.attemptsMade,
    failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}
