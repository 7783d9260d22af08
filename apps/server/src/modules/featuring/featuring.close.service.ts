import type { FeaturingCloseResult, FeaturingLossReason } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import type { Tx } from '../../db/tx.js';
import { assertMay, type Actor } from '../admin/admin.policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { platformMean } from '../reviews/reviews.scores.js';
import { qualityOf, runAuction, type AuctionBid, type AuctionOutcome } from './featuring.auction.js';
import { dayOf, within } from './featuring.dates.js';
import type { FeaturingLedger } from './featuring.ledger.js';
import * as q from './featuring.close.queries.js';

// The daily close: for a day, every open featuring runs its auction (featuring.auction.ts) once. Each featuring is
// one transaction: it claims the (featuring, day) row first, so a second close of the same day — a retry, the admin's
// button, another server's job — waits for the first and then finds the day taken and charges nothing. Inside it the
// bidding campaigns are locked in id order as their bids are read, the winners are charged (a SPEND entry each, keyed
// by featuring, day and campaign, so even a replayed charge counts once) and every bid's outcome is written,
// immutable. Set-based, so a featuring costs a fixed handful of round trips whatever its bids and winners: the claim,
// the bids, the credits, the charges and the outcome. The job runs every few minutes on every server and closes the
// coming day once its close time has passed.

const DAY_MS = 86_400_000;

/** The day the close at `now` is for: the day that starts next once FEATURING_CLOSE_UTC has passed. */
export function dayToClose(now: Date, closeUtc: string): string {
  const [h, m] = closeUtc.split(':').map(Number) as [number, number];
  const offset = (h * 60 + m) * 60_000;
  // A close at 00:00 is for the day just begun; at 22:00, for the day that begins two hours later.
  return dayOf(new Date(now.getTime() + ((DAY_MS - offset) % DAY_MS)));
}

interface Closed {
  winners: number;
  charged: number;
}

export class FeaturingCloseService {
  constructor(
    private readonly deps: Pick<ServiceDeps, 'db' | 'config'>,
    private readonly ledger: FeaturingLedger,
    /** Tells the category pages' cache that a day was closed. */
    private readonly changed: () => Promise<void> = async () => undefined,
  ) {}

  /** POST /admin/featuring/close: the same work as the job, for one day, audited. */
  async closeByHand(actor: Actor, day: string): Promise<FeaturingCloseResult> {
    assertMay(actor, 'featuring.manage');
    const result = await this.closeDay(day);
    await recordAudit(this.deps.db, {
      actorId: actor.id,
      action: 'featuring.close',
      targetType: 'featuring_day',
      targetId: day,
      after: { ...result },
    });
    return result;
  }

  /** The job's tick: closes the coming day when its close time has passed (a closed featuring is skipped). */
  async closeDue(now = new Date()): Promise<FeaturingCloseResult> {
    return this.closeDay(dayToClose(now, this.deps.config.featuringCloseUtc));
  }

  /** Closes every featuring open on `day` that is not closed yet. */
  async closeDay(day: string): Promise<FeaturingCloseResult> {
    const due = await q.dueFeaturings(this.deps.db, day);
    const prior = await platformMean(this.deps.db);
    let featurings = 0;
    let winners = 0;
    let charged = 0;
    for (const featuring of due) {
      const closed = await this.deps.db.transaction((tx) => this.closeOne(tx, featuring, day, prior));
      if (!closed) continue;
      featurings += 1;
      winners += closed.winners;
      charged += closed.charged;
    }
    if (featurings > 0) await this.changed();
    return { day, featurings, winners, charged };
  }

  private async closeOne(
    tx: Tx,
    featuring: { id: string; categoryId: string; slots: number; reservePrice: number },
    day: string,
    prior: number,
  ): Promise<Closed | null> {
    if (!(await q.claimDay(tx, featuring, day))) return null;
    const rows = (await q.bidsToClose(tx, featuring, prior)).sort(
      (a, b) => a.placedAt.getTime() - b.placedAt.getTime() || (a.campaignId < b.campaignId ? -1 : 1),
    );
    const available = await q.availableOf(tx, [...new Set(rows.map((row) => row.teamId))]);

    const bids: AuctionBid[] = rows.map((row) => ({
      key: row.campaignId,
      maxBid: row.maxBid,
      quality: qualityOf(row.bayesian === null ? null : Number(row.bayesian)),
      placedAt: row.placedAt.getTime(),
      budgetLeft: row.totalBudget - row.spent,
      creditsLeft: row.held + (available.get(row.teamId) ?? 0),
      ineligible: ineligibility(row, day),
    }));
    const outcomes = settle(bids, rows, available, featuring);

    const won = rows.flatMap((row, i) => (outcomes[i]!.won && outcomes[i]!.price !== null ? [i] : []));
    const entries = await this.charge(
      tx,
      featuring.id,
      day,
      won.map((i) => ({ row: rows[i]!, outcome: outcomes[i]! })),
    );
    const entryOf = new Map(won.map((i, n) => [i, entries[n]!.id]));
    const charged = won.reduce((sum, i) => sum + outcomes[i]!.price!, 0);
    await q.writeDay(tx, {
      featuringId: featuring.id,
      day,
      results: rows.map((row, i) => ({
        campaignId: row.campaignId,
        teamId: row.teamId,
        productId: row.productId,
        campaignName: row.campaignName,
        brandName: row.brandName,
        payerName: row.payerName,
        productName: row.productName,
        maxBid: row.maxBid,
        quality: bids[i]!.quality,
        score: outcomes[i]!.score,
        rank: outcomes[i]!.rank,
        price: outcomes[i]!.price,
        reason: outcomes[i]!.reason,
        ledgerEntryId: entryOf.get(i) ?? null,
      })),
      charges: won.map((i) => {
        const row = rows[i]!;
        const price = outcomes[i]!.price!;
        const heldAfter = row.held - fromHeldOf(row, price);
        return {
          campaignId: row.campaignId,
          price,
          heldAfter: Math.min(heldAfter, row.totalBudget - row.spent - price),
        };
      }),
      totals: { winners: won.length, charged },
    });
    return { winners: won.length, charged };
  }

  /**
   * The winners' prices, one SPEND each (keyed by featuring, day and campaign, so a replayed charge counts once),
   * all in one statement. Each takes what its campaign holds, up to the price; the rest comes out of the team's
   * available credits, which settle() made sure are there.
   */
  private async charge(
    tx: Tx,
    featuringId: string,
    day: string,
    winners: { row: q.BidToClose; outcome: AuctionOutcome }[],
  ): Promise<{ id: string }[]> {
    if (winners.length === 0) return [];
    return this.ledger.spendMany(
      winners.map(({ row, outcome }) => ({
        teamId: row.teamId,
        credits: outcome.price!,
        fromHeld: fromHeldOf(row, outcome.price!),
        cause: {
          type: 'FEATURING_DAY' as const,
          id: featuringId,
          meta: { day, campaignId: row.campaignId, productId: row.productId, rank: outcome.rank },
        },
        idempotencyKey: `featuring:${featuringId}:${day}:${row.campaignId}`,
        actorId: null,
      })),
      tx,
    );
  }
}

/** What of a winner's price its campaign's hold pays (the rest, if any, comes from the available credits). */
const fromHeldOf = (row: q.BidToClose, price: number) => Math.min(price, row.held);

/** The first eligibility rule the bid fails on `day`, or null. */
function ineligibility(row: q.BidToClose, day: string): FeaturingLossReason | null {
  if (!within(day, row.startsOn, row.endsOn)) return 'CAMPAIGN_DATES';
  if (!row.approved) return 'TEAM_NOT_APPROVED';
  if (row.locked) return 'TEAM_LOCKED';
  if (row.ownerPunished) return 'OWNER_PUNISHED';
  if (!row.listed) return 'PRODUCT_NOT_LISTED';
  return null;
}

/**
 * Runs the auction until every winner's team can pay: two campaigns of one team may win the same day, and what
 * one holds on top of its hold is gone for the other. A winner that cannot pay what is left is run again with that
 * much, which skips it (its credits only go down, so this ends).
 */
function settle(
  bids: AuctionBid[],
  rows: readonly q.BidToClose[],
  available: ReadonlyMap<string, number>,
  featuring: { slots: number; reservePrice: number },
): AuctionOutcome[] {
  for (;;) {
    const outcomes = runAuction({ slots: featuring.slots, reservePrice: featuring.reservePrice, bids });
    const left = new Map(available);
    const winners = outcomes
      .map((outcome, i) => ({ outcome, i }))
      .filter(({ outcome }) => outcome.won)
      .sort((a, b) => a.outcome.rank! - b.outcome.rank!);
    let short = -1;
    for (const { outcome, i } of winners) {
      const row = rows[i]!;
      const lacking = Math.max(0, outcome.price! - row.held);
      const free = left.get(row.teamId) ?? 0;
      if (lacking > free) {
        short = i;
        bids[i] = { ...bids[i]!, creditsLeft: row.held + free };
        break;
      }
      left.set(row.teamId, free - lacking);
    }
    if (short < 0) return outcomes;
  }
}
