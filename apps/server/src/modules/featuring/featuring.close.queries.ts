import { and, asc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx.js';
import { rowsOf } from '../../db/rows.js';
import {
  campaignBids,
  campaigns,
  categories,
  creditAccounts,
  creatorTeams,
  featuringDays,
  featuringResults,
  featurings,
  productReviewStats,
  products,
  punishments,
} from '../../db/schema/index.js';
import { productIsPublic, teamIsApproved, teamIsBlocked } from '../catalogue/catalogue.rules.js';
import { inForce } from '../punishments/punishments.rules.js';
import { bayesianScore } from '../reviews/reviews.scores.js';
import { roleIn } from '../teams/teams.access.js';

// The daily close's SQL: which featurings are due, the claim that makes a day close once, every bid with what its
// eligibility needs, and the writes of the outcome.

/** Featurings open on `day` and not yet closed for it, in id order (the order every close takes them in). */
export function dueFeaturings(db: DbOrTx, day: string) {
  return db
    .select()
    .from(featurings)
    .where(
      and(
        eq(featurings.active, true),
        sql`${featurings.startsOn} <= ${day}`,
        or(sql`${featurings.endsOn} is null`, sql`${featurings.endsOn} >= ${day}`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(featuringDays)
            .where(and(eq(featuringDays.featuringId, featurings.id), eq(featuringDays.day, day))),
        ),
      ),
    )
    .orderBy(asc(featurings.id));
}

/**
 * Claims the featuring's day for this transaction: false when another close already did (it waits for that one to
 * commit, then sees its row). An advisory lock per featuring and day comes first, so two servers closing at once
 * queue here rather than both reading the bids.
 */
export async function claimDay(
  tx: DbOrTx,
  featuring: { id: string; slots: number; reservePrice: number },
  day: string,
): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('featuring-close'), hashtext(${`${featuring.id}:${day}`}))`,
  );
  const rows = await tx
    .insert(featuringDays)
    .values({
      featuringId: featuring.id,
      day,
      slots: featuring.slots,
      reservePrice: featuring.reservePrice,
      winners: 0,
      charged: 0,
    })
    .onConflictDoNothing()
    .returning({ day: featuringDays.day });
  return rows.length > 0;
}

export async function finishDay(
  tx: DbOrTx,
  featuringId: string,
  day: string,
  totals: { winners: number; charged: number },
): Promise<void> {
  await tx
    .update(featuringDays)
    .set(totals)
    .where(and(eq(featuringDays.featuringId, featuringId), eq(featuringDays.day, day)));
}

/** Locks the ACTIVE campaigns bidding on the featuring, in id order (no two closes lock them in another order). */
export async function lockBiddingCampaigns(tx: DbOrTx, featuringId: string): Promise<void> {
  await tx.execute(sql`select c.id from ${campaigns} c
    where c.status = 'ACTIVE' and exists (select 1 from ${campaignBids} b
      where b.campaign_id = c.id and b.featuring_id = ${featuringId} and b.active)
    order by c.id for update of c`);
}

/** A BAN or MUTE in force on an OWNER of the team. */
const ownerPunished = sql<boolean>`exists (select 1 from ${punishments}
  where ${punishments.type} in ('BAN', 'MUTE') and ${inForce}
  and ${roleIn(creatorTeams.id, punishments.userId)} = 'OWNER')`;

/** The product is public and in the featuring's category or one of its sub-categories. */
const listedIn = (categoryId: string) => sql<boolean>`(${productIsPublic(products, creatorTeams)} and (
  ${products.categoryId} = ${categoryId}
  or ${products.categoryId} in (select c.id from ${categories} c where c.parent_id = ${categoryId})))`;

/** Every active bid of an ACTIVE campaign on the featuring, with what the auction and its rules need. */
export function bidsToClose(db: DbOrTx, featuring: { id: string; categoryId: string }, prior: number) {
  return db
    .select({
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      teamId: campaigns.teamId,
      startsOn: campaigns.startsOn,
      endsOn: campaigns.endsOn,
      totalBudget: campaigns.totalBudget,
      spent: campaigns.spent,
      held: campaigns.held,
      productId: products.id,
      productName: products.name,
      maxBid: campaignBids.maxBid,
      placedAt: campaignBids.createdAt,
      brandName: creatorTeams.brandName,
      /** Who pays, as a sponsored card names it: the team's legal name from its billing details, else its brand. */
      payerName: sql<string>`coalesce(nullif(${creatorTeams.billingLegalName}, ''), ${creatorTeams.brandName})`,
      approved: sql<boolean>`${teamIsApproved(creatorTeams.id)}`,
      locked: sql<boolean>`${teamIsBlocked(creatorTeams)}`,
      ownerPunished,
      listed: listedIn(featuring.categoryId),
      bayesian: bayesianScore(prior),
    })
    .from(campaignBids)
    .innerJoin(campaigns, eq(campaigns.id, campaignBids.campaignId))
    .innerJoin(creatorTeams, eq(creatorTeams.id, campaigns.teamId))
    .innerJoin(products, eq(products.id, campaignBids.productId))
    .leftJoin(productReviewStats, eq(productReviewStats.productId, products.id))
    .where(
      and(eq(campaignBids.featuringId, featuring.id), eq(campaignBids.active, true), eq(campaigns.status, 'ACTIVE')),
    )
    .orderBy(asc(campaignBids.createdAt), asc(campaigns.id));
}
export type BidToClose = Awaited<ReturnType<typeof bidsToClose>>[number];

/** A winner's charge on its campaign: what it spent, what its hold became, EXHAUSTED once the budget is gone. */
export async function chargeCampaign(tx: DbOrTx, campaignId: string, price: number, heldAfter: number): Promise<void> {
  await tx.execute(sql`update ${campaigns} set spent = spent + ${price}, held = ${heldAfter},
    status = case when spent + ${price} >= total_budget then 'EXHAUSTED' else status end, updated_at = now()
    where id = ${campaignId}`);
}

export async function insertResults(tx: DbOrTx, rows: (typeof featuringResults.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(featuringResults).values(rows);
}

/** The SPEND entries' credits of a day (tests compare them to the results' prices). */
export async function chargedOn(db: DbOrTx, day: string): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(sum(price), 0)::int as total from ${featuringResults} where day = ${day}`,
  );
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
}

/**
 * Each team's available credits (balance − held), read in one statement from the credits area's accounts (a read
 * another area may make; every change still goes through CreditsService). A team without an account has none.
 * One read per featuring instead of one per bidding team: at 1,000 featurings × 50 bids that was 50,000 round trips.
 */
export async function availableOf(db: DbOrTx, teamIds: readonly string[]): Promise<Map<string, number>> {
  const available = new Map(teamIds.map((id) => [id, 0]));
  if (teamIds.length === 0) return available;
  const rows = await db
    .select({
      teamId: creditAccounts.teamId,
      available: sql<number>`(${creditAccounts.balance} - ${creditAccounts.held})::float8`,
    })
    .from(creditAccounts)
    .where(inArray(creditAccounts.teamId, [...teamIds]));
  for (const row of rows) available.set(row.teamId, Number(row.available));
  return available;
}
