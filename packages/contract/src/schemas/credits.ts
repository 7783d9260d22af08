import { z } from 'zod';
import {
  CREDIT_ENTRY_KINDS,
  LEDGER_CAUSE_TYPES,
  PAYMENT_PROVIDERS,
  SANDBOX_OUTCOMES,
  TOP_UP_STATUSES,
  type CreditEntryKind,
} from '../enums.js';
import {
  CREDITS_ADMIN_MAX,
  CREDITS_LOW_BALANCE_MAX,
  CREDITS_REASON_MAX,
  CREDITS_TOP_UP_MAX,
  CREDITS_TOP_UP_MIN,
  IDEMPOTENCY_KEY_PATTERN,
} from '../limits.js';
import { M } from '../messages.js';
import { CSV_TEXT, FILE_BYTES, type RouteSchemas } from '../route-schema-kinds.js';
import { listMetaSchema, listQuerySchema, listResponseSchema } from './common.js';
import { requestString } from './fields.js';

// Credits: a creator team's prepaid balance, its ledger, top-ups with their payments and receipts, and the admin's
// grants, adjustments and refunds. `CREDITS_ROUTE_SCHEMAS` holds each call of tables/credits.ts under its id.

const V = M.credits.validation;
const idString = requestString().min(1).max(100);

export const creditsTeamParamSchema = z.object({ teamId: idString });
export const creditsTopUpParamSchema = z.object({ teamId: idString, topUpId: idString });
export const topUpIdParamSchema = z.object({ topUpId: idString });

/** Whole credits: a number, no fraction, within the bounds (one message per bound). */
const wholeCredits = () => z.number({ error: V.credits_whole }).int(V.credits_whole);

export const idempotencyKeyField = requestString({ error: V.idempotency_key }).regex(
  IDEMPOTENCY_KEY_PATTERN,
  V.idempotency_key,
);

const reasonField = requestString({ error: V.reason_required })
  .trim()
  .min(1, V.reason_required)
  .max(CREDITS_REASON_MAX, V.reason_max);

export const creditAccountSchema = z.object({
  balance: z.number().int(),
  held: z.number().int(),
  available: z.number().int(),
  /** What is charged (ISO 4217); the person's display currency only changes how prices are shown. */
  currency: z.string(),
  /** The price of one credit in the smallest unit of `currency`. */
  creditPriceCents: z.number().int(),
  lowBalanceThreshold: z.number().int().nullable(),
  /** Which provider takes payments on this server. */
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type CreditAccount = z.infer<typeof creditAccountSchema>;

export const creditEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  /** Signed change of the balance. */
  amount: z.number().int(),
  /** Signed change of the held credits. */
  heldAmount: z.number().int(),
  balanceAfter: z.number().int(),
  heldAfter: z.number().int(),
  cause: z.object({ type: z.enum(LEDGER_CAUSE_TYPES), id: z.string().nullable() }),
  /** The admin's reason (grants, adjustments, refunds). */
  reason: z.string().nullable(),
  /** The receipt of a top-up's entry. */
  receiptNumber: z.string().nullable(),
  /** When a grant's credits expire. */
  expiresAt: z.string().nullable(),
  /** The campaign a hold, release or spend was for, by its name when it was written. */
  campaignName: z.string().nullable(),
  /** The featuring day (YYYY-MM-DD) a spend paid for. */
  day: z.string().nullable(),
  /** The member who did it (null: staff or the platform itself, or a person since deleted). */
  actorName: z.string().nullable(),
  /** Plaudit's staff did it (a grant, an adjustment, a refund): the team is told Plaudit did, never who. */
  byStaff: z.boolean(),
  createdAt: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** Who a staff member's ledger entry is from, as a team reads it (the CSV's actor column). */
export const LEDGER_STAFF_ACTOR_NAME = 'Plaudit';
/** The entries only staff make: whoever made one, the team reads that Plaudit did. */
export const STAFF_CREDIT_ENTRY_KINDS: readonly CreditEntryKind[] = ['GRANT', 'ADJUSTMENT', 'REFUND'];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayField = requestString({ error: V.date })
  .regex(DAY, V.date)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), V.date);

/** The ledger's filters: a kind, and a range of UTC days (both inclusive). */
export const creditEntryFiltersSchema = z
  .object({
    kind: z.enum(CREDIT_ENTRY_KINDS, { error: V.kind }).optional(),
    from: dayField.optional(),
    to: dayField.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: V.range_order, path: ['to'] });

export const creditEntriesQuerySchema = z
  .object({
    ...listQuerySchema(['createdAt'] as const, 'createdAt').pick({ page: true, take: true }).shape,
    kind: z.enum(CREDIT_ENTRY_KINDS, { error: V.kind }).optional(),
    from: dayField.optional(),
    to: dayField.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: V.range_order, path: ['to'] });
export type CreditEntriesQuery = z.input<typeof creditEntriesQuerySchema>;
export const creditEntryListSchema = listResponseSchema(creditEntrySchema);
export type CreditEntryList = z.infer<typeof creditEntryListSchema>;

export const topUpBodySchema = z.object({
  credits: wholeCredits().min(CREDITS_TOP_UP_MIN, V.top_up_min).max(CREDITS_TOP_UP_MAX, V.top_up_max),
  idempotencyKey: idempotencyKeyField,
});
export type TopUpBody = z.input<typeof topUpBodySchema>;

export const topUpSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  credits: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(TOP_UP_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Where the payer pays: the sandbox page, or Stripe's checkout. Null once the top-up is no longer payable. */
  checkoutUrl: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  refundedCredits: z.number().int(),
});
export type TopUp = z.infer<typeof topUpSchema>;
export const topUpListQuerySchema = listQuerySchema(['createdAt'] as const, 'createdAt').pick({
  page: true,
  take: true,
});
export const topUpListSchema = listResponseSchema(topUpSchema);
export type TopUpList = z.infer<typeof topUpListSchema>;

export const creditSettingsBodySchema = z.object({
  lowBalanceThreshold: z
    .number({ error: V.threshold })
    .int(V.threshold)
    .min(0, V.threshold)
    .max(CREDITS_LOW_BALANCE_MAX, V.threshold)
    .nullable(),
});
export type CreditSettingsBody = z.input<typeof creditSettingsBodySchema>;

export const sandboxPaymentBodySchema = z.object({
  outcome: z.enum(SANDBOX_OUTCOMES, { error: V.outcome }),
});
export type SandboxPaymentBody = z.input<typeof sandboxPaymentBodySchema>;

/** Stripe's webhook acknowledgement. */
export const webhookAckSchema = z.object({ received: z.literal(true) });

// ---- admin ---------------------------------------------------------------------------------------------------

export const creditGrantBodySchema = z.object({
  credits: wholeCredits().min(1, V.credits_positive).max(CREDITS_ADMIN_MAX, V.admin_max),
  reason: reasonField,
  /** Null or absent: the grant never expires. */
  expiresAt: z.iso
    .datetime({ offset: true, error: V.expires_future })
    .refine((value) => Date.parse(value) > Date.now(), V.expires_future)
    .nullable()
    .optional(),
});
export type CreditGrantBody = z.input<typeof creditGrantBodySchema>;

export const creditAdjustmentBodySchema = z.object({
  /** Signed: added to or taken from the balance (never below zero). */
  credits: wholeCredits()
    .min(-CREDITS_ADMIN_MAX, V.admin_max)
    .max(CREDITS_ADMIN_MAX, V.admin_max)
    .refine((value) => value !== 0, V.adjustment_zero),
  reason: reasonField,
});
export type CreditAdjustmentBody = z.input<typeof creditAdjustmentBodySchema>;

export const creditRefundBodySchema = z.object({ reason: reasonField });
export type CreditRefundBody = z.input<typeof creditRefundBodySchema>;

export const adminCreditsQuerySchema = listQuerySchema(['balance', 'brandName'] as const, 'balance');
export type AdminCreditsQuery = z.input<typeof adminCreditsQuerySchema>;

export const adminCreditTeamSchema = z.object({
  teamId: z.string(),
  brandName: z.string(),
  balance: z.number().int(),
  held: z.number().int(),
  available: z.number().int(),
  /** Of the balance, what open grants still hold (spent before paid credits). */
  granted: z.number().int(),
  updatedAt: z.string().nullable(),
  /** The newest paid top-ups, for a refund. */
  topUps: z.array(topUpSchema),
});
export type AdminCreditTeam = z.infer<typeof adminCreditTeamSchema>;
export const adminCreditListSchema = z.object({ data: z.array(adminCreditTeamSchema), meta: listMetaSchema });
export type AdminCreditList = z.infer<typeof adminCreditListSchema>;

export const CREDITS_ROUTE_SCHEMAS = {
  'credits.get': { params: creditsTeamParamSchema, response: creditAccountSchema },
  'credits.entries': {
    params: creditsTeamParamSchema,
    query: creditEntriesQuerySchema,
    response: creditEntryListSchema,
  },
  'credits.entriesCsv': { params: creditsTeamParamSchema, query: creditEntryFiltersSchema, response: CSV_TEXT },
  'credits.updateSettings': {
    params: creditsTeamParamSchema,
    body: creditSettingsBodySchema,
    response: creditAccountSchema,
  },
  'credits.createTopUp': { params: creditsTeamParamSchema, body: topUpBodySchema, response: topUpSchema },
  'credits.topUps': { params: creditsTeamParamSchema, query: topUpListQuerySchema, response: topUpListSchema },
  'credits.getTopUp': { params: creditsTopUpParamSchema, response: topUpSchema },
  'credits.receipt': { params: creditsTopUpParamSchema, response: FILE_BYTES },
  'credits.sandboxTopUp': { params: topUpIdParamSchema, response: topUpSchema },
  'credits.sandboxPay': { params: topUpIdParamSchema, body: sandboxPaymentBodySchema, response: topUpSchema },
  'credits.stripeWebhook': { response: webhookAckSchema },
  'credits.adminList': { query: adminCreditsQuerySchema, response: adminCreditListSchema },
  'credits.adminGrant': { params: creditsTeamParamSchema, body: creditGrantBodySchema, response: creditEntrySchema },
  'credits.adminAdjust': {
    params: creditsTeamParamSchema,
    body: creditAdjustmentBodySchema,
    response: creditEntrySchema,
  },
  'credits.adminRefund': { params: topUpIdParamSchema, body: creditRefundBodySchema, response: topUpSchema },
} as const satisfies Record<string, RouteSchemas>;
