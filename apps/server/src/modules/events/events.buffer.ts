import type { FastifyBaseLogger } from 'fastify';
import { EVENTS_BUFFER_CAP, EVENTS_FLUSH_MS, EVENTS_FLUSH_ROWS } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { isDatabaseError } from '../../db/query-error.js';
import { EventClock } from './events.clock.js';
import { EventColumns } from './events.columns.js';
import { writeEvents, type EventRow } from './events.ingest.queries.js';

// Taking an event never waits for the database: events wait here, in this server's memory, and are
// written in multi-row INSERTs at most every EVENTS_FLUSH_MS, or as soon as EVENTS_FLUSH_ROWS wait. Past the cap new
// events are dropped and counted rather than slowing anyone down; a row the database refuses is dropped alone, never
// its flush. Each server flushes its own buffer; `close()` (the app's onClose, so SIGTERM) writes whatever is left.

const WRITE_ROWS = 5000;

/**
 * True when the database refused a statement for what a row holds (SQLSTATE class 22, a data exception such as text
 * jsonb cannot store, or 23, a broken constraint): the other rows of the batch are fine. Anything else (a lost
 * connection, a timeout) would fail every row alike.
 */
function refusedRow(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    if (isDatabaseError(cause)) return /^2[23]/.test(cause.code);
  }
  return false;
}
const WRITERS = 4;

/** An event to take: its row (its time to the microsecond is given when the buffer takes it, in the order taken). */
export interface BufferedEvent {
  row: EventRow;
  eventId: string | null;
}

export interface BufferOptions {
  flushMs?: number;
  flushRows?: number;
  cap?: number;
}

export class EventBuffer {
  private waiting = new EventColumns();
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Events dropped because the buffer was full, since this server started. */
  droppedCount = 0;
  /** Rows written so far (a resend of a taken event id is not written). */
  writtenCount = 0;
  /** Rows the database refused (a value it cannot store), dropped one by one while the rest of their flush was written. */
  refusedCount = 0;
  private readonly flushMs: number;
  private readonly flushRows: number;
  private readonly cap: number;
  private readonly clock = new EventClock();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: BufferOptions = {},
  ) {
    this.flushMs = options.flushMs ?? EVENTS_FLUSH_MS;
    this.flushRows = options.flushRows ?? EVENTS_FLUSH_ROWS;
    this.cap = options.cap ?? EVENTS_BUFFER_CAP;
  }

  get size(): number {
    return this.waiting.length;
  }

  /** Queues events; answers how many were taken (the rest were dropped: the buffer is full). */
  push(items: readonly BufferedEvent[]): number {
    const room = Math.max(0, this.cap - this.waiting.length);
    const taken = this.closed ? 0 : Math.min(room, items.length);
    this.droppedCount += items.length - taken;
    if (taken === 0) return 0;
    for (let i = 0; i < taken; i += 1) {
      const { row, eventId } = items[i]!;
      this.waiting.add(row, this.clock.tick(row.at), eventId);
    }
    if (this.waiting.length >= this.flushRows) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
    return taken;
  }

  /** Writes everything waiting now (one flush at a time; a flush asked for during one follows it). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.flushing) await this.flushing;
    if (this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = new EventColumns();
    this.flushing = this.write(batch).finally(() => {
      this.flushing = null;
    });
    await this.flushing;
    // Events that came in while writing: the next flush is due now if enough wait, else on the timer.
    if (this.waiting.length >= this.flushRows) await this.flush();
    else if (this.waiting.length > 0 && !this.closed) this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  private async write(batch: EventColumns): Promise<void> {
    // A statement carries up to WRITE_ROWS rows (one costs about the same for 500 or 5,000), and a
    // flush keeps up to WRITERS statements in flight: the pool has the connections, PostgreSQL the cores.
    const chunks: EventColumns[] = [];
    if (batch.length <= WRITE_ROWS) chunks.push(batch);
    else
      for (let start = 0; start < batch.length; start += WRITE_ROWS)
        chunks.push(batch.slice(start, start + WRITE_ROWS));
    const next = async (): Promise<void> => {
      const chunk = chunks.shift();
      if (!chunk) return;
      try {
        this.writtenCount += await writeEvents(this.db, chunk);
      } catch (error) {
        if (refusedRow(error)) {
          const refused = await this.writeAround(chunk);
          this.refusedCount += refused;
          this.log.error(
            { err: error, refused, written: chunk.length - refused },
            'the database refused some events; only those are dropped',
          );
        } else {
          // Analytics never take the server down and never retry forever: the rows are logged as lost.
          this.log.error({ err: error, lost: chunk.length }, 'writing events failed; the batch is dropped');
        }
      }
      await next();
    };
    await Promise.all(Array.from({ length: Math.min(WRITERS, chunks.length) }, next));
  }

  /**
   * Writes a chunk the database refused because of what some of its rows hold, halving it until each refused row is
   * alone: the good rows are written, k bad rows among n cost about 2k·log2(n) statements. Answers how many were
   * refused (and so dropped).
   */
  private async writeAround(chunk: EventColumns): Promise<number> {
    if (chunk.length <= 1) return chunk.length;
    const middle = Math.ceil(chunk.length / 2);
    let refused = 0;
    for (const half of [chunk.slice(0, middle), chunk.slice(middle, chunk.length)]) {
      try {
        this.writtenCount += await writeEvents(this.db, half);
      } catch (error) {
        if (refusedRow(error)) refused += await this.writeAround(half);
        else this.log.error({ err: error, lost: half.length }, 'writing events failed; the batch is dropped');
      }
    }
    return refused;
  }

  /** Stops taking events and writes what is left. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }
}
