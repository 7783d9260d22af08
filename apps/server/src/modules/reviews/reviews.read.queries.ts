import { and, asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type {
  OwnReview,
  PublicReview,
  ReviewAuthorCheck,
  ReviewSort,
  ReviewSummary,
  ReviewType,
  SortOrder,
} from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import type { DbOrTx } from '../../db/tx.js';
import { preparedPerDb, preparedPerShape } from '../../lib/prepared.js';
import {
  creatorTeams,
  productReviewStats,
  products,
  reviewHelpfulVotes,
  reviewReplies,
  reviewReports,
  reviews,
  users,
  youtubers,
} from '../../db/schema/index.js';
import { productIsPublic, teamIsApproved, youtuberIsPublic } from '../catalogue/catalogue.rules.js';
import { toReviewAuthor, toReviewContent, toReviewReply } from './reviews.mapper.js';
import { roundAverage } from './reviews.scores.js';

// SQL and shapes of the review lists people read: a product's, a brand's, a YouTuber's, the home
// page's latest, and the author's own. Every public list shows PUBLISHED reviews of public products only, stated
// once in `publicReview`; the rating summary comes from product_review_stats, never from a scan of reviews.
// A product's list (its visibility, one page, the count, the summary) is what most readers open, so its statements
// are prepared, one per shape of filters and order: PostgreSQL planned them for 0.3-4.8 ms a request against
// 0.07-0.45 ms of running them. It is two statements sent at once: the page, and a head that is the product's
// visibility, its summary and the count together. Each statement sent costs the server a write to its socket and
// the reading of an answer, which at 10 readers at once was more than its share of the work; four statements in two
// round trips kept its one thread busy.

/** A PUBLISHED review of a product a visitor may see. */
export const publicReview: SQL = and(eq(reviews.status, 'PUBLISHED'), productIsPublic(products, creatorTeams))!;

const viewerFlags = (viewerId: string | Placeholder | null) =>
  viewerId === null
    ? { votedHelpful: sql<boolean>`false`, reported: sql<boolean>`false`, mine: sql<boolean>`false` }
    : {
        votedHelpful:
          sql<boolean>`exists (select 1 from ${reviewHelpfulVotes} hv where hv.review_id = ${reviews.id} and hv.user_id = ${viewerId})`.mapWith(
            Boolean,
          ),
        reported:
          sql<boolean>`exists (select 1 from ${reviewReports} rp where rp.review_id = ${reviews.id} and rp.reporter_id = ${viewerId})`.mapWith(
            Boolean,
          ),
        mine: sql<boolean>`${reviews.authorId} = ${viewerId}`.mapWith(Boolean),
      };

const reviewColumns = {
  id: reviews.id,
  type: reviews.type,
  status: reviews.status,
  rating: reviews.rating,
  title: reviews.title,
  comment: reviews.comment,
  videoId: reviews.videoId,
  decisionReason: reviews.decisionReason,
  holdRules: reviews.holdRules,
  decidedAt: reviews.decidedAt,
  createdAt: reviews.createdAt,
  editedAt: reviews.editedAt,
  helpfulCount: reviews.helpfulCount,
  authorId: reviews.authorId,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.image,
  youtuberHandle: youtubers.handle,
  youtuberPageName: youtubers.pageName,
  productId: products.id,
  productSlug: products.slug,
  productName: products.name,
  brandName: creatorTeams.brandName,
  creatorProfile: creatorTeams.profileHandle,
  replyText: reviewReplies.text,
  replyCreatedAt: reviewReplies.createdAt,
  replyUpdatedAt: reviewReplies.updatedAt,
};

/** Reviews with their author, product, brand and reply; the YouTuber's page only on a video review. */
function selectReviews(db: DbOrTx, viewerId: string | Placeholder | null) {
  return db
    .select({ ...reviewColumns, ...viewerFlags(viewerId) })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId))
    .leftJoin(youtubers, and(eq(youtubers.userId, reviews.authorId), eq(reviews.type, 'YOUTUBE')))
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .$dynamic();
}
type ReviewListRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

async function countReviews(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId))
    .where(where);
  return Number(row?.total ?? 0);
}

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

/** The order of a product's list: the chosen key, then newest, then the id so pages never overlap. */
function reviewOrder(sortBy: ReviewSort, sortOrder: SortOrder): SQL[] {
  const dir = sortOrder === 'ASC' ? asc : desc;
  if (sortBy === 'rating') return [dir(reviews.rating), ...newestFirst];
  if (sortBy === 'helpful') return [dir(reviews.helpfulCount), ...newestFirst];
  return [dir(reviews.createdAt), dir(reviews.id)];
}

export interface Page {
  page: number;
  take: number;
}

/** One page of the reviews matching `where`, with the total. */
export async function reviewPage(db: DbOrTx, options: Page & { where: SQL; orderBy: SQL[]; viewerId: string | null }) {
  const [rows, total] = await Promise.all([
    selectReviews(db, options.viewerId)
      .where(options.where)
      .orderBy(...options.orderBy)
      .limit(options.take)
      .offset((options.page - 1) * options.take),
    countReviews(db, options.where),
  ]);
  return { rows, total };
}

export interface ProductListFilters {
  rating?: number;
  hasComment?: boolean;
  reviewType?: ReviewType;
  sortBy: ReviewSort;
  sortOrder: SortOrder;
}

/** Which of a product list's optional filters are set, its order, and whether a viewer is signed in. */
interface ProductListShape {
  rating: boolean;
  hasComment: boolean;
  reviewType: boolean;
  sortBy: ReviewSort;
  sortOrder: SortOrder;
  viewer: boolean;
}

type ProductListFilterShape = Omit<ProductListShape, 'sortBy' | 'sortOrder' | 'viewer'>;

/** The optional filters of a product's list, as placeholders. */
const productListFilters = (shape: ProductListFilterShape): Array<SQL | undefined> => [
  shape.rating ? eq(reviews.rating, sql.placeholder('rating')) : undefined,
  shape.hasComment ? eq(reviews.hasComment, sql.placeholder('hasComment')) : undefined,
  shape.reviewType ? eq(reviews.type, sql.placeholder('reviewType')) : undefined,
];

const productListWhere = (shape: ProductListFilterShape): SQL =>
  and(eq(reviews.productId, sql.placeholder('productId')), publicReview, ...productListFilters(shape))!;

const productListPage = preparedPerShape((db, shape: ProductListShape, name) =>
  selectReviews(db, shape.viewer ? sql.placeholder('viewerId') : null)
    .where(productListWhere(shape))
    .orderBy(...reviewOrder(shape.sortBy, shape.sortOrder))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

const productListCount = preparedPerShape((db, shape: ProductListFilterShape, name) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId))
    .where(productListWhere(shape))
    .prepare(name),
);

/** A product's public reviews with its filters and order. */
export async function productReviewPage(
  db: Db,
  productId: string,
  query: Page & ProductListFilters,
  viewerId: string | null,
) {
  const { filters, filterName, values, page } = productListArgs(productId, query, viewerId);
  const [rows, counted] = await Promise.all([
    page(db),
    productListCount(db, `reviews_product_count_${filterName}`, filters).execute(values),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** A product list's shape, its statements' names and values, and the page's statement run with them. */
function productListArgs(productId: string, query: Page & ProductListFilters, viewerId: string | null) {
  const filters = {
    rating: query.rating !== undefined,
    hasComment: query.hasComment !== undefined,
    reviewType: query.reviewType !== undefined,
  };
  const shape = { ...filters, sortBy: query.sortBy, sortOrder: query.sortOrder, viewer: viewerId !== null };
  const filterName = `${Number(filters.rating)}${Number(filters.hasComment)}${Number(filters.reviewType)}`;
  const values = {
    productId,
    ...(query.rating !== undefined ? { rating: query.rating } : {}),
    ...(query.hasComment !== undefined ? { hasComment: query.hasComment } : {}),
    ...(query.reviewType !== undefined ? { reviewType: query.reviewType } : {}),
  };
  const pageName = `reviews_product_page_${filterName}_${query.sortBy}_${query.sortOrder}_${shape.viewer ? 'v' : 'a'}`;
  const page = (db: Db) =>
    productListPage(db, pageName, shape).execute({
      ...values,
      ...(viewerId !== null ? { viewerId } : {}),
      limit: query.take,
      offset: (query.page - 1) * query.take,
    });
  return { filters, filterName, values, page };
}

/**
 * A public product's head: its scores (product_review_stats) and how many of its PUBLISHED reviews match the
 * filters; no row when the product is not public. The count needs no join: the product's own row is public here.
 */
const productListHead = preparedPerShape((db, shape: ProductListFilterShape, name) =>
  db
    .select({
      reviewCount: productReviewStats.reviewCount,
      ratingSum: productReviewStats.ratingSum,
      stars1: productReviewStats.stars1,
      stars2: productReviewStats.stars2,
      stars3: productReviewStats.stars3,
      stars4: productReviewStats.stars4,
      stars5: productReviewStats.stars5,
      total: sql<number>`(select count(*)::int from ${reviews} where ${and(
        eq(reviews.productId, products.id),
        eq(reviews.status, 'PUBLISHED'),
        ...productListFilters(shape),
      )})`.mapWith(Number),
    })
    .from(products)
    .innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId))
    .leftJoin(productReviewStats, eq(productReviewStats.productId, products.id))
    .where(and(eq(products.id, sql.placeholder('productId')), productIsPublic(products, creatorTeams)))
    .limit(1)
    .prepare(name),
);

/**
 * What a product's list shows: one page with its count and the product's summary, or null when the product is not
 * public. The head and the page are sent at once (the page of a product that is not public is empty).
 */
export async function productReviewList(
  db: Db,
  productId: string,
  query: Page & ProductListFilters,
  viewerId: string | null,
): Promise<{ rows: ReviewListRow[]; total: number; summary: ReviewSummary } | null> {
  const { filters, filterName, values, page } = productListArgs(productId, query, viewerId);
  const [heads, rows] = await Promise.all([
    productListHead(db, `reviews_product_head_${filterName}`, filters).execute(values),
    page(db),
  ]);
  const head = heads[0];
  if (!head) return null;
  return { rows, total: head.total, summary: summaryOf(head) };
}

/** A brand's public reviews over all its products, newest first (reviews_team_status_published_idx). */
export function brandReviewPage(db: DbOrTx, teamId: string, page: Page, viewerId: string | null) {
  return reviewPage(db, {
    ...page,
    where: and(eq(reviews.teamId, teamId), publicReview)!,
    orderBy: newestFirst,
    viewerId,
  });
}

/** A YouTuber's public video reviews, newest first. */
export function youtuberReviewPage(db: DbOrTx, userId: string, page: Page, viewerId: string | null) {
  return reviewPage(db, {
    ...page,
    where: and(eq(reviews.authorId, userId), eq(reviews.type, 'YOUTUBE'), publicReview)!,
    orderBy: newestFirst,
    viewerId,
  });
}

/** The newest public reviews of the whole platform (the home page; the same answer for everyone). */
export function latestReviews(db: DbOrTx, limit: number) {
  return selectReviews(db, null).where(publicReview).orderBy(desc(reviews.publishedAt), desc(reviews.id)).limit(limit);
}

/** The author's own reviews, every status, newest first. */
export function ownReviewPage(db: DbOrTx, authorId: string, page: Page) {
  return reviewPage(db, { ...page, where: eq(reviews.authorId, authorId), orderBy: newestFirst, viewerId: authorId });
}

export async function ownReviewOfProduct(db: DbOrTx, authorId: string, productId: string) {
  const [row] = await selectReviews(db, authorId)
    .where(and(eq(reviews.authorId, authorId), eq(reviews.productId, productId)))
    .limit(1);
  return row ?? null;
}

type StatsCounts = Pick<
  typeof productReviewStats.$inferSelect,
  'reviewCount' | 'ratingSum' | 'stars1' | 'stars2' | 'stars3' | 'stars4' | 'stars5'
>;

/**
 * Average, count and distribution of a product's PUBLISHED reviews from its stats row (kept by
 * reviews.aggregates.ts); a product without one, or without reviews, has none yet.
 */
function summaryOf(row: { [K in keyof StatsCounts]: StatsCounts[K] | null } | undefined): ReviewSummary {
  if (!row?.reviewCount || row.reviewCount <= 0) return { average: null, count: 0, distribution: [0, 0, 0, 0, 0] };
  return {
    average: roundAverage((row.ratingSum ?? 0) / row.reviewCount),
    count: row.reviewCount,
    distribution: [row.stars1 ?? 0, row.stars2 ?? 0, row.stars3 ?? 0, row.stars4 ?? 0, row.stars5 ?? 0],
  };
}

const visibleProduct = preparedPerDb((db) =>
  db
    .select({ one: sql<number>`1` })
    .from(products)
    .innerJoin(creatorTeams, eq(creatorTeams.id, products.teamId))
    .where(and(eq(products.id, sql.placeholder('productId')), productIsPublic(products, creatorTeams)))
    .limit(1)
    .prepare('reviews_product_visible'),
);

/** Whether the product is public (the product's list is 404 otherwise). */
export async function productIsVisible(db: Db, productId: string): Promise<boolean> {
  return (await visibleProduct(db).execute({ productId })).length > 0;
}

const productRef = (row: ReviewListRow) => ({
  id: row.productId,
  slug: row.productSlug,
  name: row.productName,
  brandName: row.brandName,
  creatorProfile: row.creatorProfile,
});

/**
 * How a published review's author was checked: every author verified their email before writing (the write rule), a
 * video review's channel is a verified YouTuber's, and a review a hold rule held was read by a moderator first.
 */
function authorChecks(row: Pick<ReviewListRow, 'type' | 'holdRules'>): ReviewAuthorCheck[] {
  const checks: ReviewAuthorCheck[] = ['EMAIL_VERIFIED'];
  if (row.type === 'YOUTUBE') checks.push('YOUTUBER_VERIFIED');
  if (row.holdRules.length > 0) checks.push('CHECKED_BEFORE_PUBLICATION');
  return checks;
}

export function toPublicReview(row: ReviewListRow): PublicReview {
  return {
    ...toReviewContent(row),
    author: toReviewAuthor(row),
    product: productRef(row),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    helpfulCount: row.helpfulCount,
    votedHelpful: Boolean(row.votedHelpful),
    mine: Boolean(row.mine),
    reported: Boolean(row.reported),
    reply: toReviewReply(row),
    checks: authorChecks(row),
  };
}

export function toOwnReview(row: ReviewListRow): OwnReview {
  return {
    ...toReviewContent(row),
    status: row.status,
    product: productRef(row),
    decisionReason: row.decisionReason,
    // Only a held review says which rules hold it (a published one's past holds are the moderators' business).
    holdRules: row.status === 'PENDING' ? row.holdRules : [],
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    helpfulCount: row.helpfulCount,
    reply: toReviewReply(row),
  };
}

/** An APPROVED YouTuber's person, by handle (case-insensitive); null for anyone else. */
export async function findPublicYoutuberUser(db: DbOrTx, handle: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: youtubers.userId })
    .from(youtubers)
    .where(and(sql`lower(${youtubers.handle}) = lower(${handle})`, youtuberIsPublic(youtubers)))
    .limit(1);
  return row?.userId ?? null;
}

/** A brand whose newest verification round is APPROVED, by its profile handle (case-insensitive), blocked or not. */
export async function findApprovedBrandId(db: DbOrTx, creatorProfile: string): Promise<string | null> {
  const [row] = await db
    .select({ id: creatorTeams.id })
    .from(creatorTeams)
    .where(and(sql`lower(${creatorTeams.profileHandle}) = lower(${creatorProfile})`, teamIsApproved(creatorTeams.id)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * An author's reviews counted: PUBLISHED and PENDING ones, the helpful votes on the published ones, and the products
 * they published a review of (reviews_author_created_idx).
 */
export async function authorTotals(db: DbOrTx, authorId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      published: sql<number>`(count(*) filter (where ${reviews.status} = 'PUBLISHED'))::int`,
      pending: sql<number>`(count(*) filter (where ${reviews.status} = 'PENDING'))::int`,
      helpful: sql<number>`coalesce(sum(${reviews.helpfulCount}) filter (where ${reviews.status} = 'PUBLISHED'), 0)::int`,
      productIds: sql<
        string[]
      >`coalesce(array_agg(${reviews.productId}) filter (where ${reviews.status} = 'PUBLISHED'), '{}')`,
    })
    .from(reviews)
    .where(eq(reviews.authorId, authorId));
  return {
    total: Number(row?.total ?? 0),
    published: Number(row?.published ?? 0),
    pending: Number(row?.pending ?? 0),
    helpful: Number(row?.helpful ?? 0),
    productIds: row?.productIds ?? [],
  };
}
