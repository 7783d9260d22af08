import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { REVIEW_BAYES_WEIGHT } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { rowsOf } from '../../db/rows.js';
import { productReviewStats } from '../../db/schema/index.js';

// How products are RANKED by their reviews; people always SEE the plain average and count.
//
//   score = (C × m + sum of ratings) / (C + number of reviews)
//
// the Bayesian average: every product starts with C = REVIEW_BAYES_WEIGHT (10) imaginary reviews at the platform's
// mean m (all PUBLISHED ratings over all products), and its own reviews pull it away from m as they add up. So one
// 5★ review (with m = 4: (40 + 5) / 11 ≈ 4.09) ranks below a hundred 4.8★ ones ((40 + 480) / 110 ≈ 4.73). A product
// without reviews has no score (NULL) and sorts after every rated one.
//
// m is read from product_review_stats at most once a minute per database and kept in memory: a sum over one row
// per product, never over reviews, and a minute-old mean moves no ranking visibly.

/** The mean before any review exists (the middle of 1–5). */
const EMPTY_PLATFORM_MEAN = 3;
const MEAN_TTL_MS = 60_000;

const cache = new WeakMap<object, { value: number; at: number; pending?: Promise<number> }>();

/** The platform's mean rating (m above), cached for a minute per database. */
export async function platformMean(db: DbOrTx): Promise<number> {
  const entry = cache.get(db);
  const now = Date.now();
  if (entry && now - entry.at < MEAN_TTL_MS) return entry.value;
  if (entry?.pending) return entry.pending;
  const pending = db
    .execute(
      sql`select sum(rating_sum)::float8 / nullif(sum(review_count), 0)::float8 as mean from ${productReviewStats}`,
    )
    .then((result) => {
      const mean = rowsOf<{ mean: number | string | null }>(result)[0]?.mean;
      const value = mean === null || mean === undefined ? EMPTY_PLATFORM_MEAN : Number(mean);
      cache.set(db, { value, at: Date.now() });
      return value;
    })
    .catch((error: unknown) => {
      cache.delete(db);
      throw error;
    });
  cache.set(db, { value: entry?.value ?? EMPTY_PLATFORM_MEAN, at: entry?.at ?? 0, pending });
  return pending;
}

/** Forgets the cached mean (tests that need a fresh one). */
export function forgetPlatformMean(db: DbOrTx): void {
  cache.delete(db);
}

/** The score above over product_review_stats (joined by the caller), NULL for a product without reviews. */
export function bayesianScore(prior: number): SQL<number | null> {
  return bayesianScoreOver(sql`${prior}`);
}

/** bayesianScore with the prior as SQL: a placeholder of a statement rendered once (search). */
export function bayesianScoreOver(prior: SQL | Placeholder): SQL<number | null> {
  return bayesianScoreOf({ count: productReviewStats.reviewCount, sum: productReviewStats.ratingSum }, prior);
}

/** The score above over any count and sum of ratings (search keeps them on its own rows). */
export function bayesianScoreOf(
  reviews: { count: AnyPgColumn | SQL; sum: AnyPgColumn | SQL },
  prior: SQL | Placeholder,
): SQL<number | null> {
  const c = REVIEW_BAYES_WEIGHT;
  return sql<number | null>`(case when ${reviews.count} > 0
    then (${c}::float8 * ${prior}::float8 + ${reviews.sum}) / (${c}::float8 + ${reviews.count}) end)`;
}

/** The average people see: one decimal (4.8), as every score of the catalogue shows it. */
export const roundAverage = (value: number): number => Math.round(value * 10) / 10;
