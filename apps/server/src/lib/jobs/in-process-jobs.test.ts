import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { InProcessJobs } from './in-process-jobs.js';

// Without Redis, each server runs its scheduled work on timers (what lib/run-every.ts did before the shared job queue):
// every
// interval once started, one run at a time, a failure logged and tried again at the next tick, stopped on close.

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

describe('in-process jobs', () => {
  it('run every interval once started, one run at a time, and stop when closed', async () => {
    vi.useFakeTimers();
    try {
      let release: () => void = () => {};
      const work = vi.fn(
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
          }),
      );
      const jobs = new InProcessJobs(log);
      jobs.scheduleEvery('notifier', 60_000, work);
      await vi.advanceTimersByTimeAsync(180_000);
      expect(work).not.toHaveBeenCalled();

      await jobs.start();
      await vi.advanceTimersByTimeAsync(59_000);
      expect(work).toHaveBeenCalledTimes(0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(work).toHaveBeenCalledTimes(1);
      expect(await jobs.depth()).toEqual({ waiting: 0, active: 1, delayed: 0, failed: 0 });
      // Still running a minute later: the tick leaves it alone.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(work).toHaveBeenCalledTimes(1);
      release();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(work).toHaveBeenCalledTimes(2);
      release();
      await jobs.close();
      await vi.advanceTimersByTimeAsync(180_000);
      expect(work).toHaveBeenCalledTimes(2);
      const [scheduled] = await jobs.scheduled();
      expect(scheduled).toMatchObject({ name: 'notifier', intervalMs: 60_000 });
      expect(scheduled?.lastRunAt).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('log a failed run and try again at the next tick; nothing is a dead letter', async () => {
    vi.useFakeTimers();
    try {
      const work = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
      const jobs = new InProcessJobs(log);
      jobs.scheduleEvery('rollup', 1_000, work);
      await jobs.start();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(work).toHaveBeenCalledTimes(2);
      expect(log.error).toHaveBeenCalled();
      expect(await jobs.failed()).toEqual({ jobs: [], total: 0 });
      expect(await jobs.retry()).toBeNull();
      await jobs.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
