import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import {
  brandRequests, creatorTeamMembers, creatorTeams, emptySocialLinks, users, verifications, youtubers,
} from '../../db/schema/index.js';

// Drizzle queries of creator and YouTuber onboarding, nothing else. `DbOrTx` is a transaction or the db itself.

export type TeamRow = typeof creatorTeams.$inferSelect;
export type YoutuberRow = typeof youtubers.$inferSelect;
export type VerificationRow = typeof verifications.$inferSelect;

/** Profile handles compare case-insensitively (the unique index is on lower(profile_handle)). */
export async function findTeamByHandle(db: DbOrTx, handle: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(creatorTeams).where(sql`lower(${creatorTeams.profileHandle}) = lower(${handle})`).limit(1);
  return row;
}

/**
 * Claims a listed, unclaimed profile. The `claimed_at is null` condition makes two racing claims safe: on
 * PostgreSQL the second UPDATE waits for the first to commit, then re-checks and matches nothing.
 */
export async function claimTeam(db: DbOrTx, teamId: string, values: { brandName: string; website: string }): Promise<TeamRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(creatorTeams)
    .set({ ...values, claimedAt: now, updatedAt: now })
    .where(and(eq(creatorTeams.id, teamId), isNull(creatorTeams.claimedAt)))
    .returning();
  return row;
}

/** A new, claimed profile; a racing insert of the same handle fails on the unique index (23505). */
export async function insertClaimedTeam(db: DbOrTx, values: { brandName: string; website: string; profileHandle: string }): Promise<TeamRow> {
  const [row] = await db
    .insert(creatorTeams)
    .values({ ...values, social: { ...emptySocialLinks(), websiteUrl: values.website }, claimedAt: new Date() })
    .returning();
  if (!row) throw new Error('team insert returned nothing');
  return row;
}

export async function updateTeamDetails(db: DbOrTx, teamId: string, values: { brandName: string; website: string }) {
  await db.update(creatorTeams).set({ ...values, updatedAt: new Date() }).where(eq(creatorTeams.id, teamId));
}

export async function findMembership(db: DbOrTx, teamId: string, userId: string) {
  const [row] = await db
    .select()
    .from(creatorTeamMembers)
    .where(and(eq(creatorTeamMembers.teamId, teamId), eq(creatorTeamMembers.userId, userId)))
    .limit(1);
  return row;
}

export async function insertOwner(db: DbOrTx, teamId: string, userId: string) {
  await db.insert(creatorTeamMembers).values({ teamId, userId, role: 'OWNER' });
}

/** The newest application round of a team or a YouTuber. */
export async function latestVerification(db: DbOrTx, subject: { teamId: string } | { youtuberId: string }): Promise<VerificationRow | undefined> {
  const where = 'teamId' in subject ? eq(verifications.teamId, subject.teamId) : eq(verifications.youtuberId, subject.youtuberId);
  const [row] = await db.select().from(verifications).where(where).orderBy(desc(verifications.submittedAt), desc(verifications.id)).limit(1);
  return row;
}

export async function insertVerification(db: DbOrTx, values: typeof verifications.$inferInsert) {
  const [row] = await db.insert(verifications).values(values).returning();
  if (!row) throw new Error('verification insert returned nothing');
  return row;
}

export async function findYoutuberByUser(db: DbOrTx, userId: string): Promise<YoutuberRow | undefined> {
  const [row] = await db.select().from(youtubers).where(eq(youtubers.userId, userId)).limit(1);
  return row;
}

export async function insertYoutuber(db: DbOrTx, values: { userId: string; pageName: string; youtubeUrl: string }): Promise<YoutuberRow> {
  const [row] = await db.insert(youtubers).values(values).returning();
  if (!row) throw new Error('youtuber insert returned nothing');
  return row;
}

export async function updateYoutuber(db: DbOrTx, id: string, values: { pageName: string; youtubeUrl: string }) {
  await db.update(youtubers).set({ ...values, updatedAt: new Date() }).where(eq(youtubers.id, id));
}

export async function updateApplicant(db: DbOrTx, userId: string, values: Partial<Pick<typeof users.$inferInsert, 'registerType' | 'selectedTeamId'>>) {
  await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findUserRow(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function insertBrandRequest(db: DbOrTx, values: typeof brandRequests.$inferInsert) {
  const [row] = await db.insert(brandRequests).values(values).returning({ id: brandRequests.id });
  return row!;
}
