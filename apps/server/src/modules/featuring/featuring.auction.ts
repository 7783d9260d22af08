import type { FeaturingLossReason } from '@plaudit/contract';

// The daily auction of one category featuring: a sealed second-price auction weighted by quality, the way search
// ads are sold (Google Ads' ad rank, Topsort's auctions). Pure: the close (featuring.close.service.ts) reads the bids,
// calls runAuction, and charges what it answers.
//
//   quality q = 0.5 + 0.5 × (the product's Bayesian review score ÷ 5)        0.5 without reviews, 1 at a perfect 5
//   score     = maxBid × q
//   the top `slots` scores win; a tie goes to the earlier bid
//   a winner pays max(reservePrice, ⌈score of the next bid below it ÷ its own q⌉), never more than its maxBid
//
// So a winner pays just enough to keep its place against the bid below it (or the reserve when nobody is below),
// whatever it offered: bidding one's true value is the best strategy, and a better-reviewed product pays less for
// the same place. A winner whose campaign budget or team credits cannot pay its price is skipped; everyone below it
// moves up and the prices are worked out again (its skip also changes the price of the winner above it). Losers pay
// nothing.
//
// Quality is kept in ten-thousandths (5000–10000) so that scores and prices are exact integer arithmetic: a float
// ⌈8 ÷ 0.8⌉ can come out 11.
//
// Worked example (reserve 5, 2 slots; featuring.auction.test.ts runs it):
//   A bids 20 at q 0.6 → score 12.0;  B bids 15 at q 0.9 → score 13.5;  C bids 10 at q 1.0 → score 10.0
//   order B (13.5), A (12.0), C (10.0)
//   B pays max(5, ⌈12.0 ÷ 0.9⌉) = 14;  A pays max(5, ⌈10.0 ÷ 0.6⌉) = 17;  C loses (OUTBID)
//   B bid less than A and ranks first: quality moved it up.

/** q in ten-thousandths: 5000 (0.5) to 10000 (1.0). */
export const QUALITY_UNIT = 10_000;

/** The quality of a product from its Bayesian review score (1–5, or null without reviews), in QUALITY_UNITs. */
export function qualityOf(bayesianScore: number | null): number {
  if (bayesianScore === null || !Number.isFinite(bayesianScore)) return QUALITY_UNIT / 2;
  const clamped = Math.min(5, Math.max(0, bayesianScore));
  return Math.round(QUALITY_UNIT / 2 + (QUALITY_UNIT / 2) * (clamped / 5));
}

export interface AuctionBid {
  key: string;
  maxBid: number;
  /** In QUALITY_UNITs (qualityOf). */
  quality: number;
  /** When the bid was placed (ms): the earlier wins a tie. */
  placedAt: number;
  /** What the campaign may still spend. */
  budgetLeft: number;
  /** What the team can pay: its available credits plus what this campaign already holds. */
  creditsLeft: number;
  /** Set when the bid may not take part at all (an eligibility rule); it loses with this reason. */
  ineligible?: FeaturingLossReason | null;
}

export interface AuctionOutcome {
  key: string;
  /** maxBid × quality, in QUALITY_UNITs. */
  score: number;
  won: boolean;
  /** 1 for the top slot; null for a bid that did not win. */
  rank: number | null;
  /** Credits to charge; null for a bid that did not win. */
  price: number | null;
  reason: FeaturingLossReason | null;
}

export interface AuctionInput {
  slots: number;
  reservePrice: number;
  bids: readonly AuctionBid[];
}

/** ⌈a ÷ b⌉ for non-negative integers. */
const ceilDiv = (a: number, b: number) => Math.floor((a + b - 1) / b);

const byScore = (a: AuctionBid & { score: number }, b: AuctionBid & { score: number }) =>
  b.score - a.score || a.placedAt - b.placedAt || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** The price of the bid at `index` of the ranked list: what keeps it above the next one, at least the reserve. */
function priceAt(ranked: readonly (AuctionBid & { score: number })[], index: number, reservePrice: number): number {
  const own = ranked[index]!;
  const next = ranked[index + 1];
  const secondPrice = next ? ceilDiv(next.score, own.quality) : 0;
  return Math.min(own.maxBid, Math.max(reservePrice, secondPrice));
}

/** Runs one day's auction; the outcomes come in the order of `bids`. */
export function runAuction(input: AuctionInput): AuctionOutcome[] {
  const { slots, reservePrice } = input;
  const outcomes = new Map<string, AuctionOutcome>();
  const lose = (bid: AuctionBid & { score: number }, reason: FeaturingLossReason) =>
    outcomes.set(bid.key, { key: bid.key, score: bid.score, won: false, rank: null, price: null, reason });

  let ranked: (AuctionBid & { score: number })[] = [];
  for (const bid of input.bids) {
    const scored = { ...bid, score: bid.maxBid * bid.quality };
    if (bid.ineligible) lose(scored, bid.ineligible);
    else if (bid.maxBid < reservePrice) lose(scored, 'BELOW_RESERVE');
    else if (bid.budgetLeft < reservePrice) lose(scored, 'NO_BUDGET');
    else if (bid.creditsLeft < reservePrice) lose(scored, 'NO_CREDITS');
    else ranked.push(scored);
  }
  ranked.sort(byScore);

  // Skip the first winner that cannot pay and work the prices out again, until every winner can pay.
  for (;;) {
    const count = Math.min(slots, ranked.length);
    let skipped = -1;
    for (let i = 0; i < count; i++) {
      const bid = ranked[i]!;
      const price = priceAt(ranked, i, reservePrice);
      if (price > bid.budgetLeft) lose(bid, 'NO_BUDGET');
      else if (price > bid.creditsLeft) lose(bid, 'NO_CREDITS');
      else continue;
      skipped = i;
      break;
    }
    if (skipped < 0) break;
    ranked = ranked.filter((_, i) => i !== skipped);
  }

  ranked.forEach((bid, i) => {
    if (i < slots) {
      outcomes.set(bid.key, {
        key: bid.key,
        score: bid.score,
        won: true,
        rank: i + 1,
        price: priceAt(ranked, i, reservePrice),
        reason: null,
      });
    } else lose(bid, 'OUTBID');
  });
  return input.bids.map((bid) => outcomes.get(bid.key)!);
}
