import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { categories, creatorTeams, featuringResults, featurings, products } from '../../db/schema/index.js';
import { productIsPublic } from '../catalogue/catalogue.rules.js';

// What a category page reads of the featuring: its own featuring, and the day's winners of it and of its
// sub-categories' featurings whose products are still public.

export async function featuringOfCategory(db: DbOrTx, categoryId: string, day: string) {
  const [row] = await db
    .select()
    .from(featurings)
    .where(
      and(
        eq(featurings.categoryId, categoryId),
        eq(featurings.active, true),
        sql`${featurings.startsOn} <= ${day}`,
        or(sql`${featurings.endsOn} is null`, sql`${featurings.endsOn} >= ${day}`),
      ),
    )
    .limit(1);
  return row;
}

/** The day's winners on the category's page: its own featuring's first, each by rank. */
export function winnersOn(db: DbOrTx, categoryId: string, day: string, limit: number) {
  return db
    .select({
      featuringId: featuringResults.featuringId,
      productId: featuringResults.productId,
      rank: featuringResults.rank,
      brandName: featuringResults.brandName,
      payerName: featuringResults.payerName,
      category: { id: categories.id, slug: categories.slug, name: categories.name, nameDe: categories.nameDe },
    })
    .from(featuringResults)
    .innerJoin(featurings, eq(featurings.id, featuringResults.featuringId))
    .innerJoin(categories, eq(categories.id, featurings.categoryId))
    .innerJoin(products, eq(products.id, featuringResults.productId))
    .innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId))
    .where(
      and(
        eq(featuringResults.day, day),
        sql`${featuringResults.price} is not null`,
        or(eq(categories.id, categoryId), eq(categories.parentId, categoryId)),
        productIsPublic(products, creatorTeams),
      ),
    )
    .orderBy(desc(sql`${categories.id} = ${categoryId}`), featuringResults.rank, featuringResults.featuringId)
    .limit(limit);
}
