import { sql } from 'drizzle-orm';
import type { ReviewStatus } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { productReviewStats, teamReviewStats } from '../../db/schema/index.js';

// The scores: per product (count, sum, one count per star) and per team (count, sum), counting
// PUBLISHED reviews only. Every write that creates, deletes, re-rates or changes the status of a review calls
// applyReviewChange in its own transaction, so a page view never scans reviews. Deltas (`count = count + 1`), not
// recounts: two reviews of one product written at once each add their own, neither overwrites the other's.
// recountReviewStats is the full recount the seed uses and the tests compare against.

export interface CountedReview {
  productId: string;
  teamId: string;
  rating: number;
  status: ReviewStatus;
}

const counts = (review: CountedReview | null): review is CountedReview => review?.status === 'PUBLISHED';

/** Moves the stats from what `before` counted to what `after` counts (null: the review did not / no longer exist). */
export async function applyReviewChange(
  tx: DbOrTx,
  before: CountedReview | null,
  after: CountedReview | null,
): Promise<void> {
  const deltas = new Map<string, { teamId: string; count: number; sum: number; stars: number[] }>();
  const add = (review: CountedReview, sign: 1 | -1) => {
    const entry = deltas.get(review.productId) ?? { teamId: review.teamId, count: 0, sum: 0, stars: [0, 0, 0, 0, 0] };
    entry.count += sign;
    entry.sum += sign * review.rating;
    entry.stars[review.rating - 1]! += sign;
    deltas.set(review.productId, entry);
  };
  if (counts(before)) add(before, -1);
  if (counts(after)) add(after, 1);

  for (const [productId, d] of deltas) {
    if (d.count === 0 && d.sum === 0 && d.stars.every((n) => n === 0)) continue;
    const [s1, s2, s3, s4, s5] = d.stars as [number, number, number, number, number];
    await tx
      .insert(productReviewStats)
      .values({
        productId,
        teamId: d.teamId,
        reviewCount: d.count,
        ratingSum: d.sum,
        stars1: s1,
        stars2: s2,
        stars3: s3,
        stars4: s4,
        stars5: s5,
      })
      .onConflictDoUpdate({
        target: productReviewStats.productId,
        set: {
          reviewCount: sql`${productReviewStats.reviewCount} + ${d.count}`,
          ratingSum: sql`${productReviewStats.ratingSum} + ${d.sum}`,
          stars1: sql`${productReviewStats.stars1} + ${s1}`,
          stars2: sql`${productReviewStats.stars2} + ${s2}`,
          stars3: sql`${productReviewStats.stars3} + ${s3}`,
          stars4: sql`${productReviewStats.stars4} + ${s4}`,
          stars5: sql`${productReviewStats.stars5} + ${s5}`,
          updatedAt: sql`now()`,
        },
      });
    if (d.count === 0 && d.sum === 0) continue;
    await tx
      .insert(teamReviewStats)
      .values({ teamId: d.teamId, reviewCount: d.count, ratingSum: d.sum })
      .onConflictDoUpdate({
        target: teamReviewStats.teamId,
        set: {
          reviewCount: sql`${teamReviewStats.reviewCount} + ${d.count}`,
          ratingSum: sql`${teamReviewStats.ratingSum} + ${d.sum}`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/**
 * Rebuilds both stats tables from `reviews` (the demo and scale seeds after a bulk insert, the bench after taking its
 * reviews back; tests as the oracle). Only rows whose figures differ are written: deleting and inserting every row
 * left each stats row, and through the triggers of migration 0023 each search document, dead twice over at every
 * recount (200,000 dead documents after a recount of the scale data, and search read them all until a vacuum).
 */
export async function recountReviewStats(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    delete from product_review_stats s
    where not exists (select 1 from reviews r where r.product_id = s.product_id and r.status = 'PUBLISHED')`);
  await db.execute(sql`
    insert into product_review_stats as s (product_id, team_id, review_count, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5)
    select product_id, min(team_id::text)::uuid, count(*)::int, sum(rating)::int,
      count(*) filter (where rating = 1)::int, count(*) filter (where rating = 2)::int, count(*) filter (where rating = 3)::int,
      count(*) filter (where rating = 4)::int, count(*) filter (where rating = 5)::int
    from reviews where status = 'PUBLISHED' group by product_id
    on conflict (product_id) do update set team_id = excluded.team_id, review_count = excluded.review_count,
      rating_sum = excluded.rating_sum, stars_1 = excluded.stars_1, stars_2 = excluded.stars_2,
      stars_3 = excluded.stars_3, stars_4 = excluded.stars_4, stars_5 = excluded.stars_5, updated_at = now()
    where (s.team_id, s.review_count, s.rating_sum, s.stars_1, s.stars_2, s.stars_3, s.stars_4, s.stars_5)
      is distinct from (excluded.team_id, excluded.review_count, excluded.rating_sum, excluded.stars_1,
        excluded.stars_2, excluded.stars_3, excluded.stars_4, excluded.stars_5)`);
  await db.execute(sql`
    delete from team_review_stats t
    where not exists (select 1 from product_review_stats s where s.team_id = t.team_id)`);
  await db.execute(sql`
    insert into team_review_stats as t (team_id, review_count, rating_sum)
    select team_id, sum(review_count)::int, sum(rating_sum)::int from product_review_stats group by team_id
    on conflict (team_id) do update set review_count = excluded.review_count, rating_sum = excluded.rating_sum,
      updated_at = now()
    where (t.review_count, t.rating_sum) is distinct from (excluded.review_count, excluded.rating_sum)`);
}
