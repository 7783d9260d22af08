import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  CreatorAccessStatus,
  SocialLinks,
  TeamRole,
  VerificationKind,
  VerificationStatus,
} from '@plaudit/contract';
import { users } from './auth.js';

// The creators area's tables: creator teams (a brand's page, which can exist unclaimed before the brand
// joins), their members and invites, YouTubers, the verification rounds of both, ownership transfers and the
// "my brand is missing" requests. Profile handles compare case-insensitively.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const emptySocialLinks = (): SocialLinks => ({
  websiteUrl: null,
  facebookUrl: null,
  xUrl: null,
  instagramUrl: null,
  tiktokUrl: null,
  youtubeUrl: null,
  discordUrl: null,
});

export const creatorTeams = pgTable(
  'creator_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandName: text('brand_name').notNull(),
    /** The claimable profile identifier (letters and digits). */
    profileHandle: text('profile_handle').notNull(),
    website: text('website'),
    description: text('description'),
    iconUrl: text('icon_url'),
    bannerUrl: text('banner_url'),
    social: jsonb('social').$type<SocialLinks>().notNull(),
    accessStatus: text('access_status').$type<CreatorAccessStatus>().notNull().default('UNBLOCKED'),
    /** With BLOCKED: when the lock ends; null means until lifted ('contact support'). */
    accessUntil: ts('access_until'),
    accessReason: text('access_reason'),
    /** Null while the profile is listed but nobody has claimed it. */
    claimedAt: ts('claimed_at'),
    /** A new name an APPROVED team asked for, waiting for its RENAME round's decision (the public sees brand_name). */
    pendingBrandName: text('pending_brand_name'),
    /** The brand name as search compares it (lower case, accents folded: migration 0014). */
    searchName: text('search_name').generatedAlwaysAs(sql`search_fold(brand_name)`),
    /** What receipts are made out to (migration 0027); set in the team's settings, copied onto each receipt. */
    billingLegalName: text('billing_legal_name'),
    billingAddress: text('billing_address'),
    /** ISO 3166-1 alpha-2. */
    billingCountry: text('billing_country'),
    billingVatNumber: text('billing_vat_number'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creator_teams_handle_lower_idx').on(sql`lower(${t.profileHandle})`),
    index('creator_teams_brand_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    /** The teams blocked (for now or for good): few, asked of every product search finds (migration 0013). */
    index('creator_teams_blocked_idx')
      .on(t.id)
      .where(sql`${t.accessStatus} = 'BLOCKED'`),
  ],
);

export const creatorTeamMembers = pgTable(
  'creator_team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => creatorTeams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<TeamRole>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creator_team_members_team_user_idx').on(t.teamId, t.userId),
    index('creator_team_members_user_idx').on(t.userId),
  ],
);

/**
 * A membership that ended (the member left or was removed), kept so "was a member in the last N days" can be asked:
 * a former member may not review the team's products for a while.
 */
export const teamMembershipHistory = pgTable(
  'team_membership_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => creatorTeams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<TeamRole>().notNull(),
    joinedAt: ts('joined_at').notNull(),
    leftAt: ts('left_at').notNull().defaultNow(),
  },
  (t) => [
    index('team_membership_history_team_user_idx').on(t.teamId, t.userId, t.leftAt),
    index('team_membership_history_user_idx').on(t.userId),
  ],
);

export const teamInvites = pgTable(
  'team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => creatorTeams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').$type<TeamRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: ts('cancelled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_invites_token_idx').on(t.tokenHash), index('team_invites_team_idx').on(t.teamId)],
);

export const youtubers = pgTable(
  'youtubers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageName: text('page_name').notNull(),
    youtubeUrl: text('youtube_url').notNull(),
    /** The public page's address (`/youtubers/{handle}`), set at approval from the page name; unique, editable. */
    handle: text('handle'),
    /** The page name as search compares it (lower case, accents folded: migration 0014). */
    searchName: text('search_name').generatedAlwaysAs(sql`search_fold(page_name)`),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('youtubers_user_idx').on(t.userId),
    uniqueIndex('youtubers_handle_idx').on(t.handle),
    index('youtubers_page_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

export const VERIFICATION_SUBJECTS = ['CREATOR', 'YOUTUBER'] as const;
export type VerificationSubject = (typeof VERIFICATION_SUBJECTS)[number];

/** One row per application round; the newest row of a team or YouTuber is its current verification. */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type').$type<VerificationSubject>().notNull(),
    /** APPLICATION, or RENAME: an approved team's new brand name (details: brandName, previousBrandName). */
    kind: text('kind').$type<VerificationKind>().notNull().default('APPLICATION'),
    teamId: uuid('team_id').references(() => creatorTeams.id, { onDelete: 'cascade' }),
    youtuberId: uuid('youtuber_id').references(() => youtubers.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<VerificationStatus>().notNull().default('PENDING'),
    /** The reviewer's message (required for REJECTED and NEEDS_MORE_INFO). */
    message: text('message'),
    /** What was submitted in this round (brand name, website, profile; or page name, channel URL). */
    details: jsonb('details').$type<Record<string, string | null>>().notNull(),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    index('verifications_team_idx').on(t.teamId, t.submittedAt),
    index('verifications_youtuber_idx').on(t.youtuberId, t.submittedAt),
    index('verifications_status_idx').on(t.status, t.submittedAt),
    check('verifications_kind_check', sql`${t.kind} IN ('APPLICATION', 'RENAME')`),
  ],
);

/** An OWNER's offer of ownership to another member; it moves only when the recipient accepts. */
export const ownershipTransfers = pgTable(
  'ownership_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => creatorTeams.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    acceptedAt: ts('accepted_at'),
    declinedAt: ts('declined_at'),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [index('ownership_transfers_team_idx').on(t.teamId)],
);

/** "My brand is not listed": a person asks the admins to add a brand profile. */
export const brandRequests = pgTable(
  'brand_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    brandName: text('brand_name').notNull(),
    website: text('website'),
    message: text('message'),
    status: text('status').$type<'OPEN' | 'DONE'>().notNull().default('OPEN'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('brand_requests_status_idx').on(t.status, t.createdAt)],
);
