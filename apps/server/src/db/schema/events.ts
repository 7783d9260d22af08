import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DeviceClass, EventProfileKind, EventType } from '@plaudit/contract';

// Events area: raw analytics events (append-only, kept EVENTS_RETENTION_DAYS), what makes them countable
// without storing an address (the daily salt, the visitor → person links, the receipts of event ids), and the
// rollups the dashboards read (kept forever). The events module is the only writer of every table here.
//
// `events` is partitioned by month (declarative partitioning, on PostgreSQL and PGlite alike): the migration makes
// the parent, a DEFAULT partition and `events_ensure_partitions(from, to)`, which the rollup job calls ahead of each
// month. Drizzle cannot declare partitioning, so the migration's CREATE TABLE is written by hand; this declaration
// is what queries are typed against. No foreign keys: an event outlives what it was about, and inserts stay cheap.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const events = pgTable(
  'events',
  {
    /** Set by the server when the event is taken (the client's own time, if any, stays in metadata). */
    at: ts('at').notNull(),
    type: text('type').$type<EventType>().notNull(),
    /** The profile named by the event, once looked up, and the team it counts for (a product's team, a brand's own). */
    profileKind: text('profile_kind').$type<EventProfileKind>(),
    profileId: uuid('profile_id'),
    teamId: uuid('team_id'),
    productId: uuid('product_id'),
    /** A daily-salted hash of the visitor session (or of address and browser without one): never the address itself. */
    visitor: text('visitor').notNull(),
    /** The signed-in person, when there is one. */
    userId: uuid('user_id'),
    /** The referring site's host (null for direct visits and Plaudit's own pages). */
    referrerHost: text('referrer_host'),
    browser: text('browser'),
    os: text('os'),
    device: text('device').$type<DeviceClass>().notNull().default('other'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('events_at_idx').on(t.at), index('events_team_at_idx').on(t.teamId, t.at)],
);

/** One random salt per UTC day, shared by every server; deleted after two days, so old hashes cannot be recomputed. */
export const eventSalts = pgTable('event_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** A visitor session that signed in, linked to the person for that day, so a journey is counted once. */
export const eventVisitorLinks = pgTable(
  'event_visitor_links',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] })],
);

/** `metadata.eventId`s already taken (a resend is dropped); pruned with the salts. */
export const eventReceipts = pgTable(
  'event_receipts',
  {
    eventId: uuid('event_id').primaryKey(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('event_receipts_at_idx').on(t.at)],
);

const rollupCounts = {
  views: integer('views').notNull().default(0),
  visitors: integer('visitors').notNull().default(0),
  clicks: integer('clicks').notNull().default(0),
  hovers: integer('hovers').notNull().default(0),
  searches: integer('searches').notNull().default(0),
};

/**
 * Per profile per hour. A team's row (profile_id = the team) counts everything of the team: its brand page and all
 * its products (visitors are distinct over both); a product's row only that product; a YouTuber's row their page.
 */
export const eventRollupsHourly = pgTable(
  'event_rollups_hourly',
  {
    profileId: uuid('profile_id').notNull(),
    hour: ts('hour').notNull(),
    profileKind: text('profile_kind').$type<EventProfileKind>().notNull(),
    teamId: uuid('team_id'),
    ...rollupCounts,
  },
  (t) => [primaryKey({ columns: [t.profileId, t.hour] }), index('event_rollups_hourly_team_idx').on(t.teamId, t.hour)],
);

/** The same per UTC day; `visitors` is distinct over the day (an hour's visitors do not add up to a day's). */
export const eventRollupsDaily = pgTable(
  'event_rollups_daily',
  {
    profileId: uuid('profile_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    profileKind: text('profile_kind').$type<EventProfileKind>().notNull(),
    teamId: uuid('team_id'),
    ...rollupCounts,
  },
  (t) => [primaryKey({ columns: [t.profileId, t.day] }), index('event_rollups_daily_team_idx').on(t.teamId, t.day)],
);

/** Views per referring host per profile per day ('' for direct visits). */
export const eventReferrerRollups = pgTable(
  'event_referrer_rollups',
  {
    profileId: uuid('profile_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    host: text('host').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.day, t.host] })],
);

/** Searches whose results showed a team (SEARCH events carry the teams they showed), per normalised query per day. */
export const eventSearchRollups = pgTable(
  'event_search_rollups',
  {
    teamId: uuid('team_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.day, t.query] })],
);

/** Where each scheduled job of the events area got to (one row per job; the job holds an advisory lock while it runs). */
export const eventJobs = pgTable('event_jobs', {
  name: text('name').primaryKey(),
  /** Raw events before this time are rolled up. */
  watermark: ts('watermark'),
  lastRunAt: ts('last_run_at'),
  lastRunMs: integer('last_run_ms'),
  updatedAt: ts('updated_at')
    .notNull()
    .default(sql`now()`),
});
