import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  WebhookDeliveryStatus,
  WebhookDisabledReason,
  WebhookEventType,
  WebhookMessageType,
} from '@plaudit/contract';
import { creatorTeams } from './creators.js';

// Webhooks area: a team's endpoints, the outbox of events (written in the transaction of the change that caused
// them), one delivery per event and endpoint with its attempts. The webhooks module is the only writer of every
// table here (test/table-owners.test.ts).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => creatorTeams.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    /** `whsec_` + base64 of 32 random bytes: the receiver needs it as it is to verify, so it is kept as it is. */
    secret: text('secret').notNull(),
    /** The secret before the last rotation, signing beside the new one until previous_secret_until. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: ts('previous_secret_until'),
    disabledReason: text('disabled_reason').$type<WebhookDisabledReason>(),
    disabledAt: ts('disabled_at'),
    /** The first failure after the last success; null while it succeeds. */
    failingSince: ts('failing_since'),
    /** The last sequence number given to a delivery of this endpoint (the `webhook-sequence` header). */
    lastSequence: bigint('last_sequence', { mode: 'number' }).notNull().default(0),
    /** A server sending to this endpoint holds it until then, so one endpoint has one delivery in flight. */
    leaseUntil: ts('lease_until'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_team_idx').on(t.teamId, t.createdAt)],
);

/** The outbox: one row per event of a team that had a subscribed endpoint when it happened. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Commit-ish order of the events of one team (an identity, so fan-out takes them in the order they were written). */
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => creatorTeams.id, { onDelete: 'cascade' }),
    type: text('type').$type<WebhookMessageType>().notNull(),
    /** `{type, timestamp, data}`, exactly the body sent. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** A test ping goes to this endpoint alone; null: every endpoint of the team subscribed to the type. */
    endpointId: uuid('endpoint_id').references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    fannedOut: boolean('fanned_out').notNull().default(false),
    occurredAt: ts('occurred_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_events_pending_idx')
      .on(t.position)
      .where(sql`not ${t.fannedOut}`),
    index('webhook_events_occurred_idx').on(t.occurredAt),
  ],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('PENDING'),
    /** Attempts of the current round (a retry or replay starts a new round at 0). */
    roundAttempts: integer('round_attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    occurredAt: ts('occurred_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_idx').on(t.endpointId, t.eventId),
    index('webhook_deliveries_log_idx').on(t.endpointId, t.occurredAt),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt, t.endpointId)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: ts('at').notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    response: text('response').notNull().default(''),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
