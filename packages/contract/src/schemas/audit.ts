import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './common.js';
import { requestString } from './fields.js';

// The admin area's audit log (§7 Admin).

/** The audit actions the admin-users and punishments areas write (other areas add their own dotted verbs). */
export const TRUST_AUDIT_ACTIONS = [
  'user.update',
  'user.password_reset',
  'user.team.remove',
  'user.role.set',
  'punishment.create',
  'punishment.update',
  'punishment.lift',
] as const;

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
  /** How the actor acted when not in person: "API key «name» (plt_live_abc…)"; null in person. */
  via: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = listResponseSchema(auditEntrySchema);
export type AuditList = z.infer<typeof auditListSchema>;
