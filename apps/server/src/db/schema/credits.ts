import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CreditEntryKind, LedgerCauseType, PaymentProvider, TopUpStatus } from '@plaudit/contract';
import { creatorTeams } from './creators.js';

// The credits area's tables (migration 0027): one account per creator team, its append-only ledger (a trigger
// refuses UPDATE, DELETE and TRUNCATE), promotional grants, top-ups with their payments and receipt numbers. The
// credits module is the only writer of every table here. Credits are whole numbers (bigint, read as numbers: a
// balance stays far below 2^53).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const credits = (name: string) => bigint(name, { mode: 'number' });

/** What a receipt is made out to, copied from the team's billing details when the top-up is paid. */
export interface ReceiptBilling {
  brandName: string;
  legalName: string | null;
  address: string | null;
  country: string | null;
  vatNumber: string | null;
}

export const creditAccounts = pgTable('credit_accounts', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => creatorTeams.id, { onDelete: 'cascade' }),
  balance: credits('balance').notNull().default(0),
  held: credits('held').notNull().default(0),
  lowBalanceThreshold: credits('low_balance_threshold'),
  /** Set when the balance fell below the threshold and the mail went out; cleared when it is back above. */
  lowBalanceMailed: boolean('low_balance_mailed').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const creditEntries = pgTable(
  'credit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were written in (per account it follows the account's row lock). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    teamId: uuid('team_id').notNull(),
    kind: text('kind').$type<CreditEntryKind>().notNull(),
    /** Signed: what the entry did to the balance (0 for HOLD and RELEASE). */
    amount: credits('amount').notNull(),
    /** Signed: what the entry did to the held credits (HOLD, RELEASE, a SPEND from held). */
    heldAmount: credits('held_amount').notNull().default(0),
    balanceAfter: credits('balance_after').notNull(),
    heldAfter: credits('held_after').notNull(),
    causeType: text('cause_type').$type<LedgerCauseType>().notNull(),
    causeId: text('cause_id'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    idempotencyKey: text('idempotency_key').notNull(),
    actorId: uuid('actor_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_entries_idempotency_idx').on(t.teamId, t.idempotencyKey),
    index('credit_entries_team_seq_idx').on(t.teamId, t.seq.desc()),
    index('credit_entries_team_kind_idx').on(t.teamId, t.kind, t.seq.desc()),
  ],
);

export const creditGrants = pgTable(
  'credit_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => creatorTeams.id, { onDelete: 'cascade' }),
    credits: credits('credits').notNull(),
    /** What is left of the grant: spends take it first, the soonest-expiring grant first. */
    remaining: credits('remaining').notNull(),
    expiresAt: ts('expires_at'),
    expiredAt: ts('expired_at'),
    reason: text('reason').notNull(),
    grantedBy: uuid('granted_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('credit_grants_open_idx')
      .on(t.teamId, t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    index('credit_grants_due_idx')
      .on(t.expiresAt)
      .where(sql`${t.remaining} > 0 AND ${t.expiresAt} IS NOT NULL`),
  ],
);

export const creditTopUps = pgTable(
  'credit_top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id').notNull(),
    credits: credits('credits').notNull(),
    amountCents: credits('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<TopUpStatus>().notNull().default('PENDING'),
    idempotencyKey: text('idempotency_key').notNull(),
    payerId: uuid('payer_id'),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The provider's id of the payment (Stripe: the Checkout Session). */
    providerRef: text('provider_ref'),
    /** The provider's id of the money taken (Stripe: the PaymentIntent), for a refund. */
    paymentRef: text('payment_ref'),
    checkoutUrl: text('checkout_url'),
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
    failedAt: ts('failed_at'),
    refundedCredits: credits('refunded_credits').notNull().default(0),
    refundedAt: ts('refunded_at'),
    receiptNumber: text('receipt_number'),
    billing: jsonb('billing').$type<ReceiptBilling>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_top_ups_idempotency_idx').on(t.teamId, t.idempotencyKey),
    uniqueIndex('credit_top_ups_receipt_idx')
      .on(t.receiptNumber)
      .where(sql`${t.receiptNumber} IS NOT NULL`),
    index('credit_top_ups_team_idx').on(t.teamId, t.createdAt.desc()),
    index('credit_top_ups_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** The last receipt number given out per year: taken under its row lock, so numbers have no gaps. */
export const creditReceiptCounters = pgTable('credit_receipt_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** Every provider event handled once (a webhook delivered twice credits once). */
export const creditPaymentEvents = pgTable(
  'credit_payment_events',
  {
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    topUpId: uuid('top_up_id'),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'credit_payment_events_pk', columns: [t.provider, t.eventId] })],
);
