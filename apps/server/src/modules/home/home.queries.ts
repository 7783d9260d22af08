import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { creatorTeams, products } from '../../db/schema/index.js';
import { productIsPublic, teamIsApproved, teamIsBlocked } from '../catalogue/catalogue.rules.js';
import { ratingOrder, selectProductCards } from '../catalogue/catalogue.cards.js';

// SQL of the home page. Every read goes through the catalogue's visibility rules.

export function selectNewest(db: DbOrTx, limit: number) {
  return selectProductCards(db, { orderBy: [desc(products.publishedAt), desc(products.id)], limit });
}

/** Rated products only, best Bayesian average first (`prior`: the platform mean, reviews.scores.ts). */
export function selectTopRated(db: DbOrTx, limit: number, prior: number) {
  const score = ratingOrder(prior);
  return selectProductCards(db, {
    where: isNotNull(score),
    orderBy: [desc(score), desc(products.publishedAt), desc(products.id)],
    limit,
  });
}

/**
 * Approved, unblocked teams with public products, those with most products first; ties in an order that changes
 * once a day (a hash of the team and today's date), so the section is stable within a day and varies between days.
 */
export function selectBrandsToDiscover(db: DbOrTx, limit: number) {
  const productCount = sql<number>`count(${products.id})::int`;
  return db
    .select({
      name: creatorTeams.brandName,
      creatorProfile: creatorTeams.profileHandle,
      iconUrl: creatorTeams.iconUrl,
      bannerUrl: creatorTeams.bannerUrl,
      productCount,
    })
    .from(creatorTeams)
    .innerJoin(products, eq(products.teamId, creatorTeams.id))
    .where(
      and(
        productIsPublic(products, creatorTeams),
        teamIsApproved(creatorTeams.id),
        sql`not ${teamIsBlocked(creatorTeams)}`,
      ),
    )
    .groupBy(creatorTeams.id)
    .orderBy(desc(productCount), sql`md5(${creatorTeams.id}::text || current_date::text)`)
    .limit(limit);
}
