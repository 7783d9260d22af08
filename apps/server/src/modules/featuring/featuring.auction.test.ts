import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { qualityOf, runAuction, type AuctionBid } from './featuring.auction.js';

// The auction on worked examples (each a rule a brand relies on) and, for random bids, the invariants that keep it
// honest: nobody pays more than its bid, its budget or its credits; losers pay nothing; the slots are never exceeded.

const RICH = 1_000_000;
const bid = (key: string, maxBid: number, quality: number, extra: Partial<AuctionBid> = {}): AuctionBid => ({
  key,
  maxBid,
  quality,
  placedAt: key.charCodeAt(0),
  budgetLeft: RICH,
  creditsLeft: RICH,
  ...extra,
});
const summary = (outcomes: ReturnType<typeof runAuction>) =>
  Object.fromEntries(outcomes.map((o) => [o.key, o.won ? `#${o.rank} pays ${o.price}` : o.reason]));

describe('quality', () => {
  it('is 0.5 without reviews and grows with the Bayesian score to 1 at 5', () => {
    expect(qualityOf(null)).toBe(5000);
    expect(qualityOf(0)).toBe(5000);
    expect(qualityOf(2.5)).toBe(7500);
    expect(qualityOf(4.09)).toBe(9090);
    expect(qualityOf(5)).toBe(10000);
  });
});

describe('the auction, worked examples', () => {
  it('the worked example of featuring.auction.ts: quality changes the order, each pays the next score ÷ its q', () => {
    const outcomes = runAuction({
      slots: 2,
      reservePrice: 5,
      bids: [bid('A', 20, 6000), bid('B', 15, 9000), bid('C', 10, 10000)],
    });
    expect(summary(outcomes)).toEqual({ A: '#2 pays 17', B: '#1 pays 14', C: 'OUTBID' });
  });

  it('a tie goes to the earlier bid, which then pays its whole bid', () => {
    const outcomes = runAuction({
      slots: 1,
      reservePrice: 1,
      bids: [bid('late', 10, 8000, { placedAt: 200 }), bid('early', 10, 8000, { placedAt: 100 })],
    });
    expect(summary(outcomes)).toEqual({ early: '#1 pays 10', late: 'OUTBID' });
  });

  it('alone (or with everyone below the reserve) a winner pays the reserve only', () => {
    expect(summary(runAuction({ slots: 3, reservePrice: 7, bids: [bid('A', 50, 10000)] }))).toEqual({
      A: '#1 pays 7',
    });
    // The second bid scores 3 × 0.5 = 1.5, far below: the reserve is the floor.
    expect(summary(runAuction({ slots: 1, reservePrice: 3, bids: [bid('A', 50, 10000), bid('B', 3, 5000)] }))).toEqual({
      A: '#1 pays 3',
      B: 'OUTBID',
    });
  });

  it('a winner without the budget for its price is skipped, the rest move up and prices are worked out again', () => {
    const outcomes = runAuction({
      slots: 1,
      reservePrice: 2,
      bids: [bid('A', 30, 10000, { budgetLeft: 10 }), bid('B', 20, 10000), bid('C', 8, 10000)],
    });
    // A would pay 20 (B's score), has 10: skipped. B now wins and pays C's 8, not A's 30.
    expect(summary(outcomes)).toEqual({ A: 'NO_BUDGET', B: '#1 pays 8', C: 'OUTBID' });
  });

  it('a skipped winner lowers the price of the winner above it', () => {
    const outcomes = runAuction({
      slots: 2,
      reservePrice: 1,
      bids: [bid('A', 40, 10000), bid('B', 30, 10000, { creditsLeft: 12 }), bid('C', 10, 10000)],
    });
    // With 12 credits B can pay its 10 and A pays B's 30.
    expect(summary(outcomes)).toEqual({ A: '#1 pays 30', B: '#2 pays 10', C: 'OUTBID' });
    const poorer = runAuction({
      slots: 2,
      reservePrice: 1,
      bids: [bid('A', 40, 10000), bid('B', 30, 10000, { creditsLeft: 9 }), bid('C', 10, 10000)],
    });
    // B cannot pay 10: skipped; A now pays C's 10 instead of B's 30, and C takes the second slot at the reserve.
    expect(summary(poorer)).toEqual({ A: '#1 pays 10', B: 'NO_CREDITS', C: '#2 pays 1' });
  });

  it('a budget or credits below the reserve never enter, a bid below a raised reserve neither', () => {
    const outcomes = runAuction({
      slots: 3,
      reservePrice: 5,
      bids: [
        bid('A', 10, 10000, { budgetLeft: 4 }),
        bid('B', 10, 10000, { creditsLeft: 4 }),
        bid('C', 4, 10000),
        bid('D', 10, 10000, { ineligible: 'TEAM_LOCKED' }),
      ],
    });
    expect(summary(outcomes)).toEqual({ A: 'NO_BUDGET', B: 'NO_CREDITS', C: 'BELOW_RESERVE', D: 'TEAM_LOCKED' });
  });

  it('the price is never above the bid, even when the next score divided by a low quality would be', () => {
    // A: 10 × 0.5 = 5; B: 5 × 1.0 = 5 (tie, B is earlier): B wins. Had A won, ⌈5 ÷ 0.5⌉ = 10, its whole bid.
    const outcomes = runAuction({
      slots: 1,
      reservePrice: 1,
      bids: [bid('A', 10, 5000, { placedAt: 2 }), bid('B', 5, 10000, { placedAt: 1 })],
    });
    expect(summary(outcomes)).toEqual({ A: 'OUTBID', B: '#1 pays 5' });
  });
});

describe('the auction, for any bids', () => {
  const bids = fc.uniqueArray(
    fc.record({
      key: fc.string({ minLength: 1, maxLength: 4 }),
      maxBid: fc.integer({ min: 1, max: 500 }),
      quality: fc.integer({ min: 5000, max: 10000 }),
      placedAt: fc.integer({ min: 0, max: 1000 }),
      budgetLeft: fc.integer({ min: 0, max: 600 }),
      creditsLeft: fc.integer({ min: 0, max: 600 }),
    }),
    { selector: (b) => b.key, maxLength: 12 },
  );

  it('no winner pays more than its bid, budget or credits; losers pay nothing; at most `slots` win', () => {
    fc.assert(
      fc.property(bids, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 100 }), (all, slots, reserve) => {
        const outcomes = runAuction({ slots, reservePrice: reserve, bids: all });
        const winners = outcomes.filter((o) => o.won);
        expect(winners.length).toBeLessThanOrEqual(slots);
        expect(winners.map((o) => o.rank).sort()).toEqual(winners.map((_, i) => i + 1));
        for (const outcome of outcomes) {
          const input = all.find((b) => b.key === outcome.key)!;
          if (!outcome.won) {
            expect(outcome.price).toBeNull();
            continue;
          }
          expect(outcome.price).toBeGreaterThanOrEqual(reserve);
          expect(outcome.price).toBeLessThanOrEqual(input.maxBid);
          expect(outcome.price).toBeLessThanOrEqual(input.budgetLeft);
          expect(outcome.price).toBeLessThanOrEqual(input.creditsLeft);
        }
        // A better score never ranks below a worse one among the winners.
        const ranked = [...winners].sort((a, b) => a.rank! - b.rank!);
        for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(ranked[i]!.score);
      }),
      { numRuns: 500 },
    );
  });
});
