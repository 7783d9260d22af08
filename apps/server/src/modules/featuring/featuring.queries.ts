import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { categories, featuringDays, featuringResults, featurings } from '../../db/schema/index.js';

// The admin's featurings, their closed days and auction log, and what a category page reads of them.

export type FeaturingRow = typeof featurings.$inferSelect;

/** Days that sold at least one slot: such a featuring is never deleted. */
const soldDays = sql<number>`(select count(*)::int from ${featuringDays} fd
  where fd.featuring_id = "featurings"."id" and fd.winners > 0)`;

const columns = {
  featuring: featurings,
  categorySlug: categories.slug,
  categoryName: categories.name,
  categoryNameDe: categories.nameDe,
  soldDays,
};

export type FeaturingListRow = {
  featuring: FeaturingRow;
  categorySlug: string;
  categoryName: string;
  categoryNameDe: string | null;
  soldDays: number;
};

export async function listFeaturings(
  db: DbOrTx,
  options: { offset: number; limit: number; categoryId?: string | undefined },
): Promise<{ rows: FeaturingListRow[]; total: number }> {
  const where = options.categoryId ? eq(featurings.categoryId, options.categoryId) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(columns)
      .from(featurings)
      .innerJoin(categories, eq(categories.id, featurings.categoryId))
      .where(where)
      .orderBy(desc(featurings.createdAt), asc(featurings.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(featurings).where(where),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

export async function findFeaturing(db: DbOrTx, id: string, forUpdate = false): Promise<FeaturingListRow | undefined> {
  const query = db
    .select(columns)
    .from(featurings)
    .innerJoin(categories, eq(categories.id, featurings.categoryId))
    .where(eq(featurings.id, id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: featurings }) : await query;
  return row;
}

export async function findFeaturingOfCategory(db: DbOrTx, categoryId: string): Promise<FeaturingRow | undefined> {
  const [row] = await db.select().from(featurings).where(eq(featurings.categoryId, categoryId)).limit(1);
  return row;
}

export async function categoryExists(db: DbOrTx, categoryId: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  return Boolean(row);
}

export async function insertFeaturing(db: DbOrTx, values: typeof featurings.$inferInsert): Promise<FeaturingRow> {
  const [row] = await db.insert(featurings).values(values).returning();
  return row!;
}

export async function updateFeaturing(
  db: DbOrTx,
  id: string,
  values: Partial<typeof featurings.$inferInsert>,
): Promise<void> {
  await db
    .update(featurings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(featurings.id, id));
}

export async function deleteFeaturing(db: DbOrTx, id: string): Promise<void> {
  await db.delete(featurings).where(eq(featurings.id, id));
}

/** The closed days of a featuring in `from`–`to`, newest first. */
export function closedDays(db: DbOrTx, featuringId: string, from: string, to: string) {
  return db
    .select()
    .from(featuringDays)
    .where(and(eq(featuringDays.featuringId, featuringId), gte(featuringDays.day, from), lte(featuringDays.day, to)))
    .orderBy(desc(featuringDays.day));
}

/** The results of a featuring's days in `from`–`to`: winners by rank, then the rest by score. */
export function resultsOf(db: DbOrTx, featuringId: string, from: string, to: string) {
  return db
    .select()
    .from(featuringResults)
    .where(
      and(
        eq(featuringResults.featuringId, featuringId),
        gte(featuringResults.day, from),
        lte(featuringResults.day, to),
      ),
    )
    .orderBy(
      desc(featuringResults.day),
      sql`${featuringResults.rank} asc nulls last`,
      desc(featuringResults.score),
      asc(featuringResults.campaignId),
    );
}

/** Each day's prices of the winners of a featuring since `from`, newest first, top slot first. */
export async function clearingPrices(
  db: DbOrTx,
  featuringIds: readonly string[],
  from: string,
): Promise<{ featuringId: string; day: string; prices: number[] }[]> {
  if (featuringIds.length === 0) return [];
  return db
    .select({
      featuringId: featuringResults.featuringId,
      day: featuringResults.day,
      prices: sql<number[]>`array_agg(${featuringResults.price} order by ${featuringResults.rank})`,
    })
    .from(featuringResults)
    .where(
      and(
        inArray(featuringResults.featuringId, [...featuringIds]),
        gte(featuringResults.day, from),
        sql`${featuringResults.price} is not null`,
      ),
    )
    .groupBy(featuringResults.featuringId, featuringResults.day)
    .orderBy(desc(featuringResults.day));
}

/** The category by slug (the public featuring call). */
export async function findCategoryBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, nameDe: categories.nameDe })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return row;
}
