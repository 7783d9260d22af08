import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { DeviceClass, ShortLinkTrigger, ShortLinkUtm } from '@plaudit/contract';
import { users } from './auth.js';
import { creatorTeams } from './creators.js';
import { products } from './catalogue.js';

// Short-links area: a team's or the platform's links, each destination a link has had, and its clicks per hour
// rolled up from the SHORTLINK_CLICK events. The short-links module is the only writer of these tables.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const shortLinks = pgTable(
  'short_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null: a platform link. */
    teamId: uuid('team_id').references(() => creatorTeams.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    destination: text('destination').notNull(),
    title: text('title').notNull().default(''),
    utm: jsonb('utm').$type<ShortLinkUtm>().notNull().default({}),
    expiresAt: ts('expires_at'),
    expiredUrl: text('expired_url'),
    maxClicks: integer('max_clicks'),
    /** Clicks counted against `max_clicks` (kept only for capped links: the redirect counts them as it goes). */
    clickCount: integer('click_count').notNull().default(0),
    passwordHash: text('password_hash'),
    iosUrl: text('ios_url'),
    androidUrl: text('android_url'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Turned off by its team. */
    disabled: boolean('disabled').notNull().default(false),
    /** Turned off by staff: only staff turn it on again. */
    staffDisabledAt: ts('staff_disabled_at'),
    staffDisabledBy: uuid('staff_disabled_by').references(() => users.id, { onDelete: 'set null' }),
    staffReason: text('staff_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** A deleted link keeps its row, and so its slug, for SHORT_LINK_SLUG_RESERVED_DAYS. */
    deletedAt: ts('deleted_at'),
    /** Its open destination, kept by a trigger on short_link_destinations (migration 0034) for the redirect. */
    currentDestinationId: uuid('current_destination_id').references((): AnyPgColumn => shortLinkDestinations.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('short_links_slug_idx').on(sql`lower(${t.slug})`),
    index('short_links_team_idx')
      .on(t.teamId, t.createdAt.desc())
      .where(sql`${t.deletedAt} is null`),
    index('short_links_created_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Where a link pointed and when: a new row on every change of destination. */
export const shortLinkDestinations = pgTable(
  'short_link_destinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => shortLinks.id, { onDelete: 'cascade' }),
    destination: text('destination').notNull(),
    fromAt: ts('from_at').notNull().defaultNow(),
    /** null: where the link points now. */
    toAt: ts('to_at'),
  },
  (t) => [index('short_link_destinations_link_idx').on(t.linkId, t.fromAt)],
);

/**
 * Clicks per link per hour per (destination, trigger, referrer, device, browser, OS). `unique_clicks` counts each
 * visitor's first click of the link in the hour, so it adds up over hours and over any breakdown.
 */
export const shortLinkRollups = pgTable(
  'short_link_rollups',
  {
    linkId: uuid('link_id').notNull(),
    hour: ts('hour').notNull(),
    teamId: uuid('team_id'),
    destinationId: uuid('destination_id'),
    trigger: text('trigger').$type<ShortLinkTrigger>().notNull(),
    referrerHost: text('referrer_host').notNull().default(''),
    device: text('device').$type<DeviceClass>().notNull(),
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
    clicks: integer('clicks').notNull(),
    uniqueClicks: integer('unique_clicks').notNull(),
  },
  (t) => [
    index('short_link_rollups_link_idx').on(t.linkId, t.hour),
    index('short_link_rollups_team_idx').on(t.teamId, t.hour),
    index('short_link_rollups_hour_idx').on(t.hour),
  ],
);
