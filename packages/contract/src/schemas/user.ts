import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  CREATOR_ACCESS_STATUSES,
  CURRENCIES,
  EMAIL_VERIFICATION_STATUSES,
  GLOBAL_ROLES,
  LANGUAGES,
  REGISTER_TYPES,
  TEAM_ROLES,
  VERIFICATION_STATUSES,
} from '../enums.js';

// The signed-in person as the describes "User profile", with the derived flags.

export const NOTIFICATION_FLAGS = [
  'emailNotifications',
  'desktopNotifications',
  'websiteNotifications',
  'weeklyContentUpdates',
  'monthlyBulletin',
  'weeklyCompanyUpdates',
  'milestoneReached',
  'newReview',
  'newVideoReview',
  'newUserAddedToAccount',
  'newTrophy',
] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];

export const notificationsSchema = z.object(
  Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<NotificationFlag, z.ZodBoolean>,
);
export type Notifications = z.infer<typeof notificationsSchema>;

export const socialLinksSchema = z.object({
  websiteUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  xUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  tiktokUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  discordUrl: z.string().nullable(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const verificationSummarySchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  message: z.string().nullable(),
});

export const creatorTeamSummarySchema = z.object({
  id: z.string(),
  brandName: z.string(),
  settings: z.object({ iconUrl: z.string().nullable(), bannerUrl: z.string().nullable(), social: socialLinksSchema }),
  verification: verificationSummarySchema,
  accessStatus: z.enum(CREATOR_ACCESS_STATUSES),
  /** The claimed profile handle and submitted website, so a NEEDS_MORE_INFO applicant can correct and resubmit. */
  creatorProfile: z.string().optional(),
  website: z.string().nullable().optional(),
  /** While BLOCKED: when the lock ends; null means until lifted ('contact support'). */
  accessUntil: z.string().nullable().optional(),
});

export const creatorTeamMemberSchema = z.object({
  id: z.string(),
  role: z.enum(TEAM_ROLES),
  creatorTeam: creatorTeamSummarySchema,
});
export type CreatorTeamMember = z.infer<typeof creatorTeamMemberSchema>;

export const youtuberSummarySchema = z.object({
  id: z.string(),
  pageName: z.string(),
  youtubeUrl: z.string(),
  /** The public page's address (`/youtubers/{handle}`): set when the verification is approved, editable. */
  handle: z.string().nullable(),
  verification: verificationSummarySchema,
});

/** A person's core fields, stated once: the signed-in user and the admin area's user rows both extend it. */
export const userCoreSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(GLOBAL_ROLES),
  registerType: z.enum(REGISTER_TYPES),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type UserCore = z.infer<typeof userCoreSchema>;

export const userSchema = userCoreSchema.extend({
  emailVerificationStatus: z.object({ status: z.enum(EMAIL_VERIFICATION_STATUSES) }),
  settings: z.object({ language: z.enum(LANGUAGES), currency: z.enum(CURRENCIES), imageUrl: z.string().nullable() }),
  notifications: notificationsSchema,
  creatorTeamMembers: z.array(creatorTeamMemberSchema),
  selectedCreatorTeam: creatorTeamMemberSchema.nullable(),
  youtuber: youtuberSummarySchema.nullable(),
  isAdmin: z.boolean(),
  isCreator: z.boolean(),
  isCreatorVerified: z.boolean(),
  isCreatorBlocked: z.boolean(),
  isEmailVerified: z.boolean(),
  /** An active MUTE (the punishments): the person can read but not publish until `until` (null: no end). */
  mute: z.object({ reason: z.string(), until: z.string().nullable() }).nullable(),
  /** WARNINGs not yet acknowledged: shown once, until acknowledged. */
  warnings: z.array(
    z.object({ id: z.string(), reason: z.string(), comment: z.string().nullable(), createdAt: z.string() }),
  ),
  /** Only in a support-access session: the admin viewing the account, and when the read-only session ends. */
  impersonator: z.object({ id: z.string(), name: z.string(), endsAt: z.string() }).nullable().optional(),
});
export type User = z.infer<typeof userSchema>;
