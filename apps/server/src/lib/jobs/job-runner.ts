import type { FailedJob, JobCounts, JobMode, ScheduledJob } from '@plaudit/contract';

// The one port all scheduled work goes through: the review notifier, the events rollup, mail delivery
// from the outbox. With REDIS_URL it is one BullMQ queue shared by every server, so a tick runs once however many
// servers there are, and a run that fails every attempt stays behind as a dead letter for the admin area
// (bullmq-jobs.ts); without it, timers in this process as before (in-process-jobs.ts). The work itself is written
// to be safe if two servers run it at once all the same (advisory locks, row claims): the in-process mode on
// several servers relies on that.

/** One run of a scheduled job. */
export interface JobRun {
  /** Unique per tick (BullMQ: the job id, the same through its retries). */
  id: string;
  /** 1 for the first attempt, more for a retry. */
  attempt: number;
  /** When the tick was due. */
  dueAt: Date;
}

export type JobWork = (run: JobRun) => Promise<unknown>;

export interface JobRunner {
  readonly mode: JobMode;
  /**
   * Runs `work` every `intervalMs`, one run at a time per server. Called while the app is built, before start(); a
   * name is scheduled once.
   */
  scheduleEvery(name: string, intervalMs: number, work: JobWork): void;
  /** Starts the timers or the worker. The app does on ready, except in tests, which call the work themselves. */
  start(): Promise<void>;
  /** The jobs scheduled on this server, with their last and next run when known. */
  scheduled(): Promise<ScheduledJob[]>;
  /** The queue's depth (for /metrics and the admin view). */
  depth(): Promise<JobCounts>;
  /** A page of the dead letters, newest first. */
  failed(offset: number, limit: number): Promise<{ jobs: FailedJob[]; total: number }>;
  /** Moves a dead letter back to the queue with fresh attempts; null when no failed job has this id. */
  retry(id: string): Promise<FailedJob | null>;
  /** Removes a dead letter; null when no failed job has this id. */
  discard(id: string): Promise<FailedJob | null>;
  /** Stops the timers or the worker and waits for a run under way. */
  close(): Promise<void>;
}
