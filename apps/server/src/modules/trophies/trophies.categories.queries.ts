import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { trophies, trophyCategories } from '../../db/schema/index.js';

// The trophy categories' SQL. A category's count is of the trophies a visitor sees in it.

export type TrophyCategoryRow = typeof trophyCategories.$inferSelect;

// The outer column is named in full: Drizzle writes a one-table select's columns without their table, which inside
// this subquery would mean the trophy's own id.
const publicCount = sql<number>`(select count(*)::int from ${trophies} t
  where t.category_id = "trophy_categories"."id" and t.status in ('NOMINATING', 'LOCKED', 'AWARDED'))`;

export function listCategories(db: DbOrTx) {
  return db
    .select({ category: trophyCategories, trophyCount: publicCount })
    .from(trophyCategories)
    .orderBy(asc(trophyCategories.position), asc(sql`lower(${trophyCategories.name})`), asc(trophyCategories.id));
}

export async function findCategory(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ category: trophyCategories, trophyCount: publicCount })
    .from(trophyCategories)
    .where(eq(trophyCategories.id, id))
    .limit(1);
  return row;
}

export async function slugInUse(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: trophyCategories.id })
    .from(trophyCategories)
    .where(sql`lower(${trophyCategories.slug}) = lower(${slug})`);
  return rows.some((row) => row.id !== exceptId);
}

export async function nextPosition(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${trophyCategories.position})` }).from(trophyCategories);
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertCategory(
  db: DbOrTx,
  values: typeof trophyCategories.$inferInsert,
): Promise<TrophyCategoryRow> {
  const [row] = await db.insert(trophyCategories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: DbOrTx,
  id: string,
  values: Partial<typeof trophyCategories.$inferInsert>,
): Promise<void> {
  await db
    .update(trophyCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(trophyCategories.id, id));
}

export async function trophiesUsing(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(trophies).where(eq(trophies.categoryId, id));
  return Number(row?.n ?? 0);
}

export async function deleteCategory(db: DbOrTx, id: string): Promise<void> {
  await db.delete(trophyCategories).where(eq(trophyCategories.id, id));
}
