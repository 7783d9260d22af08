import { and, asc, eq, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { CatalogueSort, SortOrder } from '@plaudit/contract';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { DbOrTx } from '../../db/tx.js';
import { preparedPerDb, preparedPerShape } from '../../lib/prepared.js';
import { rowsOf } from '../../db/rows.js';
import {
  categories,
  creatorTeams,
  productImages,
  productReviewStats,
  products,
  teamReviewStats,
  users,
  youtubers,
} from '../../db/schema/index.js';
import { productCardColumnsCount, productCardOrder, selectProductCards } from './catalogue.cards.js';
import { productIsPublic, teamIsApproved, teamIsBlocked, youtuberIsPublic } from './catalogue.rules.js';

// SQL of the public brand, product and YouTuber pages and of the YouTuber's page address; only this
// module reads these pages' rows this way. Visibility always comes from catalogue.rules.ts.
// The product page's three reads (the brand, the product, more from the brand) are prepared statements, built once
// with placeholders: PostgreSQL spent about 2.7 ms parsing and planning them for 0.6 ms of running them, and the
// server about 0.7 ms building them with Drizzle.

/** The team's profile handle is `creatorProfile`, case-insensitively (creator_teams_handle_lower_idx, unique). */
const hasProfileHandle = (creatorProfile: SQL | Placeholder): SQL =>
  sql`lower(${creatorTeams.profileHandle}) = lower(${creatorProfile})`;

/** A brand whose newest verification round is APPROVED, by its profile handle (case-insensitive), blocked or not. */
const approvedBrand = preparedPerDb((db) =>
  db
    .select({
      id: creatorTeams.id,
      profileHandle: creatorTeams.profileHandle,
      brandName: creatorTeams.brandName,
      description: creatorTeams.description,
      website: creatorTeams.website,
      iconUrl: creatorTeams.iconUrl,
      bannerUrl: creatorTeams.bannerUrl,
      social: creatorTeams.social,
      updatedAt: creatorTeams.updatedAt,
      blocked: sql<boolean>`${teamIsBlocked(creatorTeams)}`.mapWith(Boolean),
      reviewCount: teamReviewStats.reviewCount,
      ratingSum: teamReviewStats.ratingSum,
    })
    .from(creatorTeams)
    .leftJoin(teamReviewStats, eq(teamReviewStats.teamId, creatorTeams.id))
    .where(and(hasProfileHandle(sql.placeholder('handle')), teamIsApproved(creatorTeams.id)))
    .limit(1)
    .prepare('catalogue_brand'),
);

export async function findApprovedBrand(db: Db, creatorProfile: string) {
  const [row] = await approvedBrand(db).execute({ handle: creatorProfile });
  return row ?? null;
}
export type BrandRow = NonNullable<Awaited<ReturnType<typeof findApprovedBrand>>>;

/**
 * The categories the public products of the brand at `creatorProfile` are in, with how many, for the filter chips.
 * Asked by the handle, as findApprovedBrand is, so the brand page sends both at once; prepared, as the other reads
 * of the brand's pages are: built and planned for each page, it cost more than running it.
 */
const brandCategoryCounts = preparedPerDb((db) =>
  db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      nameDe: categories.nameDe,
      count: sql<number>`count(*)::int`,
    })
    .from(products)
    .innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(hasProfileHandle(sql.placeholder('handle')), productIsPublic(products, creatorTeams)))
    .groupBy(categories.id, categories.slug, categories.name, categories.nameDe, categories.position)
    .orderBy(asc(categories.position), asc(categories.name))
    .prepare('catalogue_brand_categories'),
);

export function brandCategories(db: Db, creatorProfile: string) {
  return brandCategoryCounts(db).execute({ handle: creatorProfile });
}

const parent = alias(categories, 'parent_category');

/** A product picture's stored row, as the page shows it. */
export type ProductImageRow = Pick<typeof productImages.$inferSelect, 'files' | 'width' | 'height' | 'alt'>;

/**
 * A public product by its brand's profile handle (case-insensitive, as findApprovedBrand) and its slug, with its
 * category, the category's parent, its reviews' count and sum, and its pictures in order: one statement, so the
 * page can ask for it beside its brand rather than after it.
 */
const publicProduct = preparedPerDb((db) =>
  db
    .select({
      id: products.id,
      teamId: products.teamId,
      slug: products.slug,
      name: products.name,
      description: products.description,
      tags: products.tags,
      url: products.url,
      publishedAt: products.publishedAt,
      updatedAt: products.updatedAt,
      category: { id: categories.id, slug: categories.slug, name: categories.name },
      // Both languages in the one statement: the mapper picks the reader's, so the statement is the same for all.
      categoryNameDe: categories.nameDe,
      parentId: parent.id,
      parentSlug: parent.slug,
      parentName: parent.name,
      parentNameDe: parent.nameDe,
      reviewCount: productReviewStats.reviewCount,
      ratingSum: productReviewStats.ratingSum,
      images: sql<
        ProductImageRow[]
      >`(select coalesce(json_agg(json_build_object('files', ${productImages.files}, 'width', ${productImages.width},
          'height', ${productImages.height}, 'alt', ${productImages.alt}) order by ${productImages.position}, ${productImages.createdAt}), '[]')
        from ${productImages} where ${productImages.productId} = ${products.id})`,
    })
    .from(products)
    .innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .leftJoin(productReviewStats, eq(productReviewStats.productId, products.id))
    .where(
      and(
        hasProfileHandle(sql.placeholder('handle')),
        eq(products.slug, sql.placeholder('slug')),
        productIsPublic(products, creatorTeams),
      ),
    )
    .limit(1)
    .prepare('catalogue_product'),
);

export async function findPublicProduct(db: Db, creatorProfile: string, slug: string) {
  const [row] = await publicProduct(db).execute({ handle: creatorProfile, slug });
  return row ?? null;
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findPublicProduct>>>;

/**
 * Whether the team's product at `slug` is PUBLISHED but disabled by staff: what keeps it off its page is the staff's
 * decision, so the page says so (410) rather than that nothing is there. Asked only once the public read found nothing.
 */
export async function isStaffDisabledProduct(db: Db, teamId: string, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.teamId, teamId),
        eq(products.slug, slug),
        eq(products.status, 'PUBLISHED'),
        sql`${products.staffDisabledAt} is not null`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

const moreFromBrand = preparedPerDb((db) =>
  selectProductCards(db, {
    where: and(eq(products.teamId, sql.placeholder('teamId')), ne(products.id, sql.placeholder('productId'))),
    orderBy: productCardOrder('newest'),
    limit: sql.placeholder('limit'),
  }).prepare('catalogue_more_from_brand'),
);

/** The team's newest public products other than `productId` ("more from the brand"), as cards. */
export function findMoreFromBrand(db: Db, teamId: string, productId: string, limit: number) {
  return moreFromBrand(db).execute({ teamId, productId, limit });
}
/** Which of a brand's product list's choices are made: a category, and the order. */
interface BrandCardsShape {
  category: boolean;
  sortBy: CatalogueSort;
  sortOrder: SortOrder | undefined;
}

const brandCardsWhere = (category: boolean): SQL =>
  and(
    eq(products.teamId, sql.placeholder('teamId')),
    category ? eq(products.categoryId, sql.placeholder('categoryId')) : undefined,
  )!;

// The brand page's list and its count, prepared per shape like the product page's reads: unprepared, PostgreSQL
// planned them on every request, which cost more than running them.
const brandCardsPage = preparedPerShape((db, shape: BrandCardsShape, name) =>
  selectProductCards(db, {
    where: brandCardsWhere(shape.category),
    orderBy: productCardOrder(shape.sortBy, shape.sortOrder, sql.placeholder('prior')),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  }).prepare(name),
);
const brandCardsCount = preparedPerShape((db, category: boolean, name) =>
  productCardColumnsCount(db, brandCardsWhere(category)).prepare(name),
);

/** One page of a brand's public product cards (in a category or all), and how many there are. */
export async function brandProductCards(
  db: Db,
  o: {
    teamId: string;
    categoryId?: string;
    sortBy: CatalogueSort;
    sortOrder?: SortOrder;
    /** The platform mean, for the rating order (reviews/reviews.scores.ts platformMean). */
    prior: number;
    limit: number;
    offset: number;
  },
) {
  const category = o.categoryId !== undefined;
  const where = { teamId: o.teamId, ...(category ? { categoryId: o.categoryId } : {}) };
  const shape = { category, sortBy: o.sortBy, sortOrder: o.sortOrder };
  const name = `catalogue_brand_cards_${category ? 'c' : 'a'}_${o.sortBy}_${o.sortOrder ?? 'default'}`;
  const [rows, counted] = await Promise.all([
    brandCardsPage(db, name, shape).execute({
      ...where,
      ...(o.sortBy === 'rating' ? { prior: o.prior } : {}),
      limit: o.limit,
      offset: o.offset,
    }),
    brandCardsCount(db, `catalogue_brand_count_${category ? 'c' : 'a'}`, category).execute(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** An APPROVED YouTuber by handle (case-insensitive), with the person's picture. */
export async function findPublicYoutuber(db: DbOrTx, handle: string) {
  const [row] = await db
    .select({
      id: youtubers.id,
      handle: youtubers.handle,
      pageName: youtubers.pageName,
      youtubeUrl: youtubers.youtubeUrl,
      image: users.image,
      updatedAt: youtubers.updatedAt,
    })
    .from(youtubers)
    .innerJoin(users, eq(users.id, youtubers.userId))
    .where(and(sql`lower(${youtubers.handle}) = lower(${handle})`, youtuberIsPublic(youtubers)))
    .limit(1);
  return row ?? null;
}

// ---- the sitemap (§6) ----

// The visibility rules over the raw aliases of the statements below (p, t, y).
const col = (name: string) => sql.raw(name) as unknown as AnyPgColumn;
const publicProductSql = productIsPublic(
  { status: col('p.status'), teamId: col('p.team_id'), staffDisabledAt: col('p.staff_disabled_at') },
  { id: col('t.id'), accessStatus: col('t.access_status'), accessUntil: col('t.access_until') },
);
const publicYoutuberSql = youtuberIsPublic({ id: col('y.id'), handle: col('y.handle') });

export interface SitemapRow {
  kind: 'brand' | 'product' | 'youtuber' | 'category';
  a: string;
  b: string | null;
  lastmod: string;
}

/** Every public page, in a stable order, one page of the sitemap. */
export async function sitemapRows(db: DbOrTx, limit: number, offset: number): Promise<SitemapRow[]> {
  const result = await db.execute(sql`
    select * from (
      select 'brand' as kind, t.profile_handle as a, null::text as b, t.updated_at as lastmod, 1 as o, t.id::text as k
        from creator_teams t where ${teamIsApproved(sql`t.id`)}
      union all
      select 'product', t.profile_handle, p.slug, p.updated_at, 2, p.id::text
        from products p join creator_teams t on t.id = p.team_id where ${publicProductSql}
      union all
      select 'youtuber', y.handle, null, y.updated_at, 3, y.id::text from youtubers y where ${publicYoutuberSql}
      union all
      select 'category', c.slug, null, c.updated_at, 4, c.id::text from categories c
    ) pages order by o, k limit ${limit} offset ${offset}`);
  return rowsOf<{ kind: SitemapRow['kind']; a: string; b: string | null; lastmod: string | Date }>(result).map((r) => ({
    ...r,
    lastmod: new Date(r.lastmod).toISOString(),
  }));
}

export async function sitemapCount(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select
    (select count(*) from creator_teams t where ${teamIsApproved(sql`t.id`)})
    + (select count(*) from products p join creator_teams t on t.id = p.team_id where ${publicProductSql})
    + (select count(*) from youtubers y where ${publicYoutuberSql})
    + (select count(*) from categories) as total`);
  return Number(rowsOf<{ total: number | string }>(result)[0]?.total ?? 0);
}
