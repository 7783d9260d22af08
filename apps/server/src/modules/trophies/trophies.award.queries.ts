import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import {
  categories,
  creatorTeams,
  reviews,
  trophies,
  trophyCandidates,
  trophyCategories,
  trophyDecisions,
  users,
} from '../../db/schema/index.js';
import { teamMembers } from '../teams/teams.access.js';

// SQL of deciding a trophy: the frozen candidates, the names the protocol shows, the decision row,
// the mail's recipients, and the stored decision the protocol and badge answer from.

export type CandidateRow = typeof trophyCandidates.$inferSelect;
export type DecisionRow = typeof trophyDecisions.$inferSelect;

export async function frozenCandidates(db: DbOrTx, trophyId: string): Promise<CandidateRow[]> {
  return db
    .select()
    .from(trophyCandidates)
    .where(eq(trophyCandidates.trophyId, trophyId))
    .orderBy(asc(trophyCandidates.position));
}

/** The display names the protocol carries: the trophy category, the catalogue category and the organising team's brand. */
export async function protocolNames(
  db: DbOrTx,
  trophy: { categoryId: string; catalogueCategoryId: string | null; teamId: string | null },
) {
  const [category] = await db
    .select({ name: trophyCategories.name })
    .from(trophyCategories)
    .where(eq(trophyCategories.id, trophy.categoryId))
    .limit(1);
  const [catalogue] = trophy.catalogueCategoryId
    ? await db
        .select({ name: categories.name })
        .from(categories)
        .where(eq(categories.id, trophy.catalogueCategoryId))
        .limit(1)
    : [];
  const [team] = trophy.teamId
    ? await db
        .select({ brandName: creatorTeams.brandName })
        .from(creatorTeams)
        .where(eq(creatorTeams.id, trophy.teamId))
        .limit(1)
    : [];
  return {
    category: category?.name ?? '',
    catalogueCategory: catalogue?.name ?? null,
    brandName: team?.brandName ?? null,
  };
}

export async function personName(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

export async function reviewAuthor(db: DbOrTx, reviewId: string): Promise<string | null> {
  const [row] = await db.select({ authorId: reviews.authorId }).from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  return row?.authorId ?? null;
}

export async function insertDecision(db: DbOrTx, values: typeof trophyDecisions.$inferInsert): Promise<void> {
  await db.insert(trophyDecisions).values(values);
}

export async function markAwarded(db: DbOrTx, trophyId: string, at: Date): Promise<void> {
  await db.update(trophies).set({ status: 'AWARDED', awardedAt: at, updatedAt: at }).where(eq(trophies.id, trophyId));
}

export async function findDecision(db: DbOrTx, trophyId: string): Promise<DecisionRow | undefined> {
  const [row] = await db.select().from(trophyDecisions).where(eq(trophyDecisions.trophyId, trophyId)).limit(1);
  return row;
}

const recipient = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  language: users.language,
  notifications: users.notifications,
};

/** Everyone in the winning product's team (the flags are checked by the caller). */
export async function teamRecipients(db: DbOrTx, teamId: string) {
  return db
    .select(recipient)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId));
}

export async function userRecipient(db: DbOrTx, userId: string) {
  return db.select(recipient).from(users).where(eq(users.id, userId)).limit(1);
}
