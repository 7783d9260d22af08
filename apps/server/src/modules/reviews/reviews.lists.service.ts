import type { z } from 'zod';
import {
  M,
  type OwnReview,
  type OwnReviewList,
  type ProductReviews,
  type PublicReview,
  type PublicReviewList,
  type productReviewsQuerySchema,
  type reviewPageQuerySchema,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import * as r from './reviews.read.queries.js';

// The review lists people read: a product's (with its summary), a brand's, a YouTuber's, the home
// page's latest, and the author's own ones. No HTTP here; anything not public answers 404 as the catalogue does.

type ProductQuery = z.output<typeof productReviewsQuerySchema>;
type PageQuery = z.output<typeof reviewPageQuerySchema>;

const meta = (page: PageQuery, total: number) => ({
  page: page.page,
  take: page.take,
  total,
  pageCount: Math.max(1, Math.ceil(total / page.take)),
});

export class ReviewListsService {
  constructor(private readonly deps: Pick<ServiceDeps, 'db'>) {}

  private get db() {
    return this.deps.db;
  }

  async productList(productId: string, query: ProductQuery, viewerId: string | null): Promise<ProductReviews> {
    const list = isUuid(productId) ? await r.productReviewList(this.db, productId, query, viewerId) : null;
    if (!list) throw new AppError('not_found', M.review.error.product_not_found);
    return { data: list.rows.map(r.toPublicReview), meta: meta(query, list.total), summary: list.summary };
  }

  async brandList(creatorProfile: string, query: PageQuery, viewerId: string | null): Promise<PublicReviewList> {
    const teamId = await r.findApprovedBrandId(this.db, creatorProfile);
    if (!teamId) throw new AppError('not_found', M.catalogue.error.brand_not_found);
    // A blocked brand's products are not public, so its list is empty like its product list.
    const { rows, total } = await r.brandReviewPage(this.db, teamId, query, viewerId);
    return { data: rows.map(r.toPublicReview), meta: meta(query, total) };
  }

  async youtuberList(handle: string, query: PageQuery, viewerId: string | null): Promise<PublicReviewList> {
    const userId = await r.findPublicYoutuberUser(this.db, handle);
    if (!userId) throw new AppError('not_found', M.catalogue.error.youtuber_not_found);
    const { rows, total } = await r.youtuberReviewPage(this.db, userId, query, viewerId);
    return { data: rows.map(r.toPublicReview), meta: meta(query, total) };
  }

  /** The home page's newest reviews: the same answer for everyone (home is cached), so no viewer flags. */
  async latest(limit: number): Promise<PublicReview[]> {
    return (await r.latestReviews(this.db, limit)).map(r.toPublicReview);
  }

  /** A few published reviews of a public product, the most helpful first (the product page's JSON-LD). */
  async forHead(productId: string, take: number): Promise<PublicReview[]> {
    const { rows } = await r.productReviewPage(
      this.db,
      productId,
      { page: 1, take, sortBy: 'helpful', sortOrder: 'DESC' },
      null,
    );
    return rows.map(r.toPublicReview);
  }

  async mine(userId: string, productId: string): Promise<{ review: OwnReview | null }> {
    if (!isUuid(productId)) throw new AppError('not_found', M.review.error.product_not_found);
    const row = await r.ownReviewOfProduct(this.db, userId, productId);
    if (row) return { review: r.toOwnReview(row) };
    // No review yet: still 404 for a product nobody may see, so the answer says nothing about hidden products.
    if (!(await r.productIsVisible(this.db, productId)))
      throw new AppError('not_found', M.review.error.product_not_found);
    return { review: null };
  }

  /**
   * The author's newest reviews (every status) and their counts, for a YouTuber's dashboard: `productIds` are the
   * products of their PUBLISHED reviews, whose views the dashboard shows.
   */
  async authorOverview(userId: string, take: number) {
    const [{ rows }, totals] = await Promise.all([
      r.ownReviewPage(this.db, userId, { page: 1, take }),
      r.authorTotals(this.db, userId),
    ]);
    return { reviews: rows.map(r.toOwnReview), ...totals };
  }

  async authored(userId: string, query: PageQuery): Promise<OwnReviewList> {
    const { rows, total } = await r.ownReviewPage(this.db, userId, query);
    return { data: rows.map(r.toOwnReview), meta: meta(query, total) };
  }
}
