import { z } from 'zod';
import {
  CREATOR_ACCESS_STATUSES,
  INVITABLE_TEAM_ROLES,
  TEAM_IMAGE_TYPES,
  TEAM_ROLES,
  VERIFICATION_STATUSES,
} from '../enums.js';
import { BRAND_NAME_MIN, DESCRIPTION_MIN } from '../limits.js';
import { M } from '../messages.js';
import { httpUrl, requestString } from './fields.js';
import { socialLinksUpdateSchema, teamInviteSchema } from './creators.js';
import { socialLinksSchema, verificationSummarySchema } from './user.js';

// The creator workspace: a team's settings and branding, its members, invitations and ownership offers
// (the "Creator team member", "Social links", "Pending team invite"; the Creator).

const idString = requestString().min(1).max(100);
export const teamIdParamSchema = z.object({ teamId: idString });
export const teamMemberParamSchema = z.object({ teamId: idString, memberId: idString });
export const teamInviteParamSchema = z.object({ teamId: idString, inviteId: idString });
export const teamImageParamSchema = z.object({
  teamId: idString,
  type: z.enum(TEAM_IMAGE_TYPES, { error: M.team.error.image_type }),
});
export const inviteTokenParamSchema = z.object({ token: requestString().min(1).max(200) });
export const transferParamSchema = z.object({ transferId: idString });

/** What the caller may do in this team right now: the server's team policy, so the UI never guesses. */
export const teamPermissionsSchema = z.object({
  editSettings: z.boolean(),
  manageMembers: z.boolean(),
  transferOwnership: z.boolean(),
  leave: z.boolean(),
  /** The team is locked (access BLOCKED and the lock not yet over): everything is read-only. */
  readOnly: z.boolean(),
});
export type TeamPermissions = z.infer<typeof teamPermissionsSchema>;

export const teamSettingsSchema = z.object({
  id: z.string(),
  brandName: z.string(),
  profileHandle: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  settings: z.object({ iconUrl: z.string().nullable(), bannerUrl: z.string().nullable(), social: socialLinksSchema }),
  verification: verificationSummarySchema,
  /**
   * The newest change of the brand name an approved team asked for, unless it was approved (then it is the name):
   * PENDING while a moderator has not decided it (the public still sees `brandName`), NEEDS_MORE_INFO or REJECTED
   * with the reviewer's message.
   */
  brandNameChange: z
    .object({ brandName: z.string(), status: z.enum(VERIFICATION_STATUSES), message: z.string().nullable() })
    .nullable(),
  accessStatus: z.enum(CREATOR_ACCESS_STATUSES),
  accessUntil: z.string().nullable(),
  /** The caller's role in the team. */
  role: z.enum(TEAM_ROLES),
  permissions: teamPermissionsSchema,
  memberCount: z.number().int(),
  pendingInviteCount: z.number().int(),
});
export type TeamSettings = z.infer<typeof teamSettingsSchema>;

/** PUT /creator/settings/{teamId}: brand name, website, description and the social links (icon and banner are uploads). */
export const teamSettingsUpdateSchema = z.object({
  brandName: requestString({ error: M.validation.brandName.min })
    .trim()
    .min(BRAND_NAME_MIN, M.validation.brandName.min)
    .max(100),
  website: z.union([z.literal('').transform(() => null), z.null(), httpUrl(M.validation.website.invalid)]),
  description: z.union([
    z.literal('').transform(() => null),
    z.null(),
    requestString().trim().min(DESCRIPTION_MIN, M.validation.description.min).max(2000),
  ]),
  settings: z.object({ social: socialLinksUpdateSchema.optional() }).optional(),
});
export type TeamSettingsUpdate = z.input<typeof teamSettingsUpdateSchema>;

export const teamImageUploadFieldsSchema = z.object({
  imageType: z.enum(TEAM_IMAGE_TYPES, { error: M.team.error.image_type }),
});

export const teamMemberItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
  isCurrentUser: z.boolean(),
});
export type TeamMemberItem = z.infer<typeof teamMemberItemSchema>;

export const ownershipTransferSchema = z.object({
  id: z.string(),
  toMemberId: z.string().nullable(),
  toUserId: z.string(),
  toName: z.string(),
  fromName: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnershipTransfer = z.infer<typeof ownershipTransferSchema>;

export const teamMemberListSchema = z.object({
  data: z.array(teamMemberItemSchema),
  /** The open ownership offer of the team, if any (its recipient accepts or declines it). */
  pendingTransfer: ownershipTransferSchema.nullable(),
});
export type TeamMemberList = z.infer<typeof teamMemberListSchema>;

export const teamMemberRoleUpdateSchema = z.object({ role: z.enum(TEAM_ROLES, { error: M.validation.role.invalid }) });
export const transferOwnershipBodySchema = z.object({ memberId: idString });

/** The body of POST /creator/teamMembers/{teamId}: the team invite (OWNER is refused: invites are for ADMIN or EDITOR). */
export const teamInviteBodySchema = teamInviteSchema;
/** The invite modal offers only ADMIN and EDITOR (default EDITOR). */
export const teamInviteFormSchema = teamInviteSchema.extend({
  role: z.enum(INVITABLE_TEAM_ROLES, { error: M.validation.role.required }),
});
export type TeamInviteForm = z.infer<typeof teamInviteFormSchema>;

export const INVITE_STATES = ['OPEN', 'EXPIRED', 'USED', 'CANCELLED'] as const;
export type InviteState = (typeof INVITE_STATES)[number];

/** Spec §3 "Pending team invite" (the token itself is stored only as a hash and never leaves the mail). */
export const pendingInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(TEAM_ROLES),
  creatorTeamId: z.string(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  expired: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;
export const pendingInviteListSchema = z.object({ data: z.array(pendingInviteSchema) });

/** GET /creator/invites/{token}: what the landing page shows before accepting. */
export const invitePreviewSchema = z.object({
  teamId: z.string(),
  brandName: z.string(),
  iconUrl: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  inviterName: z.string().nullable(),
  /** The invited address, masked (`ad***@example.com`). */
  emailMasked: z.string(),
  state: z.enum(INVITE_STATES),
  expiresAt: z.string(),
  /** When the caller is signed in: whether the invite is for their address; null when anonymous. */
  forCurrentUser: z.boolean().nullable(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const acceptInviteBodySchema = z.object({
  token: requestString({ error: M.validation.token.required }).min(1, M.validation.token.required).max(200),
});
export const acceptInviteResponseSchema = z.object({ teamId: z.string(), role: z.enum(TEAM_ROLES) });
export const createdIdSchema = z.object({ id: z.string() });

// ---- billing details: what a receipt for the team's top-ups is made out to ----------------------------------------

export const teamBillingSchema = z.object({
  legalName: z.string().nullable(),
  address: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().nullable(),
  vatNumber: z.string().nullable(),
});
export type TeamBilling = z.infer<typeof teamBillingSchema>;

const blank = z.literal('').transform(() => null);
const B = M.credits.validation;

/** PUT /creator/settings/billing/{teamId}: each field may be empty; the VAT number is optional. */
export const teamBillingUpdateSchema = z.object({
  legalName: z.union([blank, z.null(), requestString().trim().max(200, B.legal_name_max)]),
  address: z.union([blank, z.null(), requestString().trim().max(500, B.address_max)]),
  country: z.union([
    blank,
    z.null(),
    requestString({ error: B.country })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, B.country),
  ]),
  vatNumber: z.union([
    blank,
    z.null(),
    requestString({ error: B.vat_number })
      .transform((value) => value.replace(/[\s.-]+/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}[A-Z0-9]{2,14}$/, B.vat_number)),
  ]),
});
export type TeamBillingUpdate = z.input<typeof teamBillingUpdateSchema>;
