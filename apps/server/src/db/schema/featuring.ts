import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CampaignStatus, FeaturingLossReason } from '@plaudit/contract';
import { users } from './auth.js';
import { categories, products } from './catalogue.js';
import { creatorTeams } from './creators.js';

// Featuring area: the categories an ADMIN sells sponsored slots on, brands' campaigns and their bids, the days
// each featuring was closed, and each day's auction results. The featuring module is the only writer. Results are
// immutable (a trigger refuses UPDATE and DELETE): what a day was sold at never changes after the fact.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** One per category: its sponsored slots (1–3) and the reserve price in credits per day. */
export const featurings = pgTable(
  'featurings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    slots: integer('slots').notNull(),
    reservePrice: integer('reserve_price').notNull(),
    startsOn: day('starts_on').notNull(),
    endsOn: day('ends_on'),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('featurings_category_idx').on(t.categoryId),
    check('featurings_slots_check', sql`${t.slots} between 1 and 3`),
    check('featurings_reserve_check', sql`${t.reservePrice} >= 1`),
    check('featurings_dates_check', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);

/**
 * A brand's campaign: a budget in credits spent on bids, one per featuring. `held` is what the campaign holds in the
 * ledger right now (its unspent budget, up to the team's available credits, while ACTIVE); `spent` only grows, and
 * never past `total_budget` (a check, so no path can overspend). `hold_seq` numbers its hold changes: each one's
 * ledger idempotency key, so a retried request moves nothing twice.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => creatorTeams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('DRAFT'),
    startsOn: day('starts_on').notNull(),
    endsOn: day('ends_on'),
    totalBudget: integer('total_budget').notNull(),
    spent: integer('spent').notNull().default(0),
    held: integer('held').notNull().default(0),
    holdSeq: integer('hold_seq').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_team_idx').on(t.teamId, t.createdAt),
    check('campaigns_budget_check', sql`${t.spent} >= 0 and ${t.spent} <= ${t.totalBudget}`),
    check('campaigns_held_check', sql`${t.held} >= 0 and ${t.held} <= ${t.totalBudget} - ${t.spent}`),
  ],
);

/** A campaign's bid on one featuring: the product it promotes and the most it pays per day. */
export const campaignBids = pgTable(
  'campaign_bids',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    featuringId: uuid('featuring_id')
      .notNull()
      .references(() => featurings.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    maxBid: integer('max_bid').notNull(),
    active: boolean('active').notNull().default(true),
    /** When the bid was first placed: the earlier bid wins a tie. */
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.featuringId] }),
    index('campaign_bids_featuring_idx').on(t.featuringId),
    check('campaign_bids_max_check', sql`${t.maxBid} >= 1`),
  ],
);

/** A featuring's day, once closed: the row that makes a second close of the same day do nothing. */
export const featuringDays = pgTable(
  'featuring_days',
  {
    featuringId: uuid('featuring_id')
      .notNull()
      .references(() => featurings.id, { onDelete: 'cascade' }),
    day: day('day').notNull(),
    slots: integer('slots').notNull(),
    reservePrice: integer('reserve_price').notNull(),
    winners: integer('winners').notNull(),
    charged: integer('charged').notNull(),
    closedAt: ts('closed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.featuringId, t.day] }), index('featuring_days_day_idx').on(t.day)],
);

/** Every bid of a closed day as decided: quality, score, rank, price or why it lost. Never changed. */
export const featuringResults = pgTable(
  'featuring_results',
  {
    featuringId: uuid('featuring_id').notNull(),
    day: day('day').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    teamId: uuid('team_id').notNull(),
    productId: uuid('product_id').notNull(),
    /** Names as they were on the day, so the log reads the same after a rename or a deletion. */
    campaignName: text('campaign_name').notNull(),
    brandName: text('brand_name').notNull(),
    payerName: text('payer_name').notNull(),
    productName: text('product_name').notNull(),
    maxBid: integer('max_bid').notNull(),
    /** Quality in ten-thousandths (5000–10000) and score = max_bid × quality, in the same unit. */
    quality: integer('quality').notNull(),
    score: bigint('score', { mode: 'number' }).notNull(),
    rank: integer('rank'),
    price: integer('price'),
    reason: text('reason').$type<FeaturingLossReason>(),
    /** The SPEND entry of the price. */
    ledgerEntryId: text('ledger_entry_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.featuringId, t.day, t.campaignId] }),
    index('featuring_results_campaign_idx').on(t.campaignId, t.day),
    index('featuring_results_day_idx').on(t.day, t.featuringId),
  ],
);
