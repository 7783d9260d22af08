import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { categories, trophies } from '../../db/schema/index.js';
import type { TrophyRow } from './trophies.access.queries.js';

// Writing a trophy row: create, edit and each state change. The reads every step starts with are in
// trophies.access.queries.ts; the lists in trophies.read.queries.ts.

export async function insertTrophy(db: DbOrTx, values: typeof trophies.$inferInsert): Promise<TrophyRow> {
  const [row] = await db.insert(trophies).values(values).returning();
  return row!;
}

export async function updateTrophy(
  db: DbOrTx,
  id: string,
  values: Partial<typeof trophies.$inferInsert>,
): Promise<TrophyRow> {
  const [row] = await db
    .update(trophies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(trophies.id, id))
    .returning();
  return row!;
}

/** A catalogue category exists (a trophy may be about one). */
export async function catalogueCategoryExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.id} = ${id}`)
    .limit(1);
  return row !== undefined;
}
