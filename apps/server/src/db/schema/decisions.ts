import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AppealStatus, DecisionContent, DecisionGround, DecisionKind } from '@plaudit/contract';
import { users } from './auth.js';
import { creatorTeams } from './creators.js';

// Statements of reasons and appeals (the decisions module owns both). A decision is written in the transaction of
// the change it explains and is never deleted by the platform; a reversal stamps `reversed_at`.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const decisions = pgTable(
  'decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<DecisionKind>().notNull(),
    ground: text('ground').$type<DecisionGround>().notNull(),
    /** The facts: the moderator's reason, or the rules that held a review. */
    facts: text('facts').notNull(),
    automated: boolean('automated').notNull().default(false),
    /** The person the decision is about; null for a team's content (then `team_id`). */
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => creatorTeams.id, { onDelete: 'cascade' }),
    /** What was decided about (`review`, `punishment`, `creator_team`, …) and its id: the reversal's handle. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The content as it was when decided, for the person's list and the appeal. */
    content: jsonb('content').$type<DecisionContent>().notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at').notNull().defaultNow(),
    appealableUntil: ts('appealable_until').notNull(),
    reversedAt: ts('reversed_at'),
  },
  (t) => [
    index('decisions_subject_idx').on(t.subjectUserId, t.decidedAt),
    index('decisions_team_idx')
      .on(t.teamId, t.decidedAt)
      .where(sql`team_id is not null`),
    index('decisions_target_idx').on(t.targetType, t.targetId),
    index('decisions_kind_decided_idx').on(t.kind, t.decidedAt),
  ],
);

export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    decisionId: uuid('decision_id')
      .notNull()
      .references(() => decisions.id, { onDelete: 'cascade' }),
    appellantId: uuid('appellant_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    status: text('status').$type<AppealStatus>().notNull().default('OPEN'),
    outcomeReason: text('outcome_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appeals_decision_idx').on(t.decisionId),
    index('appeals_status_created_idx').on(t.status, t.createdAt),
  ],
);
