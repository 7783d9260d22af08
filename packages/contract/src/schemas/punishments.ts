import { z } from 'zod';
import { PUNISHMENT_TYPES } from '../enums.js';
import { M } from '../messages.js';
import { requestString } from './fields.js';
import { requiredGround } from './grounds.js';

// The admin area's punishments (§7 Admin): warnings, mutes and bans. Who may punish whom is in
// permissions.ts.

export const PUNISHMENT_REASON_MAX = 500;
export const PUNISHMENT_COMMENT_MAX = 2000;

const isoDateTime = z.iso.datetime({ offset: true, error: M.punishments.validation.until });

export const punishmentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.enum(PUNISHMENT_TYPES),
  reason: z.string(),
  comment: z.string().nullable(),
  until: z.string().nullable(),
  issuedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  liftedAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  /** Not lifted and no end or an end in the future (a WARNING stays active until acknowledged). */
  active: z.boolean(),
});
export type Punishment = z.infer<typeof punishmentSchema>;

const reasonField = requestString({ error: M.punishments.validation.reason_required })
  .trim()
  .min(1, M.punishments.validation.reason_required)
  .max(PUNISHMENT_REASON_MAX, M.punishments.validation.reason_max);
const commentField = requestString()
  .trim()
  .max(PUNISHMENT_COMMENT_MAX, M.punishments.validation.comment_max)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/** Spec §3 "Punishment": until is an ISO date-time or null (no end). */
export const punishmentCreateBodySchema = z.object({
  userId: requestString().min(1).max(100),
  type: z.enum(PUNISHMENT_TYPES, { error: M.punishments.validation.type }),
  reason: reasonField,
  until: isoDateTime.nullable(),
  comment: commentField,
  /** The published ground of the punishment (the statement of reasons). */
  ground: requiredGround,
});
export type PunishmentCreateBody = z.input<typeof punishmentCreateBodySchema>;

/** Any subset of reason, comment and until; an until in the past lifts the punishment. */
export const punishmentUpdateBodySchema = z.object({
  reason: reasonField.optional(),
  comment: commentField,
  until: isoDateTime.nullable().optional(),
});
export type PunishmentUpdateBody = z.input<typeof punishmentUpdateBodySchema>;

export const punishmentListSchema = z.object({ data: z.array(punishmentSchema) });
export type PunishmentList = z.infer<typeof punishmentListSchema>;
