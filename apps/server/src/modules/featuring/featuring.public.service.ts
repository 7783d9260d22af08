import { LRUCache } from 'lru-cache';
import { inArray } from 'drizzle-orm';
import {
  FEATURING_CLEARING_DAYS,
  FEATURING_SLOTS_MAX,
  M,
  type CategoryFeaturing,
  type Language,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { products } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { selectProductCards, toProductCard } from '../catalogue/catalogue.cards.js';
import { addDays, dayOf } from './featuring.dates.js';
import { categoryRef } from './featuring.mapper.js';
import { clearingPrices, findCategoryBySlug } from './featuring.queries.js';
import * as pq from './featuring.public.queries.js';

// What every visitor sees of the featuring on a category page: the day's sponsored cards, each saying it is
// sponsored, who paid, on whose behalf and what it won, and the featuring's slots, reserve and recent clearing
// prices. Nothing about the reader is used, so one answer serves everyone: it is kept CACHE_MS per category,
// language and day, and a close on any server drops it (the cache bus).

const CACHE_MS = 30_000;

export class FeaturingPublicService {
  private readonly cache = new LRUCache<string, CategoryFeaturing>({ max: 2000, ttl: CACHE_MS });

  constructor(private readonly deps: Pick<ServiceDeps, 'db' | 'storage' | 'cacheBus'>) {
    deps.cacheBus.subscribe('featuring', () => this.cache.clear());
  }

  /** Drops every kept answer here and on the other servers (a day was closed, a featuring changed). */
  async changed(): Promise<void> {
    this.cache.clear();
    await this.deps.cacheBus.publish('featuring');
  }

  async ofCategory(slug: string, language: Language, now = new Date()): Promise<CategoryFeaturing> {
    const day = dayOf(now);
    const key = `${slug}|${language}|${day}`;
    const kept = this.cache.get(key);
    if (kept) return kept;
    const answer = await this.read(slug, language, day);
    this.cache.set(key, answer);
    return answer;
  }

  private async read(slug: string, language: Language, day: string): Promise<CategoryFeaturing> {
    const db = this.deps.db;
    const category = await findCategoryBySlug(db, slug);
    if (!category) throw new AppError('not_found', M.category.error.not_found);
    const [own, winners] = await Promise.all([
      pq.featuringOfCategory(db, category.id, day),
      pq.winnersOn(db, category.id, day, FEATURING_SLOTS_MAX),
    ]);
    const slots = own?.slots ?? FEATURING_SLOTS_MAX;
    const shown = winners.slice(0, slots);
    const [clearing, cards] = await Promise.all([
      own ? clearingPrices(db, [own.id], addDays(day, -FEATURING_CLEARING_DAYS)) : Promise.resolve([]),
      shown.length
        ? selectProductCards(db, {
            where: inArray(
              products.id,
              shown.map((w) => w.productId),
            ),
            orderBy: [],
            limit: shown.length,
          })
        : Promise.resolve([]),
    ]);
    const byId = new Map(cards.map((card) => [card.id, card]));
    return {
      category: categoryRef(category, language),
      featuring: own
        ? {
            slots: own.slots,
            reservePrice: own.reservePrice,
            clearing: clearing.map((row) => ({ day: row.day, prices: row.prices.map(Number) })),
          }
        : null,
      sponsored: shown.flatMap((winner, i) => {
        const card = byId.get(winner.productId);
        return card
          ? [
              {
                rank: i + 1,
                card: toProductCard(this.deps.storage, card, language),
                paidBy: winner.payerName,
                onBehalfOf: winner.brandName,
                category: categoryRef(winner.category, language),
                featuringId: winner.featuringId,
                day,
              },
            ]
          : [];
      }),
    };
  }
}
