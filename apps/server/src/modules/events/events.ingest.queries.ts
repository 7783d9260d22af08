import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { EventProfileKind } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import type { DbOrTx } from '../../db/tx.js';
import { rowsOf } from '../../db/rows.js';
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

/** Each column of a batch as one array parameter: one statement of 13 parameters, whatever the batch's size. */
function columns(batch: EventColumns) {
  return sql`select * from unnest(
    ${sql.param(batch.at.map(microsText))}::timestamptz[], ${sql.param(batch.type)}::text[],
    ${sql.param(batch.profileKind)}::text[], ${sql.param(batch.profileId)}::uuid[], ${sql.param(batch.teamId)}::uuid[],
    ${sql.param(batch.productId)}::uuid[], ${sql.param(batch.visitor)}::text[], ${sql.param(batch.userId)}::uuid[],
    ${sql.param(batch.referrerHost)}::text[], ${sql.param(batch.browser)}::text[], ${sql.param(batch.os)}::text[],
    ${sql.param(batch.device)}::text[], ${sql.param(batch.metadata.map((m) => JSON.stringify(m)))}::jsonb[])`;
}

/**
 * Writes one flush: the event ids first (a resend of an id already taken is left out), then every event in one
 * INSERT of arrays (unnest), which PostgreSQL binds and plans once however many rows it carries. Answers how many
 * rows were written.
 */
export async function writeEvents(db: Db, batch: EventColumns): Promise<number> {
  const ids = [...new Set(batch.eventId.filter((id): id is string => id !== null))];
  const insert = async (tx: DbOrTx, keep: EventColumns) => {
    if (keep.length === 0) return;
    await tx.execute(
      sql`insert into events (at, type, profile_kind, profile_id, team_id, product_id, visitor, user_id, referrer_host, browser, os, device, metadata) ${columns(keep)}`,
    );
  };
  // No ids to check (most batches): one statement, no transaction.
  if (ids.length === 0) {
    await insert(db, batch);
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
