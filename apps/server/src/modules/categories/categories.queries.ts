import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { categories, creatorTeams, products } from '../../db/schema/index.js';
import { productIsPublic } from '../catalogue/catalogue.visibility.js';

// SQL of the categories area; only this module reads or writes `categories` directly.

export type CategoryRow = typeof categories.$inferSelect;

/** Every category with the count of its public products, ordered for the tree (position, then name). */
export function listCategoriesWithCounts(db: DbOrTx) {
  const counts = db
    .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int`.as('count') })
    .from(products)
    .innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId))
    .where(productIsPublic(products, creatorTeams))
    .groupBy(products.categoryId)
    .as('counts');
  return db
    .select({
      id: categories.id, slug: categories.slug, name: categories.name, icon: categories.icon, parentId: categories.parentId,
      position: categories.position, productCount: sql<number>`coalesce(${counts.count}, 0)::int`,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .orderBy(asc(categories.position), asc(categories.name));
}
