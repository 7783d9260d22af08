import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { EventProfileKind } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { postgresPoolOf } from '../../db/pool-of.js';
import type { DbOrTx } from '../../db/tx.js';
import { isDatabaseError } from '../../db/query-error.js';
import { rowsOf } from '../../db/rows.js';
import { preparedSql } from '../../lib/prepared.js';
import { microsText } from './events.clock.js';
import type { EventColumns } from './events.columns.js';
import { eventReceipts, eventSalts, eventVisitorLinks, sessions, type events } from '../../db/schema/index.js';

// The SQL of taking events in: the day's salt, what a profileId names, whose a session is, and the batched write.

export type EventRow = typeof events.$inferInsert;

/** The salt of a UTC day: made by whichever server asks first, read by all. */
export async function saltOf(db: Db, day: string, fresh: string): Promise<string> {
  await db.insert(eventSalts).values({ day, salt: fresh }).onConflictDoNothing();
  const [row] = await db.select({ salt: eventSalts.salt }).from(eventSalts).where(eq(eventSalts.day, day)).limit(1);
  return row!.salt;
}

export interface ProfileRow {
  kind: EventProfileKind;
  teamId: string | null;
  productId: string | null;
}

/** A team, a product (with its team) or a YouTuber page with this id; null when none has it. */
export async function findProfile(db: Db, id: string): Promise<ProfileRow | null> {
  const [row] = rowsOf<{ kind: EventProfileKind; team_id: string | null; product_id: string | null }>(
    await db.execute(sql`
    select 'TEAM' as kind, t.id as team_id, null::uuid as product_id from creator_teams t where t.id = ${id}
    union all
    select 'PRODUCT', p.team_id, p.id from products p where p.id = ${id}
    union all
    select 'YOUTUBER', null::uuid, null::uuid from youtubers y where y.id = ${id}
    limit 1`),
  );
  return row ? { kind: row.kind, teamId: row.team_id, productId: row.product_id } : null;
}

/** The person of a live session (a beacon names its session in the body, not in headers). */
export async function sessionUser(db: Db, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row?.userId ?? null;
}

export async function linkVisitor(db: Db, day: string, visitor: string, userId: string): Promise<void> {
  await db.insert(eventVisitorLinks).values({ day, visitor, userId }).onConflictDoNothing();
}

/** A column a flush writes: its name and SQL type, and its value for the event at `i` (null for none). */
type WrittenColumn = readonly [name: string, type: string, value: (batch: EventColumns, i: number) => unknown];

/** The columns of `events` a flush writes, in the one order the INSERT, its JSON rows and the COPY text all follow. */
const WRITTEN: readonly WrittenColumn[] = [
  ['at', 'timestamptz', (b, i) => microsText(b.at[i]!)],
  ['type', 'text', (b, i) => b.type[i]],
  ['profile_kind', 'text', (b, i) => b.profileKind[i]],
  ['profile_id', 'uuid', (b, i) => b.profileId[i]],
  ['team_id', 'uuid', (b, i) => b.teamId[i]],
  ['product_id', 'uuid', (b, i) => b.productId[i]],
  ['visitor', 'text', (b, i) => b.visitor[i]],
  ['user_id', 'uuid', (b, i) => b.userId[i]],
  ['referrer_host', 'text', (b, i) => b.referrerHost[i]],
  ['browser', 'text', (b, i) => b.browser[i]],
  ['os', 'text', (b, i) => b.os[i]],
  ['device', 'text', (b, i) => b.device[i]],
  ['metadata', 'jsonb', (b, i) => b.metadata[i]],
];
const EVENT_COLUMNS = WRITTEN.map(([name]) => name).join(', ');

/**
 * A batch as one JSON parameter, read back by json_to_recordset: JSON.stringify writes it natively, where 13 array
 * parameters had every element quoted and escaped one by one by the driver (and kept as new strings while the
 * statement ran).
 */
function rowsJson(batch: EventColumns): string {
  const rows = new Array<Record<string, unknown>>(batch.length);
  for (let i = 0; i < batch.length; i += 1) {
    const row: Record<string, unknown> = {};
    for (const [name, , value] of WRITTEN) row[name] = value(batch, i);
    rows[i] = row;
  }
  return JSON.stringify(rows);
}

const INSERT_EVENTS = sql.raw(`insert into events (${EVENT_COLUMNS}) select * from json_to_recordset(`);
const FROM_ROWS = sql.raw(`::json) as r(${WRITTEN.map(([name, type]) => `${name} ${type}`).join(', ')})`);
const preparedInsert = preparedSql('events_insert', sql`${INSERT_EVENTS} ${sql.placeholder('rows')}${FROM_ROWS}`);

const COPY_EVENTS = `copy events (${EVENT_COLUMNS}) from stdin`;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIALS = /[\\\t\n\r]/g;

/**
 * A value in COPY's text format: \N for none, text with the four characters that would end or escape a field escaped,
 * anything else (the metadata) as its JSON.
 */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return COPY_SPECIAL.test(text) ? text.replace(COPY_SPECIALS, (c) => COPY_ESCAPES[c]!) : text;
}

/** Events in one piece of COPY text: some 16 KB, where a flush's 500 made one string of 125 KB. */
const COPY_CHUNK_ROWS = 64;

/**
 * A batch as the text COPY reads, a line per event, its columns in WRITTEN's order, tab-separated; made a few dozen
 * lines at a time as the stream asks. The whole batch as one string was allocated straight in the old generation
 * (it is past V8's size for a young object) when the stream turned it into bytes, about 1 MB a second under 5,000
 * clicks a second, each of them left for a full collection.
 */
function* copyChunks(batch: EventColumns): Generator<string> {
  for (let start = 0; start < batch.length; start += COPY_CHUNK_ROWS) {
    let text = '';
    for (let i = start; i < Math.min(start + COPY_CHUNK_ROWS, batch.length); i += 1) {
      let line = copyValue(WRITTEN[0]![2](batch, i));
      for (let c = 1; c < WRITTEN.length; c += 1) line += `\t${copyValue(WRITTEN[c]![2](batch, i))}`;
      text += `${line}\n`;
    }
    yield text;
  }
}

/**
 * A batch through COPY on PostgreSQL: the server reads it in bulk, a few rows to a heap page and a WAL record each,
 * where INSERT … SELECT wrote and logged the rows one by one and parsed their JSON on the way (500 clicks cost
 * PostgreSQL 5–6 ms of CPU this way, 9.5–11 ms by the INSERT). A row the database refuses fails the whole COPY with
 * its SQLSTATE, as the INSERT did, so the buffer sets it apart the same way.
 */
async function copyEvents(pool: pg.Pool, batch: EventColumns): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await pipeline(Readable.from(copyChunks(batch)), client.query(copyFrom(COPY_EVENTS)));
  } catch (error) {
    // A refused row leaves the connection ready for the next statement; anything else may leave it mid-COPY.
    if (!isDatabaseError(error)) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Writes one flush: the event ids first (a resend of an id already taken is left out), then every event in one
 * statement: a COPY on PostgreSQL when no id is to be checked, else (and always on the embedded database) an INSERT
 * of one JSON parameter, bound and planned once however many rows it carries. Answers how many rows were written.
 */
export async function writeEvents(db: Db, batch: EventColumns): Promise<number> {
  const ids = [...new Set(batch.eventId.filter((id): id is string => id !== null))];
  const insert = async (tx: DbOrTx, keep: EventColumns) => {
    if (keep.length === 0) return;
    await tx.execute(sql`${INSERT_EVENTS} ${rowsJson(keep)}${FROM_ROWS}`);
  };
  // No ids to check (most batches, every server-side click): one statement, no transaction.
  if (ids.length === 0) {
    const pool = postgresPoolOf(db);
    if (pool) await copyEvents(pool, batch);
    else await preparedInsert(db).execute({ rows: rowsJson(batch) });
    return batch.length;
  }
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(eventReceipts)
      .values(ids.map((eventId) => ({ eventId })))
      .onConflictDoNothing()
      .returning({ eventId: eventReceipts.eventId });
    const taken = new Set(fresh.map((r) => r.eventId));
    const seen = new Set<string>();
    const keep = batch.pick(
      batch.eventId.flatMap((eventId, index) => {
        if (eventId === null) return [index];
        if (!taken.has(eventId) || seen.has(eventId)) return [];
        seen.add(eventId);
        return [index];
      }),
    );
    await insert(tx, keep);
    return keep.length;
  });
}
