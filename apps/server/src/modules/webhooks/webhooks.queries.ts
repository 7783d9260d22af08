import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  WebhookDeliveryStatus,
  WebhookDisabledReason,
  WebhookEventType,
  WebhookMessageType,
} from '@plaudit/contract';
import type { DbOrTx, Tx } from '../../db/tx.js';
import {
  creatorTeams,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema/index.js';
import { teamMembers } from '../teams/teams.access.js';

// The webhooks area's SQL, nothing else: endpoints, the outbox, fan-out to deliveries, the claim of an endpoint for
// sending, attempts, the log, retry, replay and pruning.

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

export interface LastDelivery {
  at: Date;
  status: WebhookDeliveryStatus;
  statusCode: number | null;
}

// ---- endpoints ---------------------------------------------------------------------------------------------------

// The outer table by its full name: Drizzle writes a one-table select's columns bare, which the subquery would read
// as its own.
const lastDeliveryOf = sql<LastDelivery | null>`(
  select json_build_object('at', a.at, 'status', d.status, 'statusCode', a.status_code)
  from ${webhookDeliveries} d join ${webhookAttempts} a on a.delivery_id = d.id
  where d.endpoint_id = webhook_endpoints.id
  order by a.at desc limit 1)`;

export async function listEndpoints(db: DbOrTx, teamId: string) {
  return db
    .select({ endpoint: webhookEndpoints, lastDelivery: lastDeliveryOf })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.teamId, teamId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function findEndpoint(db: DbOrTx, teamId: string, id: string) {
  const [row] = await db
    .select({ endpoint: webhookEndpoints, lastDelivery: lastDeliveryOf })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.teamId, teamId), eq(webhookEndpoints.id, id)))
    .limit(1);
  return row;
}

/** Holds the team's endpoint list for the rest of the transaction, so two additions cannot both pass the limit. */
export async function lockTeamEndpoints(tx: Tx, teamId: string): Promise<number> {
  await tx.execute(sql`select 1 from ${creatorTeams} where ${creatorTeams.id} = ${teamId} for update`);
  const [row] = await tx.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.teamId, teamId));
  return row?.n ?? 0;
}

export async function insertEndpoint(
  tx: DbOrTx,
  values: { teamId: string; url: string; description: string; events: WebhookEventType[]; secret: string },
): Promise<EndpointRow> {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: DbOrTx,
  teamId: string,
  id: string,
  values: Partial<
    Pick<
      EndpointRow,
      | 'url'
      | 'description'
      | 'events'
      | 'disabledReason'
      | 'disabledAt'
      | 'failingSince'
      | 'secret'
      | 'previousSecret'
      | 'previousSecretUntil'
    >
  >,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.teamId, teamId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: DbOrTx, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.teamId, teamId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

// ---- the outbox --------------------------------------------------------------------------------------------------

/** One event of the team, in the caller's transaction (the outbox asked `subscribed` first); named, planned once. */
export async function insertEvent(
  tx: DbOrTx,
  teamId: string,
  type: WebhookEventType,
  payload: Record<string, unknown>,
): Promise<void> {
  await tx
    .insert(webhookEvents)
    .values({ teamId: sql.placeholder('teamId'), type: sql.placeholder('type'), payload: sql.placeholder('payload') })
    .prepare('webhook_event_insert')
    .execute({ teamId, type, payload });
}

/** Whether an enabled endpoint of the team subscribes to the type: the whole cost of an event nobody listens to. */
export async function subscribed(tx: DbOrTx, teamId: string, type: WebhookEventType): Promise<boolean> {
  const [row] = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.teamId, teamId),
        isNull(webhookEndpoints.disabledReason),
        sql`${type} = any(${webhookEndpoints.events})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** An event for one endpoint alone (the test ping), already fanned out to its one delivery. */
export async function insertDirectEvent(
  tx: Tx,
  endpoint: { id: string; teamId: string },
  type: WebhookMessageType,
  payload: Record<string, unknown>,
  occurredAt: Date,
): Promise<DeliveryRow> {
  const [event] = await tx
    .insert(webhookEvents)
    .values({ teamId: endpoint.teamId, type, payload, endpointId: endpoint.id, fannedOut: true, occurredAt })
    .returning({ id: webhookEvents.id });
  return insertDelivery(tx, endpoint.id, event!.id, occurredAt, occurredAt);
}

async function insertDelivery(tx: Tx, endpointId: string, eventId: string, occurredAt: Date, dueAt: Date) {
  const [bumped] = await tx
    .update(webhookEndpoints)
    .set({ lastSequence: sql`${webhookEndpoints.lastSequence} + 1` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ sequence: webhookEndpoints.lastSequence });
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({ endpointId, eventId, sequence: bumped!.sequence, occurredAt, nextAttemptAt: dueAt })
    .returning();
  return row!;
}

/**
 * Turns written events into deliveries, in the order they were written, one server at a time (a transaction-level
 * advisory lock: two servers fanning out at once would hand out one endpoint's sequence numbers out of order).
 * Returns how many events it took, or null when another server holds the lock.
 */
export async function fanOut(tx: Tx, batch: number, now: Date): Promise<number | null> {
  const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('plaudit:webhooks:fan-out')) as ok`);
  if (!(locked as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) return null;
  const events = await tx
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.fannedOut, false))
    .orderBy(asc(webhookEvents.position))
    .limit(batch);
  for (const event of events) {
    const targets = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.teamId, event.teamId),
          isNull(webhookEndpoints.disabledReason),
          event.endpointId
            ? eq(webhookEndpoints.id, event.endpointId)
            : sql`${event.type} = any(${webhookEndpoints.events})`,
        ),
      )
      .orderBy(asc(webhookEndpoints.id));
    for (const target of targets) await insertDelivery(tx, target.id, event.id, event.occurredAt, now);
  }
  if (events.length > 0)
    await tx
      .update(webhookEvents)
      .set({ fannedOut: true })
      .where(
        inArray(
          webhookEvents.id,
          events.map((event) => event.id),
        ),
      );
  return events.length;
}

// ---- sending -----------------------------------------------------------------------------------------------------

/**
 * Claims up to `limit` enabled endpoints with a delivery due and no server sending to them (a lease until
 * `leaseUntil`): one endpoint, one delivery in flight, across every server.
 */
export async function claimEndpoints(db: DbOrTx, limit: number, now: Date, leaseUntil: Date, except: string[]) {
  if (limit <= 0) return [];
  const due = db
    .selectDistinct({ id: webhookDeliveries.endpointId })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'PENDING'), lte(webhookDeliveries.nextAttemptAt, now)));
  const pick = db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.id, due),
        isNull(webhookEndpoints.disabledReason),
        or(isNull(webhookEndpoints.leaseUntil), lte(webhookEndpoints.leaseUntil, now)),
        except.length > 0 ? sql`${webhookEndpoints.id} not in ${except}` : undefined,
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(webhookEndpoints).set({ leaseUntil }).where(inArray(webhookEndpoints.id, pick)).returning();
}

export async function extendLease(db: DbOrTx, endpointId: string, leaseUntil: Date | null): Promise<void> {
  await db.update(webhookEndpoints).set({ leaseUntil }).where(eq(webhookEndpoints.id, endpointId));
}

export async function endpointById(db: DbOrTx, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1);
  return row;
}

/** The endpoint's next due delivery, lowest sequence first: events go out in the order they happened. */
export async function nextDue(db: DbOrTx, endpointId: string, now: Date) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, payload: webhookEvents.payload, type: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, 'PENDING'),
        lte(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(webhookDeliveries.sequence))
    .limit(1);
  return row;
}

export async function insertAttempt(tx: DbOrTx, values: Omit<AttemptRow, 'id'>): Promise<void> {
  await tx.insert(webhookAttempts).values(values);
}

export async function settleDelivery(
  tx: DbOrTx,
  id: string,
  values: { status: WebhookDeliveryStatus; roundAttempts: number; nextAttemptAt: Date | null },
): Promise<void> {
  await tx.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
}

export async function markSucceeded(tx: DbOrTx, endpointId: string): Promise<void> {
  await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpointId));
}

/** Notes a failure; answers since when the endpoint has only failed. */
export async function markFailed(tx: DbOrTx, endpointId: string, now: Date): Promise<Date> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ failingSince: webhookEndpoints.failingSince });
  return row?.failingSince ?? now;
}

/** Turns an enabled endpoint off; false when it already was (so its people are mailed once). */
export async function disableEndpoint(
  tx: DbOrTx,
  endpointId: string,
  reason: WebhookDisabledReason,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(webhookEndpoints)
    .set({ disabledReason: reason, disabledAt: now, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.disabledReason)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The team's OWNERs and ADMINs, who are told when an endpoint is turned off or an event could not be delivered. */
export async function managersOf(db: DbOrTx, teamId: string) {
  return db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.role, ['OWNER', 'ADMIN'])));
}

export async function teamNameOf(db: DbOrTx, teamId: string): Promise<string> {
  const [row] = await db
    .select({ name: creatorTeams.brandName })
    .from(creatorTeams)
    .where(eq(creatorTeams.id, teamId))
    .limit(1);
  return row?.name ?? '';
}

// ---- the log -----------------------------------------------------------------------------------------------------

export async function listDeliveries(
  db: DbOrTx,
  endpointId: string,
  query: { page: number; take: number; status?: WebhookDeliveryStatus; eventType?: WebhookMessageType },
) {
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    query.status ? eq(webhookDeliveries.status, query.status) : undefined,
    query.eventType ? eq(webhookEvents.type, query.eventType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, payload: webhookEvents.payload, type: webhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(desc(webhookDeliveries.sequence))
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    db
      .select({ n: count() })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function attemptsOf(db: DbOrTx, deliveryIds: string[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(asc(webhookAttempts.at), asc(webhookAttempts.id));
}

/** A delivery of this endpoint sent again now, as a fresh round of attempts; false when there is none. */
export async function restartDelivery(db: DbOrTx, endpointId: string, deliveryId: string, now: Date) {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'PENDING', roundAttempts: 0, nextAttemptAt: now })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId)))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** Every FAILED delivery of the endpoint whose event happened since `since`, sent again; answers how many. */
export async function restartFailedSince(db: DbOrTx, endpointId: string, since: Date, now: Date): Promise<number> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'PENDING', roundAttempts: 0, nextAttemptAt: now })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, 'FAILED'),
        gte(webhookDeliveries.occurredAt, since),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/** Events (with their deliveries and attempts) older than `before` go. */
export async function pruneEvents(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(webhookEvents)
    .where(and(lte(webhookEvents.occurredAt, before), eq(webhookEvents.fannedOut, true)))
    .returning({ id: webhookEvents.id });
  return rows.length;
}
