import type { FastifyBaseLogger } from 'fastify';
import type { FailedJob, JobCounts, ScheduledJob } from '@plaudit/contract';
import type { JobRunner, JobWork } from './job-runner.js';

// Without Redis: each server runs each job on its own timer, as before the shared job queue. A run still going when the
// next is
// due makes that one skip; a failure is logged and the next tick is the retry, so there are no dead letters here.

interface Entry {
  name: string;
  intervalMs: number;
  work: JobWork;
  timer?: NodeJS.Timeout;
  running: Promise<unknown> | null;
  runs: number;
  lastRunAt: Date | null;
  nextRunAt: Date | null;
}

export class InProcessJobs implements JobRunner {
  readonly mode = 'in-process' as const;
  private readonly entries = new Map<string, Entry>();
  private started = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  scheduleEvery(name: string, intervalMs: number, work: JobWork): void {
    if (this.entries.has(name)) throw new Error(`job "${name}" is scheduled twice`);
    const entry: Entry = { name, intervalMs, work, running: null, runs: 0, lastRunAt: null, nextRunAt: null };
    this.entries.set(name, entry);
    if (this.started) this.begin(entry);
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    for (const entry of this.entries.values()) this.begin(entry);
  }

  private begin(entry: Entry): void {
    entry.nextRunAt = new Date(Date.now() + entry.intervalMs);
    entry.timer = setInterval(() => this.tick(entry), entry.intervalMs);
    entry.timer.unref();
  }

  private tick(entry: Entry): void {
    const dueAt = new Date();
    entry.nextRunAt = new Date(dueAt.getTime() + entry.intervalMs);
    if (entry.running) return;
    entry.runs += 1;
    entry.running = entry
      .work({ id: `${entry.name}:${entry.runs}`, attempt: 1, dueAt })
      .catch((error: unknown) => this.log.error({ err: error, job: entry.name }, `${entry.name} failed`))
      .finally(() => {
        entry.running = null;
        entry.lastRunAt = new Date();
      });
  }

  async scheduled(): Promise<ScheduledJob[]> {
    return [...this.entries.values()].map((entry) => ({
      name: entry.name,
      intervalMs: entry.intervalMs,
      lastRunAt: entry.lastRunAt?.toISOString() ?? null,
      nextRunAt: entry.nextRunAt?.toISOString() ?? null,
    }));
  }

  async depth(): Promise<JobCounts> {
    const active = [...this.entries.values()].filter((entry) => entry.running).length;
    return { waiting: 0, active, delayed: 0, failed: 0 };
  }

  async failed(): Promise<{ jobs: FailedJob[]; total: number }> {
    return { jobs: [], total: 0 };
  }

  async retry(): Promise<FailedJob | null> {
    return null;
  }

  async discard(): Promise<FailedJob | null> {
    return null;
  }

  async close(): Promise<void> {
    for (const entry of this.entries.values()) clearInterval(entry.timer);
    await Promise.all([...this.entries.values()].map((entry) => entry.running));
  }
}
