import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { brandRequests, creatorTeams, users, youtubers } from '../../db/schema/index.js';

// Drizzle queries of creator and YouTuber onboarding, nothing else. This module writes youtubers and
// brand_requests; teams, verification rounds and the user change through their owners' services. `DbOrTx` is a
// transaction or the db itself.

export type TeamRow = typeof creatorTeams.$inferSelect;
export type YoutuberRow = typeof youtubers.$inferSelect;

/** Profile handles compare case-insensitively (the unique index is on lower(profile_handle)). */
export async function findTeamByHandle(db: DbOrTx, handle: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(creatorTeams).where(sql`lower(${creatorTeams.profileHandle}) = lower(${handle})`).limit(1);
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

export async function findUserRow(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function insertBrandRequest(db: DbOrTx, values: typeof brandRequests.$inferInsert) {
  const [row] = await db.insert(brandRequests).values(values).returning({ id: brandRequests.id });
  return row!;
}
