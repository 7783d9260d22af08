import {
  M,
  type BrandPage,
  type BrandProductsQuery,
  type Language,
  type ProductCardList,
  type ProductPage,
  type YoutuberPage,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/ids.js';
import { toProductCard } from './catalogue.cards.js';
import { toBrandPage, toProductPage, toYoutuberPage } from './catalogue.mapper.js';
import * as q from './catalogue.queries.js';
import type { ReviewListsService } from '../reviews/reviews.lists.service.js';
import { platformMean } from '../reviews/reviews.scores.js';

// The public brand, product and YouTuber pages and the YouTuber's page address. Everyone may read a
// page that is public; anything else is 404 in the error shape, the same for unknown, unapproved and unpublished.
// No HTTP here. Category names come in the reader's language.

const MORE_FROM_BRAND = 4;
/** Reviews in the product page's JSON-LD: enough for search engines, a small head. */
const HEAD_REVIEWS = 3;

const brandNotFound = () => new AppError('not_found', M.catalogue.error.brand_not_found);
const productNotFound = () => new AppError('not_found', M.catalogue.error.product_not_found);
/** Gone, not missing: the Plaudit team took a published product off its page (410, as a disabled short link). */
const productDisabled = () => new AppError('not_found', M.catalogue.error.product_disabled, 410);
const youtuberNotFound = () => new AppError('not_found', M.catalogue.error.youtuber_not_found);

type ProductsQuery = BrandProductsQuery;

export class CatalogueService {
  constructor(
    private readonly deps: Pick<ServiceDeps, 'reads' | 'storage'>,
    private readonly reviewLists: Pick<ReviewListsService, 'forHead'>,
  ) {}

  /** Public pages only: the same for everyone, so they may come from a replica. */
  private get db() {
    return this.deps.reads;
  }

  private async brandRow(creatorProfile: string) {
    const brand = await q.findApprovedBrand(this.db, creatorProfile);
    if (!brand) throw brandNotFound();
    return brand;
  }

  async brand(creatorProfile: string, language: Language = 'en'): Promise<BrandPage> {
    // Both by the handle, at once: one round trip. A blocked brand's products are not public, so it has no categories.
    const [brand, categories] = await Promise.all([
      q.findApprovedBrand(this.db, creatorProfile),
      q.brandCategories(this.db, creatorProfile),
    ]);
    if (!brand) throw brandNotFound();
    return toBrandPage(brand, brand.blocked ? [] : categories, language);
  }

  async brandProducts(
    creatorProfile: string,
    query: ProductsQuery,
    language: Language = 'en',
  ): Promise<ProductCardList> {
    const brand = await this.brandRow(creatorProfile);
    const { page, take } = query;
    const empty = { data: [], meta: { page, take, total: 0, pageCount: 1 } };
    if (brand.blocked || (query.categoryId !== undefined && !isUuid(query.categoryId))) return empty;
    const { rows, total } = await q.brandProductCards(this.db, {
      teamId: brand.id,
      ...(query.categoryId ? { categoryId: query.categoryId } : {}),
      sortBy: query.sortBy,
      ...(query.sortOrder ? { sortOrder: query.sortOrder } : {}),
      prior: query.sortBy === 'rating' ? await platformMean(this.db) : 0,
      limit: take,
      offset: (page - 1) * take,
    });
    return {
      data: rows.map((row) => toProductCard(this.deps.storage, row, language)),
      meta: { page, take, total, pageCount: Math.max(1, Math.ceil(total / take)) },
    };
  }

  async product(creatorProfile: string, productSlug: string, language: Language = 'en'): Promise<ProductPage> {
    // The brand and the product (with its pictures) are asked for at once: two round trips to the database, not three.
    const [brand, product] = await Promise.all([
      q.findApprovedBrand(this.db, creatorProfile),
      q.findPublicProduct(this.db, creatorProfile, productSlug),
    ]);
    if (!brand || brand.blocked || (product && product.teamId !== brand.id)) throw productNotFound();
    if (!product) {
      if (await q.isStaffDisabledProduct(this.db, brand.id, productSlug)) throw productDisabled();
      throw productNotFound();
    }
    const more = await q.findMoreFromBrand(this.db, brand.id, product.id, MORE_FROM_BRAND);
    return toProductPage(
      this.deps.storage,
      brand,
      product,
      more.map((row) => toProductCard(this.deps.storage, row, language)),
      language,
    );
  }

  async youtuber(handle: string): Promise<YoutuberPage> {
    const row = await q.findPublicYoutuber(this.db, handle);
    if (!row) throw youtuberNotFound();
    return toYoutuberPage(row);
  }

  /**
   * For the SEO head: the page data, or null when the page does not exist (the head then says 404 and noindex);
   * productOrNull answers 'disabled' for a product the Plaudit team disabled (410).
   */
  async brandOrNull(creatorProfile: string, language: Language = 'en') {
    return this.brand(creatorProfile, language).catch(nullOn404);
  }
  async productOrNull(
    creatorProfile: string,
    productSlug: string,
    language: Language = 'en',
  ): Promise<ProductPage | 'disabled' | null> {
    return this.product(creatorProfile, productSlug, language).catch((error: unknown) =>
      error instanceof AppError && error.status === 410 ? ('disabled' as const) : nullOn404(error),
    );
  }
  async youtuberOrNull(handle: string) {
    return this.youtuber(handle).catch(nullOn404);
  }
  /** A few published reviews of a public product for its JSON-LD (the most helpful first). */
  reviewsForHead(productId: string) {
    return this.reviewLists.forHead(productId, HEAD_REVIEWS);
  }

  sitemapCount() {
    return q.sitemapCount(this.db);
  }
  sitemapPage(limit: number, offset: number) {
    return q.sitemapRows(this.db, limit, offset);
  }
}

function nullOn404(error: unknown): null {
  if (error instanceof AppError && error.status === 404) return null;
  throw error;
}
