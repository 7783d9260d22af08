import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CatalogueSort, SortOrder } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { categories, products } from '../../db/schema/index.js';
import { productIsListed } from '../catalogue/catalogue.rules.js';
import { productCardOrder, selectProductCards } from '../catalogue/catalogue.cards.js';
import { platformMean } from '../reviews/reviews.scores.js';

// SQL of the categories area; only this module reads or writes `categories` directly.

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryInsert = typeof categories.$inferInsert;

/** productIsPublic asked of the product's own row: the counts below read products_listed_category_idx alone. */
const listed = productIsListed({
  status: products.status,
  teamApproved: products.teamApproved,
  teamId: products.teamId,
  staffDisabledAt: products.staffDisabledAt,
});

/**
 * Public products per category with its sub-categories' (one level of nesting: a product counts for its own
 * category and for that category's parent), as a subquery to join: a parent holding only sub-categories has the
 * products a visitor finds under it, as its page and the home page say.
 */
function treeCounts(db: DbOrTx) {
  const own = alias(categories, 'own_category');
  return db
    .select({ categoryId: sql<string>`tree.id`.as('category_id'), count: sql<number>`count(*)::int`.as('count') })
    .from(products)
    .innerJoin(own, eq(own.id, products.categoryId))
    .innerJoin(sql`lateral (values (${own.id}), (${own.parentId})) as tree(id)`, sql`tree.id is not null`)
    .where(listed)
    .groupBy(sql`tree.id`)
    .as('counts');
}

const itemColumns = (counts: ReturnType<typeof treeCounts>) => ({
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  icon: categories.icon,
  description: categories.description,
  nameDe: categories.nameDe,
  descriptionDe: categories.descriptionDe,
  parentId: categories.parentId,
  position: categories.position,
  productCount: sql<number>`coalesce(${counts.count}, 0)::int`,
});

/** A category of the list as read: both languages' texts, for the service to answer in the reader's. */
export type CategoryItemRow = Awaited<ReturnType<typeof listCategoriesWithCounts>>[number];

/** Every category with the count of its tree's public products, ordered for the tree (position, then name). */
export function listCategoriesWithCounts(db: DbOrTx) {
  const counts = treeCounts(db);
  return db
    .select(itemColumns(counts))
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .orderBy(asc(categories.position), asc(categories.name));
}

/** One category in the list's shape (after a change). */
export async function findCategoryItem(db: DbOrTx, id: string) {
  const counts = treeCounts(db);
  const [row] = await db
    .select(itemColumns(counts))
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(eq(categories.id, id));
  return row;
}

export async function findCategoryById(db: DbOrTx, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

export async function findCategoryBySlug(db: DbOrTx, slug: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug));
  return row;
}

export async function slugInUse(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return rows.some((row) => row.id !== exceptId);
}

export async function countChildren(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  return Number(row?.n ?? 0);
}

/** Products of any status in the category (a draft keeps it in use too). */
export async function countProductsUsing(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  return Number(row?.n ?? 0);
}

/** The next position among the siblings under `parentId` (top level when null). */
export async function nextPosition(db: DbOrTx, parentId: string | null): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${categories.position})` })
    .from(categories)
    .where(parentId ? eq(categories.parentId, parentId) : sql`${categories.parentId} is null`);
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertCategory(db: DbOrTx, values: CategoryInsert): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(db: DbOrTx, id: string, values: Partial<CategoryInsert>): Promise<void> {
  await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id));
}

export async function deleteCategory(db: DbOrTx, id: string): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

/** The sub-categories of `id` with the count of their public products, in tree order. */
export function listChildrenWithCounts(db: DbOrTx, id: string) {
  const counts = treeCounts(db);
  return db
    .select(itemColumns(counts))
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(eq(categories.parentId, id))
    .orderBy(asc(categories.position), asc(categories.name));
}

/**
 * Products of the category or of any of its sub-categories: one array of ids, which products_category_status_idx takes
 * (an OR of the category and a subquery of its children made PostgreSQL read every product).
 */
function inCategoryTree(id: string): SQL {
  return sql`${products.categoryId} = any(array(select c.id from ${categories} c where c.id = ${id} or c.parent_id = ${id}))`;
}

/**
 * How many public products the category and its sub-categories hold, from products_listed_category_idx alone
 * (migration 0015): joining each product's team and the team's verification rounds took about 50 ms on three
 * processes for a top-level category's 12,000 products at 100,000.
 */
export async function countTreeProducts(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(and(inCategoryTree(id), listed));
  return Number(row?.total ?? 0);
}

/** One page of the public products of a category and its sub-categories. Ties break on the id, so pages never overlap. */
export async function selectTreeProducts(
  db: DbOrTx,
  id: string,
  options: { sortBy: CatalogueSort; sortOrder: SortOrder; limit: number; offset: number },
) {
  const prior = options.sortBy === 'rating' ? await platformMean(db) : undefined;
  return selectProductCards(db, {
    where: inCategoryTree(id),
    orderBy: productCardOrder(options.sortBy, options.sortOrder, prior),
    limit: options.limit,
    offset: options.offset,
  });
}

/** Top-level categories with the public products of their whole tree: those with products first, then in tree order. */
export function selectFeatured(db: DbOrTx, limit: number) {
  const counts = treeCounts(db);
  const treeCount = sql<number>`coalesce(${counts.count}, 0)::int`;
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      nameDe: categories.nameDe,
      icon: categories.icon,
      productCount: treeCount,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(sql`${categories.parentId} is null`)
    .orderBy(sql`${treeCount} > 0 desc`, asc(categories.position), asc(categories.name))
    .limit(limit);
}
