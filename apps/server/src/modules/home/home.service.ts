import { LRUCache } from 'lru-cache';
import {
  HOME_BRANDS_COUNT,
  HOME_CACHE_SECONDS,
  HOME_CATEGORIES_COUNT,
  HOME_LATEST_REVIEWS_COUNT,
  HOME_NEWEST_COUNT,
  HOME_TOP_RATED_COUNT,
  type Home,
  type Language,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { toProductCard, type ProductCardRow } from '../catalogue/catalogue.cards.js';
import { categoryName, type CategoriesService } from '../categories/categories.service.js';
import type { ReviewListsService } from '../reviews/reviews.lists.service.js';
import { platformMean } from '../reviews/reviews.scores.js';
import { selectBrandsToDiscover, selectNewest, selectTopRated } from './home.queries.js';

// The home page: every section in one answer, kept in memory for HOME_CACHE_SECONDS so the busiest
// page costs the database one round of queries per half minute, whatever the traffic. A category or a product's
// publication changing, on any server, empties it (lib/cache-bus.ts); anything else shows on `/` within that time.

/** What the cache reads the time from (performance.now by default; a test may step its own). */
export interface Clock {
  now(): number;
}

/** The home as built, the same for every reader: its categories and products carry category names in each language. */
type HomeBuilt = Omit<Home, 'featuredCategories' | 'topRated' | 'newest'> & {
  featuredCategories: Awaited<ReturnType<CategoriesService['featured']>>;
  topRated: ProductCardRow[];
  newest: ProductCardRow[];
};

export class HomeService {
  private readonly cache: LRUCache<'home', HomeBuilt>;
  private pending: Promise<HomeBuilt> | null = null;
  /** Bumped by every change heard, so a home built before a change is never kept after it. */
  private generation = 0;

  constructor(
    private readonly deps: Pick<ServiceDeps, 'reads' | 'storage' | 'cacheBus'>,
    private readonly categories: CategoriesService,
    private readonly reviewLists: Pick<ReviewListsService, 'latest'>,
    clock?: Clock,
  ) {
    // ttlResolution 0: read the clock on every get (one entry; lru-cache's default keeps a reading for 1 ms).
    this.cache = new LRUCache<'home', HomeBuilt>({
      max: 1,
      ttl: HOME_CACHE_SECONDS * 1000,
      ttlResolution: 0,
      ...(clock ? { perf: clock } : {}),
    });
    // A category or a public product changed on any server: the next visitor's home is built afresh.
    deps.cacheBus.subscribe('categories', () => this.drop());
    deps.cacheBus.subscribe('catalogue', () => this.drop());
  }

  private drop(): void {
    this.generation += 1;
    this.cache.clear();
  }

  /** The home in `language`: one build serves every language, only the categories' names differ. */
  async get(language: Language = 'en'): Promise<Home> {
    const built = await this.built();
    const card = (row: ProductCardRow) => toProductCard(this.deps.storage, row, language);
    return {
      ...built,
      topRated: built.topRated.map(card),
      newest: built.newest.map(card),
      featuredCategories: built.featuredCategories.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: categoryName(c, language),
        icon: c.icon,
        productCount: c.productCount,
      })),
    };
  }

  private async built(): Promise<HomeBuilt> {
    const cached = this.cache.get('home');
    if (cached) return cached;
    // Requests arriving while the answer is being built share that one build.
    if (!this.pending) {
      const generation = this.generation;
      this.pending = this.build()
        .then((home) => {
          if (generation === this.generation) this.cache.set('home', home);
          return home;
        })
        .finally(() => {
          this.pending = null;
        });
    }
    return this.pending;
  }

  private async build(): Promise<HomeBuilt> {
    // The same page for everyone: it may come from a replica.
    const { reads: db } = this.deps;
    const prior = await platformMean(db);
    const [featuredCategories, topRated, newest, brands, latestReviews] = await Promise.all([
      this.categories.featured(HOME_CATEGORIES_COUNT),
      selectTopRated(db, HOME_TOP_RATED_COUNT, prior),
      selectNewest(db, HOME_NEWEST_COUNT),
      selectBrandsToDiscover(db, HOME_BRANDS_COUNT),
      this.reviewLists.latest(HOME_LATEST_REVIEWS_COUNT),
    ]);
    return {
      featuredCategories,
      topRated,
      newest,
      brands,
      latestReviews,
    };
  }
}
