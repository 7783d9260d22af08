import { z } from 'zod';
import {
  ACCOUNT_STATUSES, EMAIL_VERIFICATION_STATUSES, GLOBAL_ROLES, PUNISHMENT_TYPES, TEAM_ROLES,
} from '../enums.js';
import { M } from '../messages.js';
import { listQuerySchema, listResponseSchema } from './common.js';
import { emailField, profileFirstNameField, profileLastNameField, requestString, usernameField } from './fields.js';
import { userCoreSchema } from './user.js';

// The admin area's trust and safety (spec §6, §7 Admin): user lookup and update, punishments, the audit log.
// Who may punish whom is in permissions.ts.

export const PUNISHMENT_REASON_MAX = 500;
export const PUNISHMENT_COMMENT_MAX = 2000;

/** Account statuses an admin may set; DELETED is reached only by the person deleting their own account. */
export const ADMIN_SETTABLE_ACCOUNT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const ADMIN_USER_SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'email', 'username'] as const;

/** The audit actions the trust area writes (other areas add their own dotted verbs). */
export const TRUST_AUDIT_ACTIONS = [
  'user.update', 'user.password_reset', 'user.team.remove', 'user.role.set', 'punishment.create', 'punishment.update',
  'punishment.lift',
] as const;

const isoDateTime = z.iso.datetime({ offset: true, error: M.trust.validation.until });

// ---- users --------------------------------------------------------------------------------------------------

export const adminUserListQuerySchema = listQuerySchema(ADMIN_USER_SORT_FIELDS, 'createdAt').extend({
  role: z.enum(GLOBAL_ROLES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserSummarySchema = userCoreSchema.extend({
  emailVerificationStatus: z.enum(EMAIL_VERIFICATION_STATUSES),
  /** The types of the punishments in force right now (a BAN, a MUTE, an unacknowledged WARNING). */
  activePunishments: z.array(z.enum(PUNISHMENT_TYPES)),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;
export const adminUserListSchema = listResponseSchema(adminUserSummarySchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserMembershipSchema = z.object({
  id: z.string(),
  role: z.enum(TEAM_ROLES),
  creatorTeam: z.object({ id: z.string(), brandName: z.string(), iconUrl: z.string().nullable() }),
});

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

export const adminUserDetailSchema = adminUserSummarySchema.extend({
  updatedAt: z.string(),
  creatorTeamMembers: z.array(adminUserMembershipSchema),
  /** The punishments in force, newest first. */
  activePunishmentList: z.array(punishmentSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserUpdateBodySchema = z
  .object({
    firstName: profileFirstNameField,
    lastName: profileLastNameField,
    username: usernameField,
    email: emailField,
    role: z.enum(GLOBAL_ROLES, { error: M.validation.role.invalid }),
    accountStatus: z.enum(ADMIN_SETTABLE_ACCOUNT_STATUSES, { error: M.trust.validation.account_status }),
  })
  .partial();
export type AdminUserUpdateBody = z.infer<typeof adminUserUpdateBodySchema>;

export const userTeamParamsSchema = z.object({ id: requestString().min(1).max(100), teamId: requestString().min(1).max(100) });

// ---- punishments --------------------------------------------------------------------------------------------

const reasonField = requestString({ error: M.trust.validation.reason_required })
  .trim()
  .min(1, M.trust.validation.reason_required)
  .max(PUNISHMENT_REASON_MAX, M.trust.validation.reason_max);
const commentField = requestString()
  .trim()
  .max(PUNISHMENT_COMMENT_MAX, M.trust.validation.comment_max)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/** Spec §3 "Punishment": until is an ISO date-time or null (no end). */
export const punishmentCreateBodySchema = z.object({
  userId: requestString().min(1).max(100),
  type: z.enum(PUNISHMENT_TYPES, { error: M.trust.validation.type }),
  reason: reasonField,
  until: isoDateTime.nullable(),
  comment: commentField,
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

// ---- audit log ----------------------------------------------------------------------------------------------

export const auditListQuerySchema = listQuerySchema(['at'] as const, 'at').extend({
  /** The actor's id, or text matched against the actor's email, username and name. */
  actor: requestString().trim().max(200).optional(),
  /** A whole action (`user.update`) or its area (`user`, which matches `user.*`). */
  action: requestString().trim().max(100).optional(),
  targetType: requestString().trim().max(50).optional(),
  targetId: requestString().trim().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

/** The admin pages an audit target links to: a person in /admin/users, a brand or channel in /admin/verifications. */
export const AUDIT_TARGET_LINK_KINDS = ['user', 'verification'] as const;
export type AuditTargetLinkKind = (typeof AUDIT_TARGET_LINK_KINDS)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /**
   * The target named for people: a user's or team member's name, a brand's name, a channel's page name, an invited
   * person's name; null when it no longer exists.
   */
  targetLabel: z.string().nullable(),
  /**
   * Where the admin area shows the target, for a link: a person (found in /admin/users by `lookup`, their email)
   * or a brand or channel (found in /admin/verifications by `lookup`, its name). An invitation links to its team.
   */
  targetLink: z.object({ kind: z.enum(AUDIT_TARGET_LINK_KINDS), lookup: z.string() }).nullable(),
  /** The team a team member or invitation belongs to (its brand name), for the sentence; else null. */
  teamName: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = listResponseSchema(auditEntrySchema);
export type AuditList = z.infer<typeof auditListSchema>;
