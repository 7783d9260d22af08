import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppealStatus } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { appeals, creatorTeams, decisions, punishments, users } from '../../db/schema/index.js';
import { roleIn } from '../teams/teams.access.js';

// The SQL of statements of reasons and appeals. An appeal is decided by a conditional UPDATE on its OPEN state, so of
// two moderators deciding at once exactly one changes it (the other's UPDATE finds nothing once the first commits).

export type DecisionRow = typeof decisions.$inferSelect;
export type NewDecision = typeof decisions.$inferInsert;
export type AppealRow = typeof appeals.$inferSelect;

const decider = alias(users, 'decider');
const appealDecider = alias(users, 'appeal_decider');
const appellant = alias(users, 'appellant');

export async function insertDecision(tx: DbOrTx, values: NewDecision): Promise<DecisionRow> {
  const [row] = await tx.insert(decisions).values(values).returning();
  return row!;
}

/** The person's own decisions, and their teams' where they are OWNER or ADMIN. */
function visibleTo(userId: string) {
  return or(
    eq(decisions.subjectUserId, userId),
    and(sql`${decisions.teamId} is not null`, sql`${roleIn(decisions.teamId, userId)} in ('OWNER', 'ADMIN')`),
  );
}

export async function listForPerson(db: DbOrTx, userId: string, page: number, take: number) {
  const where = visibleTo(userId);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        decision: decisions,
        appeal: appeals,
        team: { id: creatorTeams.id, brandName: creatorTeams.brandName },
      })
      .from(decisions)
      .leftJoin(appeals, eq(appeals.decisionId, decisions.id))
      .leftJoin(creatorTeams, eq(creatorTeams.id, decisions.teamId))
      .where(where)
      .orderBy(desc(decisions.decidedAt), desc(decisions.id))
      .limit(take)
      .offset((page - 1) * take),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(decisions)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The newest standing decision (not reversed) about a target, and whether `userId` may see (and so appeal) it. */
export async function standingFor(db: DbOrTx, targetType: string, targetId: string, userId: string) {
  const [row] = await db
    .select({
      id: decisions.id,
      ground: decisions.ground,
      visible: sql<boolean>`coalesce(${visibleTo(userId)!}, false)`.mapWith(Boolean),
    })
    .from(decisions)
    .where(and(eq(decisions.targetType, targetType), eq(decisions.targetId, targetId), isNull(decisions.reversedAt)))
    .orderBy(desc(decisions.decidedAt), desc(decisions.id))
    .limit(1);
  return row;
}

/** The decision, locked until the transaction ends, when the person may see (and so appeal) it. */
export async function lockVisibleDecision(tx: DbOrTx, id: string, userId: string) {
  const [row] = await tx
    .select()
    .from(decisions)
    .where(and(eq(decisions.id, id), visibleTo(userId)))
    .for('update')
    .limit(1);
  return row;
}

/** Inserts the decision's one appeal; answers nothing when it already has one. */
export async function insertAppeal(tx: DbOrTx, values: { decisionId: string; appellantId: string; text: string }) {
  const [row] = await tx.insert(appeals).values(values).onConflictDoNothing().returning();
  return row;
}

const appealColumns = {
  appeal: appeals,
  decision: decisions,
  team: { id: creatorTeams.id, brandName: creatorTeams.brandName },
  decider: { id: decider.id, firstName: decider.firstName, lastName: decider.lastName },
  appealDecider: { id: appealDecider.id, firstName: appealDecider.firstName, lastName: appealDecider.lastName },
  appellant: {
    id: appellant.id,
    username: appellant.username,
    firstName: appellant.firstName,
    lastName: appellant.lastName,
    email: appellant.email,
    language: appellant.language,
  },
};

function appealsQuery(db: DbOrTx) {
  return db
    .select(appealColumns)
    .from(appeals)
    .innerJoin(decisions, eq(decisions.id, appeals.decisionId))
    .leftJoin(creatorTeams, eq(creatorTeams.id, decisions.teamId))
    .leftJoin(decider, eq(decider.id, decisions.decidedBy))
    .leftJoin(appealDecider, eq(appealDecider.id, appeals.decidedBy))
    .leftJoin(appellant, eq(appellant.id, appeals.appellantId));
}
export type AppealListRow = Awaited<ReturnType<typeof findAppeal>> & {};

export async function listAppeals(
  db: DbOrTx,
  query: { status: AppealStatus; page: number; take: number; sortOrder: 'ASC' | 'DESC' },
) {
  const order = query.sortOrder === 'ASC' ? asc : desc;
  return appealsQuery(db)
    .where(eq(appeals.status, query.status))
    .orderBy(order(appeals.createdAt), order(appeals.id))
    .limit(query.take)
    .offset((query.page - 1) * query.take);
}

export async function findAppeal(db: DbOrTx, id: string) {
  const [row] = await appealsQuery(db).where(eq(appeals.id, id)).limit(1);
  return row;
}

export async function appealCounts(db: DbOrTx): Promise<Record<AppealStatus, number>> {
  const rows = await db
    .select({ status: appeals.status, n: sql<number>`count(*)::int` })
    .from(appeals)
    .groupBy(appeals.status);
  const out: Record<AppealStatus, number> = { OPEN: 0, UPHELD: 0, REVERSED: 0 };
  for (const row of rows) out[row.status] = row.n;
  return out;
}

/** Decides the appeal only while it is OPEN: nothing answered means another moderator came first. */
export async function decideOpenAppeal(
  tx: DbOrTx,
  id: string,
  values: { status: Exclude<AppealStatus, 'OPEN'>; outcomeReason: string; decidedBy: string; decidedAt: Date },
) {
  const [row] = await tx
    .update(appeals)
    .set(values)
    .where(and(eq(appeals.id, id), eq(appeals.status, 'OPEN')))
    .returning();
  return row;
}

export async function markReversed(tx: DbOrTx, decisionId: string, at: Date): Promise<void> {
  await tx
    .update(decisions)
    .set({ reversedAt: at })
    .where(and(eq(decisions.id, decisionId), isNull(decisions.reversedAt)));
}

/** Per person: how many decisions concern them, how many they appealed and how many of those were reversed. */
export async function historyOf(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: sql<string>`${decisions.subjectUserId}`,
      decisions: sql<number>`count(*)::int`,
      appeals: sql<number>`count(${appeals.id})::int`,
      reversed: sql<number>`count(*) filter (where ${appeals.status} = 'REVERSED')::int`,
    })
    .from(decisions)
    .leftJoin(appeals, eq(appeals.decisionId, decisions.id))
    .where(inArray(decisions.subjectUserId, userIds))
    .groupBy(decisions.subjectUserId);
}

export async function punishmentsOf(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: punishments.userId,
      type: punishments.type,
      reason: punishments.reason,
      createdAt: punishments.createdAt,
    })
    .from(punishments)
    .where(inArray(punishments.userId, userIds))
    .orderBy(desc(punishments.createdAt))
    .limit(200);
}
