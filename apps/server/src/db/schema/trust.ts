import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PunishmentType } from '@plaudit/contract';
import { users } from './auth.js';

// The trust area's tables: punishments and the append-only audit log.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const punishments = pgTable(
  'punishments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<PunishmentType>().notNull(),
    reason: text('reason').notNull(),
    comment: text('comment'),
    /** Null: no end. */
    until: ts('until'),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    liftedAt: ts('lifted_at'),
    acknowledgedAt: ts('acknowledged_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('punishments_user_idx').on(t.userId, t.type)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** How the actor acted when not in person: "API key «name» (plt_live_abc…)". */
    via: text('via'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
