import { z } from 'zod';
import { CREATOR_ACCESS_STATUSES, VERIFICATION_STATUSES } from '../enums.js';
import { M } from '../messages.js';
import { listQuerySchema, listResponseSchema } from './common.js';
import { requestString } from './fields.js';
import { groundField } from './grounds.js';

// The admin's verification review (`/admin/creators/verifications*`), the 'temporary lock creator' action and the
// list of brand requests.

export const brandRequestSchema = z.object({
  id: z.string(),
  brandName: z.string(),
  website: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(['OPEN', 'DONE']),
  requester: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
});
export type BrandRequest = z.infer<typeof brandRequestSchema>;
export const brandRequestListQuerySchema = listQuerySchema(['createdAt', 'brandName'] as const, 'createdAt');
export const brandRequestListSchema = listResponseSchema(brandRequestSchema);
export type BrandRequestList = z.infer<typeof brandRequestListSchema>;

export const VERIFICATION_TYPES = ['CREATOR', 'YOUTUBER'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
/** An application (a new creator or YouTuber) or the change of an approved brand's name. */
export const VERIFICATION_KINDS = ['APPLICATION', 'RENAME'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];
export const VERIFICATION_DECISIONS = ['APPROVED', 'REJECTED', 'NEEDS_MORE_INFO'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

export const verificationListQuerySchema = listQuerySchema(
  ['submittedAt', 'reviewedAt', 'name'] as const,
  'submittedAt',
).extend({
  status: z.enum(VERIFICATION_STATUSES).optional(),
  type: z.enum(VERIFICATION_TYPES).optional(),
  kind: z.enum(VERIFICATION_KINDS).optional(),
});
export type VerificationListQuery = z.infer<typeof verificationListQuerySchema>;
export type VerificationListParams = z.input<typeof verificationListQuerySchema>;

export const adminVerificationSchema = z.object({
  id: z.string(),
  type: z.enum(VERIFICATION_TYPES),
  kind: z.enum(VERIFICATION_KINDS),
  status: z.enum(VERIFICATION_STATUSES),
  message: z.string().nullable(),
  applicant: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** Brand name (CREATOR) or page name (YOUTUBER), as submitted in this round; for a RENAME the requested name. */
  name: z.string(),
  /** RENAME: the brand's name when the change was asked for (the public one until it is approved). */
  previousName: z.string().nullable(),
  /** Website (CREATOR) or channel URL (YOUTUBER), as submitted in this round. */
  link: z.string().nullable(),
  /** The claimed profile handle (CREATOR only). */
  profile: z.string().nullable(),
  teamId: z.string().nullable(),
  youtuberId: z.string().nullable(),
  /** Only the newest round of a team or YouTuber (of its kind) may be decided. */
  isLatest: z.boolean(),
  accessStatus: z.enum(CREATOR_ACCESS_STATUSES).nullable(),
  accessUntil: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewer: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;
export const verificationListSchema = listResponseSchema(adminVerificationSchema);
export type VerificationList = z.infer<typeof verificationListSchema>;

const reviewerMessage = requestString().trim().max(2000, M.validation.reviewMessage.max);
export const verificationDecisionBodySchema = z
  .object({
    status: z.enum(VERIFICATION_DECISIONS, { error: M.validation.decision.invalid }),
    message: reviewerMessage.optional(),
    /** The published ground of a refusal (the statement of reasons). */
    ground: groundField,
  })
  .refine((b) => b.status === 'APPROVED' || (b.message ?? '').length > 0, {
    message: M.validation.reviewMessage.required,
    path: ['message'],
  })
  // A refusal is a decision with a statement of reasons: it names the published rule it rests on.
  .refine((b) => b.status !== 'REJECTED' || b.ground !== undefined, {
    message: M.decision.error.ground,
    path: ['ground'],
  });
export type VerificationDecisionBody = z.infer<typeof verificationDecisionBodySchema>;

/** The 'temporary lock creator' action: BLOCKED until a date, or with no date (then 'contact support'); UNBLOCKED lifts it. */
export const creatorAccessBodySchema = z
  .object({
    accessStatus: z.enum(CREATOR_ACCESS_STATUSES),
    until: z.iso.datetime({ offset: true, error: M.validation.lockUntil.invalid }).nullable().optional(),
    reason: requestString().trim().max(500).optional(),
    /** The published ground of a lock (the statement of reasons). */
    ground: groundField,
  })
  .refine((b) => b.accessStatus === 'UNBLOCKED' || !b.until || Date.parse(b.until) > Date.now(), {
    message: M.validation.lockUntil.past,
    path: ['until'],
  })
  // A lock is a decision about the team's content: it names the published rule it rests on.
  .refine((b) => b.accessStatus === 'UNBLOCKED' || b.ground !== undefined, {
    message: M.decision.error.ground,
    path: ['ground'],
  });
export type CreatorAccessBody = z.infer<typeof creatorAccessBodySchema>;
export const creatorAccessSchema = z.object({
  teamId: z.string(),
  accessStatus: z.enum(CREATOR_ACCESS_STATUSES),
  until: z.string().nullable(),
  reason: z.string().nullable(),
});
export type CreatorAccess = z.infer<typeof creatorAccessSchema>;
