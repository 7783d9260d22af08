import { and, asc, eq, notExists, or, sql } from 'drizzle-orm';
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
import { eachTeamIsApproved, productIsListed, teamIsBlocked } from '../catalogue/catalogue.rules.js';
import { inForce } from '../punishments/punishments.rules.js';
import { bayesianScoreOver } from '../reviews/reviews.scores.js';
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
 * queue here rather than both reading the bids; the insert's conflict check sees the other's committed row even
 * though this statement's snapshot was taken before the wait. One statement: the close runs it a thousand times.
 */
export async function claimDay(
  tx: DbOrTx,
  featuring: { id: string; slots: number; reservePrice: number },
  day: string,
): Promise<boolean> {
  const result = await tx.execute(sql`with locked as (
      select pg_advisory_xact_lock(hashtext('featuring-close'), hashtext(${`${featuring.id}:${day}`}))
    )
    insert into ${featuringDays} (featuring_id, day, slots, reserve_price, winners, charged)
    select ${featuring.id}::uuid, ${day}::date, ${featuring.slots}::int, ${featuring.reservePrice}::int, 0, 0
    from locked
    on conflict do nothing
    returning day`);
  return rowsOf(result).length > 0;
}

/** A BAN or MUTE in force on an OWNER of the team. */
const ownerPunished = sql<boolean>`exists (select 1 from ${punishments}
  where ${punishments.type} in ('BAN', 'MUTE') and ${inForce}
  and ${roleIn(creatorTeams.id, punishments.userId)} = 'OWNER')`;

/**
 * The product is public (the catalogue's rule as asked of the product's row) and in the featuring's category or one
 * of its sub-categories.
 */
const listedIn = sql<boolean>`(${productIsListed(products)} and (
  ${products.categoryId} = ${sql.placeholder('categoryId')}::uuid
  or ${products.categoryId} in (select c.id from ${categories} c where c.parent_id = ${sql.placeholder('categoryId')}::uuid)))`;

/**
 * Every active bid of an ACTIVE campaign on the featuring, with what the auction and its rules need, and the bidding
 * campaigns locked FOR UPDATE in id order (rows are locked after the sort, so no two closes lock them in another
 * order). The read and the lock are one statement; the caller puts the bids in the order they were placed.
 */
export function bidsToClose(db: DbOrTx, featuring: { id: string; categoryId: string }, prior: number) {
  return bidsStatement(db).execute({ featuringId: featuring.id, categoryId: featuring.categoryId, prior });
}

/** Prepared (named): a close runs it once per featuring, and its plan is most of its cost. */
function bidsStatement(db: DbOrTx) {
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
      approved: sql<boolean>`${eachTeamIsApproved(creatorTeams.id)}`,
      locked: sql<boolean>`${teamIsBlocked(creatorTeams)}`,
      ownerPunished,
      listed: listedIn,
      bayesian: bayesianScoreOver(sql.placeholder('prior')),
    })
    .from(campaignBids)
    .innerJoin(campaigns, eq(campaigns.id, campaignBids.campaignId))
    .innerJoin(creatorTeams, eq(creatorTeams.id, campaigns.teamId))
    .innerJoin(products, eq(products.id, campaignBids.productId))
    .leftJoin(productReviewStats, eq(productReviewStats.productId, products.id))
    .where(
      and(
        eq(campaignBids.featuringId, sql.placeholder('featuringId')),
        eq(campaignBids.active, true),
        eq(campaigns.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(campaigns.id))
    .for('update', { of: campaigns })
    .prepare('featuring_close_bids');
}
export type BidToClose = Awaited<ReturnType<typeof bidsToClose>>[number];

/** What a closed featuring day writes: every bid's outcome, the winners' campaigns and the day's totals. */
export interface DayOutcome {
  featuringId: string;
  day: string;
  results: Omit<typeof featuringResults.$inferInsert, 'featuringId' | 'day'>[];
  /** Per winner: the price its campaign spent and what the campaign holds after it. */
  charges: { campaignId: string; price: number; heldAfter: number }[];
  totals: { winners: number; charged: number };
}

/**
 * Writes a closed day in one statement: the results (immutable rows), each winner's campaign (what it spent, what
 * its hold became, EXHAUSTED once its budget is gone) and the totals on the claimed day's row.
 */
export async function writeDay(tx: DbOrTx, o: DayOutcome): Promise<void> {
  const results = o.results.map((r) => ({
    campaign_id: r.campaignId,
    team_id: r.teamId,
    product_id: r.productId,
    campaign_name: r.campaignName,
    brand_name: r.brandName,
    payer_name: r.payerName,
    product_name: r.productName,
    max_bid: r.maxBid,
    quality: r.quality,
    score: r.score,
    rank: r.rank ?? null,
    price: r.price ?? null,
    reason: r.reason ?? null,
    ledger_entry_id: r.ledgerEntryId ?? null,
  }));
  const charges = o.charges.map((c) => ({ campaign_id: c.campaignId, price: c.price, held_after: c.heldAfter }));
  await tx.execute(sql`with outcomes as (
      insert into ${featuringResults} (featuring_id, day, campaign_id, team_id, product_id, campaign_name, brand_name,
        payer_name, product_name, max_bid, quality, score, rank, price, reason, ledger_entry_id)
      select ${o.featuringId}::uuid, ${o.day}::date, r.campaign_id, r.team_id, r.product_id, r.campaign_name,
        r.brand_name, r.payer_name, r.product_name, r.max_bid, r.quality, r.score, r.rank, r.price, r.reason,
        r.ledger_entry_id
      from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as r(campaign_id uuid, team_id uuid, product_id uuid,
        campaign_name text, brand_name text, payer_name text, product_name text, max_bid int, quality int,
        score bigint, rank int, price int, reason text, ledger_entry_id text)
    ), charged as (
      update ${campaigns} c set spent = c.spent + w.price, held = w.held_after,
        status = case when c.spent + w.price >= c.total_budget then 'EXHAUSTED' else c.status end, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(charges)}::jsonb) as w(campaign_id uuid, price int, held_after int)
      where c.id = w.campaign_id
    )
    update ${featuringDays} set winners = ${o.totals.winners}, charged = ${o.totals.charged}
    where featuring_id = ${o.featuringId} and day = ${o.day}`);
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
  const result = await db.execute(sql`select team_id, (balance - held)::float8 as available from ${creditAccounts}
    where team_id = any(${`{${teamIds.join(',')}}`}::uuid[])`);
  for (const row of rowsOf<{ team_id: string; available: number }>(result)) {
    available.set(row.team_id, Number(row.available));
  }
  return available;
}
