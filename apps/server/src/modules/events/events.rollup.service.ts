import type { DbOrTx } from '../../db/tx.js';
import type { ServiceDeps } from '../../deps.js';
import * as q from './events.rollup.queries.js';

// The rollup job: every minute (events.jobs.ts), on every server, but done by one at a time (an
// advisory lock held by the run's transaction). Each run makes the coming months' partitions, rolls up from an hour
// before the last run's watermark to now (so late rows and the visitor links of the day are picked up), and lets raw
// events go after EVENTS_RETENTION_DAYS (whole months dropped, the rest deleted); rollups are kept forever.

export const ROLLUP_JOB = 'rollup';
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Salts, event-id receipts and visitor links: long enough for today's and yesterday's rollups, no longer. */
const SHORT_KEEP_MS = 2 * DAY_MS;

export interface RollupRun {
  skipped: boolean;
  from?: string;
  to?: string;
  hourlyRows?: number;
  dailyRows?: number;
  partitionsMade?: number;
  partitionsDropped?: number;
  eventsDeleted?: number;
  ms?: number;
}

/**
 * Another area's figures made from the same raw events, rolled up in the same run and transaction over whole hours
 * [from, to) (short links' clicks): the area's own queries write its own tables.
 */
export type WindowRollup = (tx: DbOrTx, from: Date, to: Date) => Promise<unknown>;

export class EventRollupService {
  private readonly windowRollups: WindowRollup[] = [];

  constructor(private readonly deps: Pick<ServiceDeps, 'db' | 'config'>) {}

  /** Adds an area's rollup to every run (the composition root registers each). */
  addWindowRollup(rollup: WindowRollup): void {
    this.windowRollups.push(rollup);
  }

  private async rollOthers(tx: DbOrTx, from: Date, to: Date): Promise<void> {
    const hourFrom = new Date(Math.floor(from.getTime() / HOUR_MS) * HOUR_MS);
    const hourTo = new Date(Math.floor(to.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
    for (const rollup of this.windowRollups) await rollup(tx, hourFrom, hourTo);
  }

  /** One run of the job at `now`; `{skipped: true}` when another server holds the lock. */
  async runOnce(now = new Date()): Promise<RollupRun> {
    const started = Date.now();
    return this.deps.db.transaction(async (tx) => {
      if (!(await q.tryLock(tx))) return { skipped: true };
      const partitionsMade = await q.ensurePartitions(
        tx,
        new Date(now.getTime() - 31 * DAY_MS),
        new Date(now.getTime() + 62 * DAY_MS),
      );
      const watermark = (await q.watermarkOf(tx, ROLLUP_JOB)) ?? (await q.oldestEvent(tx)) ?? now;
      const from = new Date(Math.min(watermark.getTime(), now.getTime()) - HOUR_MS);
      const { hourlyRows, dailyRows } = await q.rollupWindow(tx, from, now);
      await this.rollOthers(tx, from, now);

      const rawBefore = new Date(now.getTime() - this.deps.config.events.retentionDays * DAY_MS);
      const old = await q.partitionsBefore(tx, rawBefore);
      for (const name of old) await q.dropPartition(tx, name);
      const eventsDeleted = await q.deleteExpired(tx, rawBefore, new Date(now.getTime() - SHORT_KEEP_MS));
      const ms = Date.now() - started;
      await q.saveRun(tx, ROLLUP_JOB, now, ms);
      return {
        skipped: false,
        from: from.toISOString(),
        to: now.toISOString(),
        hourlyRows,
        dailyRows,
        partitionsMade,
        partitionsDropped: old.length,
        eventsDeleted,
        ms,
      };
    });
  }

  /** Rolls up a whole range at once (the demo and scale seeds, after writing past events). */
  async rollupRange(from: Date, to: Date): Promise<{ hourlyRows: number; dailyRows: number }> {
    return this.deps.db.transaction(async (tx) => {
      const result = await q.rollupWindow(tx, from, to);
      await this.rollOthers(tx, from, to);
      const current = await q.watermarkOf(tx, ROLLUP_JOB);
      if (!current || current < to) await q.saveRun(tx, ROLLUP_JOB, to, 0);
      return result;
    });
  }

  /** Raw events before this time are in the rollups (null before the first run), as `db` has it (a replica may lag). */
  async rolledUpAt(db: DbOrTx = this.deps.db): Promise<Date | null> {
    return q.watermarkOf(db, ROLLUP_JOB);
  }
}
