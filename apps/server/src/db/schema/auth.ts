import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  AccountStatus,
  Currency,
  EmailVerificationStatus,
  GlobalRole,
  Language,
  Notifications,
  RegisterType,
  SessionEndReason,
} from '@plaudit/contract';

// The auth area's tables: users, sessions and their refresh tokens, visitor sessions, one-time codes,
// password resets. Emails and usernames are unique case-insensitively (unique indexes on lower(...)).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').$type<GlobalRole>().notNull().default('USER'),
    registerType: text('register_type').$type<RegisterType>().notNull().default('USER'),
    accountStatus: text('account_status').$type<AccountStatus>().notNull().default('ACTIVE'),
    emailVerificationStatus: text('email_verification_status')
      .$type<EmailVerificationStatus>()
      .notNull()
      .default('UNVERIFIED'),
    language: text('language').$type<Language>().notNull().default('en'),
    currency: text('currency').$type<Currency>().notNull().default('EUR'),
    image: text('image'),
    notifications: jsonb('notifications').$type<Notifications>().notNull(),
    /** The creator team the person works in; the creators area adds the foreign key. */
    selectedTeamId: uuid('selected_team_id'),
    /** Sign-in device cookies issued before this no longer count (known-device.ts); set by a reset or a revert. */
    devicesValidAfter: ts('devices_valid_after'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browser: text('browser'),
    platform: text('platform'),
    clientInfo: text('client_info'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason').$type<SessionEndReason>(),
    /** Support access: the admin who opened this read-only session of the person, their name then, and why. */
    impersonatorId: uuid('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    impersonatorName: text('impersonator_name'),
    supportReason: text('support_reason'),
    /** The admin's own session, which Stop hands back. */
    adminSessionId: uuid('admin_session_id'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_impersonator_idx')
      .on(t.impersonatorId)
      .where(sql`impersonator_id is not null`),
  ],
);

/**
 * Every refresh token ever issued, hashed; a row with rotated_at set is spent. Presented again within
 * REFRESH_REUSE_GRACE_SECONDS it gets another token for its session (two tabs, a retry); later it is reuse.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    hash: text('hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    rotatedAt: ts('rotated_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Sign-in attempts counted before the password is checked: one row per key, a keyed hash of the
 * account's address alone or with the caller's IP, so unknown addresses are counted alike and no address is stored.
 * `count` is the attempts of the window ending at `window_ends_at`; an account-wide row also says when its next
 * attempt is allowed (the short, growing delay).
 */
export const signInCounters = pgTable('sign_in_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowEndsAt: ts('window_ends_at').notNull(),
  nextAllowedAt: ts('next_allowed_at').notNull().defaultNow(),
});

export const visitorSessions = pgTable('visitor_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const ONE_TIME_CODE_PURPOSES = ['EMAIL_VERIFICATION', 'PASSWORD_CHANGE', 'EMAIL_CHANGE'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimeCodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    /** What the code confirms: the email address being verified, or the new address of an email change. */
    target: text('target'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    resendAvailableAt: ts('resend_available_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** An attachment as the outbox keeps it. */
export interface StoredMailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Files sent with the mail (a receipt's PDF), their content in base64: a retry sends them again. */
    attachments: jsonb('attachments').$type<StoredMailAttachment[]>().notNull().default([]),
    /** PENDING (waiting for SMTP or a retry), SENT, FAILED (gave up), LOCAL (no SMTP configured: outbox only). */
    status: text('status').$type<'PENDING' | 'SENT' | 'FAILED' | 'LOCAL'>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('mail_outbox_pending_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * Every email change, so the old address can cancel it (before it happens) or take the account back (within 7
 * days after): the guard against a typo or a takeover. The code itself is a one_time_codes row (EMAIL_CHANGE).
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    /** The link mailed to the old address. */
    revertTokenHash: text('revert_token_hash').notNull(),
    /**
     * The account's password hash when the change was confirmed: a revert puts it back, undoing any password set
     * since (an intruder's reset through the new address). NULL for changes confirmed before it was kept.
     */
    previousPasswordHash: text('previous_password_hash'),
    createdAt: ts('created_at').notNull().defaultNow(),
    confirmedAt: ts('confirmed_at'),
    cancelledAt: ts('cancelled_at'),
    revertedAt: ts('reverted_at'),
  },
  (t) => [
    uniqueIndex('email_changes_revert_token_idx').on(t.revertTokenHash),
    index('email_changes_user_idx').on(t.userId),
    index('email_changes_user_reverted_idx')
      .on(t.userId, t.revertedAt)
      .where(sql`${t.revertedAt} is not null`),
  ],
);

export const notificationDefaults = (monthlyBulletin = false): Notifications => ({
  emailNotifications: true,
  desktopNotifications: false,
  websiteNotifications: true,
  weeklyContentUpdates: false,
  monthlyBulletin,
  weeklyCompanyUpdates: false,
  milestoneReached: true,
  newReview: true,
  newVideoReview: true,
  newUserAddedToAccount: true,
  newTrophy: true,
});
