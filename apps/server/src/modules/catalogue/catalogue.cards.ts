import { and, asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  PRODUCT_IMAGE_WIDTHS,
  type CatalogueSort,
  type Language,
  type ProductCard,
  type Picture,
  type ProductImageWidth,
  type RatingSummary,
  type SortOrder,
} from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { categories, creatorTeams, productImages, productReviewStats, products } from '../../db/schema/index.js';
import { inLanguage } from '../../lib/request-language.js';
import type { FileStorage } from '../../plugins/storage.js';
import { bayesianScore, bayesianScoreOver, roundAverage } from '../reviews/reviews.scores.js';
import { productIsPublic } from './catalogue.rules.js';

// The product card every public list shows (brand page, category page, home), read and shaped
// once. Callers add their own condition, order and page; visibility is always applied here.

type ImageFiles = Record<ProductImageWidth, string>;

/** The cover picture (position 0, else the lowest) of the product, as JSON, in the same statement. */
const cover = sql<{ files: ImageFiles; width: number; height: number; alt: string } | null>`(
  select json_build_object('files', pi.files, 'width', pi.width, 'height', pi.height, 'alt', pi.alt)
  from ${productImages} pi where pi.product_id = ${products.id} order by pi.position limit 1)`;

/**
 * A product's place in "sort by rating": its Bayesian average over the platform mean `prior` (the formula and why
 * are in reviews/reviews.scores.ts; the caller reads `prior` with platformMean). NULL for a product without
 * reviews, so it sorts after the rated ones; selectProductCards joins product_review_stats for it.
 */
export const ratingOrder = (prior: number | Placeholder) =>
  typeof prior === 'number' ? bayesianScore(prior) : bayesianScoreOver(prior);

export const productCardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  publishedAt: products.publishedAt,
  brandName: creatorTeams.brandName,
  creatorProfile: creatorTeams.profileHandle,
  brandIconUrl: creatorTeams.iconUrl,
  categorySlug: categories.slug,
  categoryName: categories.name,
  categoryNameDe: categories.nameDe,
  cover,
  reviewCount: productReviewStats.reviewCount,
  ratingSum: productReviewStats.ratingSum,
};

/**
 * The order of a public product list (brand page, category page), stated once: by name, by newest, or by rating
 * (the Bayesian average over the platform mean `prior`, NULLS LAST, then newest). The id breaks ties, so pages never
 * overlap. Without an explicit order, name reads A→Z and the others best/newest first. `prior` is needed for rating
 * only (platformMean in reviews/reviews.scores.ts).
 */
export function productCardOrder(sortBy: CatalogueSort, sortOrder?: SortOrder, prior?: number | Placeholder): SQL[] {
  const order = sortOrder ?? (sortBy === 'name' ? 'ASC' : 'DESC');
  const dir = order === 'ASC' ? asc : desc;
  const newest = (d: typeof asc) => [d(sql`${products.publishedAt}`), d(products.id)];
  if (sortBy === 'name') return [dir(sql`lower(${products.name})`), asc(products.id)];
  if (sortBy === 'rating') {
    if (prior === undefined) throw new Error('productCardOrder: sorting by rating needs the platform mean');
    return [sql`${ratingOrder(prior)} ${sql.raw(order)} nulls last`, ...newest(desc)];
  }
  return newest(dir);
}

/** Public product cards matching `where` (and visibility), in `orderBy`, one page. */
export function selectProductCards(
  db: DbOrTx,
  options: { where?: SQL; orderBy: SQL[]; limit: number | Placeholder; offset?: number | Placeholder },
) {
  return db
    .select(productCardColumns)
    .from(products)
    .innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productReviewStats, eq(productReviewStats.productId, products.id))
    .where(and(productIsPublic(products, creatorTeams), options.where))
    .orderBy(...options.orderBy)
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

/** The statement counting public products matching `where` (a caller may prepare it). */
export function productCardColumnsCount(db: DbOrTx, where?: SQL) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId))
    .where(and(productIsPublic(products, creatorTeams), where));
}

/** How many public products match `where`, for the page count. */
export async function countProductCards(db: DbOrTx, where?: SQL): Promise<number> {
  const [row] = await productCardColumnsCount(db, where);
  return Number(row?.total ?? 0);
}

export type ProductCardRow = Awaited<ReturnType<typeof selectProductCards>>[number];

/** A stored picture's URLs: `src` at 800 px, `srcset` over every width that was stored. */
export function toPicture(
  storage: Pick<FileStorage, 'urlFor'>,
  image: { files: ImageFiles; width: number; height: number; alt: string },
): Picture {
  const srcset = PRODUCT_IMAGE_WIDTHS.filter((width) => image.files[width])
    .map((width) => `${storage.urlFor(image.files[width])} ${width}w`)
    .join(', ');
  return {
    src: storage.urlFor(image.files[800] ?? image.files[1600]),
    srcset,
    width: image.width,
    height: image.height,
    alt: image.alt,
  };
}

/** A card with its category named in the reader's language (English where no German was entered). */
export function toProductCard(
  storage: Pick<FileStorage, 'urlFor'>,
  row: ProductCardRow,
  language: Language = 'en',
): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: { name: row.brandName, creatorProfile: row.creatorProfile, iconUrl: row.brandIconUrl },
    category: { slug: row.categorySlug, name: inLanguage(language, row.categoryName, row.categoryNameDe) },
    image: row.cover ? toPicture(storage, row.cover) : null,
    rating: toRatingSummary(row.reviewCount, row.ratingSum),
    publishedAt: row.publishedAt ? new Date(row.publishedAt).toISOString() : null,
  };
}

/** The plain average (one decimal) and count people see; null while a product or brand has no published review. */
export function toRatingSummary(count: number | null | undefined, sum: number | null | undefined): RatingSummary {
  return count && count > 0 ? { average: roundAverage((sum ?? 0) / count), count } : null;
}
