import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { users } from '../../db/schema/index.js';
import type { NewUserValues, UserRow } from './users.rows.js';

// Drizzle writes of the users table: the only ones in the server (docs/architecture.md, "Server composition and table
// owners"). Reads of a user may
// live with the area that needs them; every change to the row is made here.

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUser(db: DbOrTx, id: string, values: NewUserValues): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The flags merged into the stored ones in one statement (jsonb ||), so two tabs saving different flags both win. */
export async function mergeNotifications(
  db: DbOrTx,
  id: string,
  flags: Record<string, boolean>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ notifications: sql`${users.notifications} || ${JSON.stringify(flags)}::jsonb`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Clears a person's selected team when it is `teamId` (after they leave or are removed). */
export async function clearSelectedTeam(db: DbOrTx, userId: string, teamId: string) {
  await db
    .update(users)
    .set({ selectedTeamId: null })
    .where(and(eq(users.id, userId), eq(users.selectedTeamId, teamId)));
}

export async function setSelectedTeam(db: DbOrTx, userId: string, teamId: string) {
  await db.update(users).set({ selectedTeamId: teamId }).where(eq(users.id, userId));
}
