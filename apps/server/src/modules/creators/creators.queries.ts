import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { brandRequests, creatorTeams, users, youtubers } from '../../db/schema/index.js';

// Drizzle queries of creator and YouTuber onboarding, nothing else. This module writes youtubers and
// brand_requests; teams, verification rounds and the user change through their owners' services. `DbOrTx` is a
// transaction or the db itself.

export type TeamRow = typeof creatorTeams.$inferSelect;
export type YoutuberRow = typeof youtubers.$inferSelect;

/** Profile handles compare case-insensitively (the unique index is on lower(profile_handle)). */
export async function findTeamByHandle(db: DbOrTx, handle: string): Promise<TeamRow | undefined> {
  const [row] = await db
    .select()
    .from(creatorTeams)
    .where(sql`lower(${creatorTeams.profileHandle}) = lower(${handle})`)
    .limit(1);
  return row;
}

export async function findYoutuberByUser(db: DbOrTx, userId: string): Promise<YoutuberRow | undefined> {
  const [row] = await db.select().from(youtubers).where(eq(youtubers.userId, userId)).limit(1);
  return row;
}

export async function insertYoutuber(
  db: DbOrTx,
  values: { userId: string; pageName: string; youtubeUrl: string },
): Promise<YoutuberRow> {
  const [row] = await db.insert(youtubers).values(values).returning();
  if (!row) throw new Error('youtuber insert returned nothing');
  return row;
}

export async function updateYoutuber(db: DbOrTx, id: string, values: { pageName: string; youtubeUrl: string }) {
  await db
    .update(youtubers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(youtubers.id, id));
}

export async function findUserRow(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function insertBrandRequest(db: DbOrTx, values: typeof brandRequests.$inferInsert) {
  const [row] = await db.insert(brandRequests).values(values).returning({ id: brandRequests.id });
  return row!;
}

// ---- YouTuber page addresses ----

/** The person's YouTuber record when their newest verification round is APPROVED. */
export async function findApprovedYoutuberOfUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: youtubers.id, handle: youtubers.handle, pageName: youtubers.pageName })
    .from(youtubers)
    .where(
      and(
        eq(youtubers.userId, userId),
        sql`(select v.status from verifications v where v.youtuber_id = ${youtubers.id} order by v.submitted_at desc limit 1) = 'APPROVED'`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function handleTakenByOther(db: DbOrTx, handle: string, youtuberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: youtubers.id })
    .from(youtubers)
    .where(and(sql`lower(${youtubers.handle}) = lower(${handle})`, ne(youtubers.id, youtuberId)))
    .limit(1);
  return Boolean(row);
}

export async function setYoutuberHandle(db: DbOrTx, youtuberId: string, handle: string) {
  await db.update(youtubers).set({ handle, updatedAt: new Date() }).where(eq(youtubers.id, youtuberId));
}

export async function youtuberForHandle(db: DbOrTx, youtuberId: string) {
  const [row] = await db
    .select({ handle: youtubers.handle, pageName: youtubers.pageName })
    .from(youtubers)
    .where(eq(youtubers.id, youtuberId));
  return row ?? null;
}

/** Handles that are `base` or `base<digits>`, to pick the next free number on a clash. */
export async function handlesLike(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db
    .select({ handle: youtubers.handle })
    .from(youtubers)
    .where(sql`${youtubers.handle} ~ ${`^${base}[0-9]*$`}`);
  return rows.map((r) => r.handle!).filter(Boolean);
}

/** Serialises handle assignment: two approvals at once must not pick the same number. */
export async function lockHandleAssignment(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('youtuber_handles'))`);
}
