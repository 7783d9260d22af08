import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TrophyCandidate,
  TrophyContentType,
  TrophyFigures,
  TrophyMethod,
  TrophyProtocol,
  TrophyStatus,
} from '@plaudit/contract';
import { users } from './auth.js';
import { creatorTeams } from './creators.js';
import { categories } from './catalogue.js';

// Trophies area: categories, trophies (run by the platform or a creator team), their candidates (a
// product's or a review's id, by the trophy's content type) and the one decision per trophy with its signed protocol.
// The trophies module is the only writer of every table here (test/table-owners.test.ts).

/** A candidate as shown, frozen at the lock. */
export type TrophyCandidateDisplay = Omit<TrophyCandidate, 'figures'>;

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const trophyCategories = pgTable(
  'trophy_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    /** The German name and description (migration 0021); null: German readers see the English ones. */
    nameDe: text('name_de'),
    descriptionDe: text('description_de'),
    icon: text('icon').notNull(),
    position: integer('position').notNull().default(0),
    /** Reserved for the platform's trophies: a team's trophy cannot use it. */
    platformOnly: boolean('platform_only').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trophy_categories_slug_idx').on(sql`lower(${t.slug})`),
    index('trophy_categories_position_idx').on(t.position, t.name),
  ],
);

export const trophies = pgTable(
  'trophies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** A category in use cannot be deleted (409 before the database's restrict would fire). */
    categoryId: uuid('category_id')
      .notNull()
      .references(() => trophyCategories.id, { onDelete: 'restrict' }),
    contentType: text('content_type').$type<TrophyContentType>().notNull(),
    method: text('method').$type<TrophyMethod>().notNull(),
    /** The catalogue category it is about (its sub-categories included); deleting that category leaves the trophy about everything. */
    catalogueCategoryId: uuid('catalogue_category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** First and last day (UTC), both included. */
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    /** The team that runs it; null: the platform (ADMIN). */
    teamId: uuid('team_id').references(() => creatorTeams.id, { onDelete: 'cascade' }),
    status: text('status').$type<TrophyStatus>().notNull().default('DRAFT'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** DRAW: the secret seed (hex) drawn at the lock and its SHA-256 commitment (hex), published at once; the seed is shown after the award. */
    drawSeed: text('draw_seed'),
    drawCommitment: text('draw_commitment'),
    /** SCORE: the platform mean over the period's PUBLISHED reviews, frozen at the lock (the prior of the Bayesian score). */
    scorePrior: doublePrecision('score_prior'),
    lockedAt: ts('locked_at'),
    awardedAt: ts('awarded_at'),
    cancelledAt: ts('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('trophies_status_created_idx').on(t.status, t.createdAt),
    index('trophies_category_status_idx').on(t.categoryId, t.status),
    index('trophies_team_created_idx').on(t.teamId, t.createdAt),
    index('trophies_catalogue_category_idx')
      .on(t.catalogueCategoryId)
      .where(sql`catalogue_category_id is not null`),
    index('trophies_created_by_idx')
      .on(t.createdBy)
      .where(sql`created_by is not null`),
    check('trophies_period_check', sql`${t.periodTo} >= ${t.periodFrom}`),
  ],
);

/**
 * A trophy's candidates in their published order (`position` from 0: the draw's index). `subjectId` is a product's
 * id (PRODUCT) or a review's (REVIEW, VIDEO), kept without a foreign key: the frozen list and the protocol outlive
 * a deleted product or review. `display` and `figures` are written at the lock (null while nominating: the live ones
 * are read).
 * `teamId` is the product's team, for the team's "nominated" and "won" lists.
 */
export const trophyCandidates = pgTable(
  'trophy_candidates',
  {
    trophyId: uuid('trophy_id')
      .notNull()
      .references(() => trophies.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id').notNull(),
    teamId: uuid('team_id').notNull(),
    position: integer('position').notNull(),
    /** How it is shown (title, subtitle, link, picture) and its figures, both frozen at the lock; null while nominating. */
    display: jsonb('display').$type<TrophyCandidateDisplay>(),
    figures: jsonb('figures').$type<TrophyFigures>(),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.trophyId, t.subjectId] }),
    uniqueIndex('trophy_candidates_position_idx').on(t.trophyId, t.position),
    index('trophy_candidates_subject_idx').on(t.subjectId),
    index('trophy_candidates_team_idx').on(t.teamId),
  ],
);

/**
 * The one decision of an AWARDED trophy (its primary key is the trophy: a second award cannot insert). `protocol` is
 * the signed record as signed; `jws` its compact JWS; `winnerTeamId` and `winnerAuthorId` feed the wins lists.
 */
export const trophyDecisions = pgTable(
  'trophy_decisions',
  {
    trophyId: uuid('trophy_id')
      .primaryKey()
      .references(() => trophies.id, { onDelete: 'cascade' }),
    method: text('method').$type<TrophyMethod>().notNull(),
    winnerSubjectId: uuid('winner_subject_id').notNull(),
    winnerTeamId: uuid('winner_team_id').notNull(),
    /** The review's author for REVIEW and VIDEO trophies (a YouTuber's page lists these); null for a product. */
    winnerAuthorId: uuid('winner_author_id').references(() => users.id, { onDelete: 'set null' }),
    justification: text('justification'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown as the decider, kept as it was (the account may change or go). */
    decidedByName: text('decided_by_name').notNull(),
    decidedAt: ts('decided_at').notNull().defaultNow(),
    protocol: jsonb('protocol').$type<TrophyProtocol>().notNull(),
    jws: text('jws').notNull(),
    keyId: text('key_id').notNull(),
  },
  (t) => [
    index('trophy_decisions_winner_team_idx').on(t.winnerTeamId, t.decidedAt),
    index('trophy_decisions_winner_subject_idx').on(t.winnerSubjectId),
    index('trophy_decisions_winner_author_idx')
      .on(t.winnerAuthorId, t.decidedAt)
      .where(sql`winner_author_id is not null`),
    index('trophy_decisions_decided_by_idx')
      .on(t.decidedBy)
      .where(sql`decided_by is not null`),
  ],
);
