import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { ProductSortField, ProductStaffSortField, ProductStatus, SortOrder } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { categories, creatorTeams, productImages, products, users } from '../../db/schema/index.js';
import { teamMembersAs } from '../teams/teams.access.js';

// The SQL of a team's products and their images; only this module writes `products` and
// `product_images`. Every function takes the db or the open transaction, so a change and its audit entry land together.

export type ProductRow = typeof products.$inferSelect;
export type ProductImageRow = typeof productImages.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findProduct(db: DbOrTx, teamId: string, productId: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.teamId, teamId)))
    .limit(1);
  return row;
}

/** Any team's product, for the staff (undefined for an unknown id). */
export async function findAnyProduct(db: DbOrTx, productId: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  return row;
}

/**
 * Every team's products staff disabled, with their brand: newest disable first (or by name); `search` matches the
 * product's or the brand's name. Few products are disabled, so the filter on the disable comes first.
 */
export async function listStaffDisabled(
  db: DbOrTx,
  query: {
    page: number;
    take: number;
    search?: string | undefined;
    sortBy: ProductStaffSortField;
    sortOrder: SortOrder;
  },
) {
  const pattern = query.search ? `%${escapeLike(query.search.toLowerCase())}%` : null;
  const where = and(
    sql`${products.staffDisabledAt} is not null`,
    pattern
      ? sql`(lower(${products.name}) like ${pattern} or lower(${creatorTeams.brandName}) like ${pattern})`
      : undefined,
  );
  const direction = query.sortOrder === 'ASC' ? asc : desc;
  const order = query.sortBy === 'name' ? direction(products.name) : direction(products.staffDisabledAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        product: products,
        team: { id: creatorTeams.id, brandName: creatorTeams.brandName, profileHandle: creatorTeams.profileHandle },
      })
      .from(products)
      .innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId))
      .where(where)
      .orderBy(order, asc(products.id))
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    db.select({ n: count() }).from(products).innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether staff disabled any of the team's products among `ids`. */
export async function anyStaffDisabled(db: DbOrTx, teamId: string, ids: string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.teamId, teamId), inArray(products.id, ids), sql`${products.staffDisabledAt} is not null`))
    .limit(1);
  return row !== undefined;
}

/** The team's OWNERs and ADMINs, who are told when staff disable one of its products. */
export function ownersAndAdminsOf(db: DbOrTx, teamId: string) {
  const members = teamMembersAs('members');
  return db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.teamId, teamId), inArray(members.role, ['OWNER', 'ADMIN'])));
}

/** The product row locked until the transaction ends: image uploads of one product count and place one at a time. */
export async function lockProduct(db: DbOrTx, teamId: string, productId: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.teamId, teamId)))
    .limit(1)
    .for('update');
  return row;
}

export function listImages(db: DbOrTx, productId: string): Promise<ProductImageRow[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.createdAt));
}

export async function categoryExists(db: DbOrTx, categoryId: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1);
  return row !== undefined;
}

/** The team's slugs equal to `base` or `base-<n>` (the candidates a derived slug must avoid). */
export async function takenSlugs(
  db: DbOrTx,
  teamId: string,
  base: string,
  exceptProductId?: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        eq(products.teamId, teamId),
        sql`(${products.slug} = ${base} or ${products.slug} like ${`${escapeLike(base.slice(0, 60))}%`})`,
        exceptProductId ? sql`${products.id} <> ${exceptProductId}` : undefined,
      ),
    );
  return new Set(rows.map((row) => row.slug));
}

export async function insertProduct(db: DbOrTx, values: NewProduct): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function updateProduct(
  db: DbOrTx,
  productId: string,
  values: Partial<NewProduct>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, productId))
    .returning();
  return row;
}

export async function deleteProduct(db: DbOrTx, productId: string): Promise<void> {
  await db.delete(products).where(eq(products.id, productId));
}

/**
 * Sets `status` on the team's products among `ids` whose status differs; publishing stamps the first publication.
 * Answers each changed product with the status it had before.
 */
export async function setStatus(db: DbOrTx, teamId: string, ids: string[], status: ProductStatus) {
  // RETURNING sees the rows as updated, so the status before comes from a locked read of the same rows in the
  // statement: the lock makes it the status this update replaces, also when another write got there first.
  const old = db
    .select({ id: products.id, before: products.status })
    .from(products)
    .where(and(eq(products.teamId, teamId), inArray(products.id, ids), sql`${products.status} <> ${status}`))
    .for('update')
    .as('old');
  return db
    .update(products)
    .set({
      status,
      updatedAt: new Date(),
      ...(status === 'PUBLISHED' ? { publishedAt: sql`coalesce(${products.publishedAt}, now())` } : {}),
    })
    .from(old)
    .where(and(eq(products.id, old.id), sql`${products.status} <> ${status}`))
    .returning({ id: products.id, before: old.before });
}

// ---- the list ------------------------------------------------------------------------------------------------

export interface ProductListFilter {
  page: number;
  take: number;
  search?: string | undefined;
  status?: ProductStatus | undefined;
  categoryId?: string | undefined;
  sortBy: ProductSortField;
  sortOrder: SortOrder;
}

const SORT_COLUMNS = {
  name: sql`lower(${products.name})`,
  updatedAt: products.updatedAt,
  createdAt: products.createdAt,
  status: products.status,
} as const;

export async function listProducts(db: DbOrTx, teamId: string, filter: ProductListFilter) {
  const conditions: SQL[] = [eq(products.teamId, teamId)];
  if (filter.search)
    conditions.push(like(sql`lower(${products.name})`, `%${escapeLike(filter.search.toLowerCase())}%`));
  if (filter.status) conditions.push(eq(products.status, filter.status));
  if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
  const where = and(...conditions);
  const dir = filter.sortOrder === 'ASC' ? asc : desc;
  const imageCount = sql<number>`(select count(*)::int from product_images pi where pi.product_id = ${products.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ product: products, categoryName: categories.name, imageCount })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(dir(SORT_COLUMNS[filter.sortBy]), dir(products.id))
      .limit(filter.take)
      .offset((filter.page - 1) * filter.take),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The cover (position 0 after every reorder and delete) of each of `productIds`. */
export function coversOf(db: DbOrTx, productIds: string[]): Promise<ProductImageRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productImages)
    .where(and(inArray(productImages.productId, productIds), eq(productImages.position, 0)));
}

// ---- images --------------------------------------------------------------------------------------------------

export async function insertImage(db: DbOrTx, values: typeof productImages.$inferInsert): Promise<ProductImageRow> {
  const [row] = await db.insert(productImages).values(values).returning();
  return row!;
}

export async function findImage(db: DbOrTx, productId: string, imageId: string): Promise<ProductImageRow | undefined> {
  const [row] = await db
    .select()
    .from(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .limit(1);
  return row;
}

export async function deleteImage(db: DbOrTx, imageId: string): Promise<void> {
  await db.delete(productImages).where(eq(productImages.id, imageId));
}

export async function setImageAlt(db: DbOrTx, imageId: string, alt: string): Promise<void> {
  await db.update(productImages).set({ alt }).where(eq(productImages.id, imageId));
}

/** Positions 0…n-1 in the order of `orderedIds` (all of the product's images). */
export async function setImagePositions(db: DbOrTx, productId: string, orderedIds: string[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await db
      .update(productImages)
      .set({ position })
      .where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
  }
}

export async function touchProduct(db: DbOrTx, productId: string): Promise<void> {
  await db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
}
