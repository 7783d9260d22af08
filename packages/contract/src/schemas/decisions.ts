import { z } from 'zod';
import {
  APPEAL_OUTCOMES,
  APPEAL_STATUSES,
  DECISION_GROUNDS,
  type DecisionGround,
  DECISION_KINDS,
  PUNISHMENT_TYPES,
  REVIEW_HOLD_RULES,
  SORT_ORDERS,
} from '../enums.js';
import {
  APPEAL_TEXT_MAX,
  APPEAL_TEXT_MIN,
  LIST_TAKE_DEFAULT,
  LIST_TAKE_MAX,
  TRANSPARENCY_MONTHS_DEFAULT,
  TRANSPARENCY_MONTHS_MAX,
} from '../limits.js';
import { M } from '../messages.js';
import type { RouteSchemas } from '../route-schema-kinds.js';
import { listMetaSchema, listResponseSchema, pageField } from './common.js';
import { requestString } from './fields.js';

// Statements of reasons, appeals and the transparency figures: every decision about a person's content or account
// says what was decided, on which facts and which published ground, whether a machine decided, who decided and until
// when it can be appealed; an appeal is heard by someone else and a reversal undoes the decision.

const takeField = z.coerce
  .number({ error: M.validation.list.take })
  .int(M.validation.list.take)
  .min(1, M.validation.list.take)
  .max(LIST_TAKE_MAX, M.validation.list.take)
  .default(LIST_TAKE_DEFAULT);

/** What a decision is about, as it was when decided (a removed review keeps its text here for the appeal). */
export const decisionContentSchema = z.object({
  /** `review`, `user`, `creator_team`, `product`, `short_link`, `verification`, `review_report`. */
  type: z.string(),
  id: z.string(),
  /** A product's name, a brand's name, a punishment's type: what a person recognises it by. */
  title: z.string().nullable(),
  /** The text of a review, a punishment's reason, a report's details. */
  body: z.string().nullable(),
  /** Where it can be seen (a product page), when it is public. */
  link: z.string().nullable(),
});
export type DecisionContent = z.infer<typeof decisionContentSchema>;

export const decisionAppealSchema = z.object({
  id: z.string(),
  status: z.enum(APPEAL_STATUSES),
  text: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The moderator's reason for the outcome. */
  outcomeReason: z.string().nullable(),
});
export type DecisionAppeal = z.infer<typeof decisionAppealSchema>;

export const decisionSchema = z.object({
  id: z.string(),
  kind: z.enum(DECISION_KINDS),
  /** One of the published grounds; its sentence is the message key `decision.ground.<ground>`. */
  ground: z.enum(DECISION_GROUNDS),
  /** The facts: the moderator's reason, or the rules that held a review (as their codes; see `holdRules`). */
  facts: z.string(),
  /**
   * An automated hold's rules, each shown as its published sentence (the message key `decision.holdRule.<rule>`)
   * in place of the facts; empty for every other decision.
   */
  holdRules: z.array(z.enum(REVIEW_HOLD_RULES)),
  automated: z.boolean(),
  decidedAt: z.string(),
  appealableUntil: z.string(),
  /** The window is open and no appeal was made yet. */
  appealable: z.boolean(),
  /** Set when an appeal reversed it. */
  reversedAt: z.string().nullable(),
  /** The team whose content it is (its OWNERs and ADMINs see it too), else null. */
  team: z.object({ id: z.string(), brandName: z.string() }).nullable(),
  content: decisionContentSchema,
  appeal: decisionAppealSchema.nullable(),
});
export type Decision = z.infer<typeof decisionSchema>;

export const decisionListQuerySchema = z.object({ page: pageField, take: takeField });
export type DecisionListQuery = z.input<typeof decisionListQuerySchema>;
export const decisionListSchema = listResponseSchema(decisionSchema);
export type DecisionList = z.infer<typeof decisionListSchema>;

export const decisionParamSchema = z.object({ decisionId: requestString().min(1).max(100) });
export const appealParamSchema = z.object({ appealId: requestString().min(1).max(100) });

const appealText = (min: string, max: string) =>
  requestString({ error: min }).trim().min(APPEAL_TEXT_MIN, min).max(APPEAL_TEXT_MAX, max);

export const appealBodySchema = z.object({
  text: appealText(M.appeal.validation.text_min, M.appeal.validation.text_max),
});
export type AppealBody = z.input<typeof appealBodySchema>;
export const appealCreatedSchema = z.object({ id: z.string(), status: z.enum(APPEAL_STATUSES) });
export type AppealCreated = z.infer<typeof appealCreatedSchema>;

// ---- the staff's queue -------------------------------------------------------------------------------

export const appealListQuerySchema = z.object({
  status: z.enum(APPEAL_STATUSES).default('OPEN'),
  page: pageField,
  take: takeField,
  /** Oldest first unless asked otherwise: an appeal waits no longer than it must. */
  sortOrder: z.enum(SORT_ORDERS).default('ASC'),
});
export type AppealListQuery = z.input<typeof appealListQuerySchema>;

export const adminAppealSchema = z.object({
  id: z.string(),
  status: z.enum(APPEAL_STATUSES),
  text: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  outcomeReason: z.string().nullable(),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  appellant: z.object({ id: z.string(), username: z.string(), name: z.string() }),
  decision: decisionSchema.extend({
    decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  }),
  /** The person's record: earlier decisions about them, their appeals, and punishments. */
  history: z.object({
    decisions: z.number().int(),
    appeals: z.number().int(),
    reversed: z.number().int(),
    punishments: z.array(z.object({ type: z.enum(PUNISHMENT_TYPES), reason: z.string(), createdAt: z.string() })),
  }),
  /** The caller made the decision: someone else must hear the appeal. */
  conflict: z.boolean(),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;
export const adminAppealListSchema = z.object({
  data: z.array(adminAppealSchema),
  meta: listMetaSchema,
  counts: z.object({ OPEN: z.number().int(), UPHELD: z.number().int(), REVERSED: z.number().int() }),
});
export type AdminAppealList = z.infer<typeof adminAppealListSchema>;

export const appealDecisionBodySchema = z.object({
  outcome: z.enum(APPEAL_OUTCOMES, { error: M.appeal.validation.outcome }),
  reason: appealText(M.appeal.validation.reason_min, M.appeal.validation.reason_max),
});
export type AppealDecisionBody = z.input<typeof appealDecisionBodySchema>;

// ---- the published figures ---------------------------------------------------------------------------

export const transparencyQuerySchema = z.object({
  months: z.coerce.number().int().min(1).max(TRANSPARENCY_MONTHS_MAX).default(TRANSPARENCY_MONTHS_DEFAULT),
});
export type TransparencyQuery = z.input<typeof transparencyQuerySchema>;

// Every ground as a named, required property: a record with enum keys is described to OpenAPI as required keys
// without properties, which a client generator cannot read.
const byGround = z.object(
  Object.fromEntries(DECISION_GROUNDS.map((ground) => [ground, z.number().int()])) as Record<
    DecisionGround,
    z.ZodNumber
  >,
);
export const transparencyMonthSchema = z.object({
  /** `YYYY-MM`, in UTC. */
  month: z.string(),
  reviews: z.object({
    published: z.number().int(),
    held: z.number().int(),
    rejected: z.number().int(),
    removed: z.number().int(),
  }),
  rejectedByGround: byGround,
  removedByGround: byGround,
  reports: z.object({
    received: z.number().int(),
    upheld: z.number().int(),
    dismissed: z.number().int(),
  }),
  punishments: z.object({ WARNING: z.number().int(), MUTE: z.number().int(), BAN: z.number().int() }),
  appeals: z.object({ received: z.number().int(), upheld: z.number().int(), reversed: z.number().int() }),
  /** The median hours from a review's submission to a moderator's decision on it; null with none decided. */
  medianHoursToDecide: z.number().nullable(),
});
export type TransparencyMonth = z.infer<typeof transparencyMonthSchema>;
export const transparencySchema = z.object({ months: z.array(transparencyMonthSchema) });
export type Transparency = z.infer<typeof transparencySchema>;

export const DECISIONS_ROUTE_SCHEMAS = {
  'decisions.mine': { query: decisionListQuerySchema, response: decisionListSchema },
  'decisions.appeal': { params: decisionParamSchema, body: appealBodySchema, response: appealCreatedSchema },
  'decisions.appeals': { query: appealListQuerySchema, response: adminAppealListSchema },
  'decisions.decideAppeal': { params: appealParamSchema, body: appealDecisionBodySchema, response: adminAppealSchema },
  'decisions.transparency': { query: transparencyQuerySchema, response: transparencySchema },
} as const satisfies Record<string, RouteSchemas>;
