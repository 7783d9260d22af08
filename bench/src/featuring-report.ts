// What the featuring part of the bench prints, and its budgets.
import type { Budget } from './catalogue-report.js';
import type { FeaturingBench } from './featuring-run.js';

/** The daily close of 1,000 featurings × 50 bids completes within this many seconds on PostgreSQL. */
const CLOSE_SECONDS = 30;
/** The category page with its sponsored cards: p99 at most this multiple of the same page without them. */
const PAGE_P99_RATIO = 1.2;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The page's p99 with the cards and without: the median of the rounds' p99s, each page's. */
function pageP99(bench: FeaturingBench) {
  const sponsored = median(bench.page.rounds.map((r) => r.sponsored.p99));
  const plain = median(bench.page.rounds.map((r) => r.plain.p99));
  return { sponsored, plain, ratio: sponsored / Math.max(plain, 1) };
}

export function featuringLines(bench: FeaturingBench | null): string[] {
  if (!bench) return ['Featuring: not measured'];
  const { close, page } = bench;
  const c = close.check;
  const lines = [
    `Featuring: ${bench.setting}`,
    `daily close: ${close.seconds.toFixed(1)} s for ${close.featurings} featurings (${((close.seconds * 1000) / Math.max(close.featurings, 1)).toFixed(1)} ms each), ` +
      `${close.winners} winners charged ${close.charged} credits; log prices ${c.logPrices}, SPEND entries ${c.spends}, ` +
      `${c.mismatched} winners whose entry differs from their price, ${c.overdrawn} accounts below zero, ${c.overspent} campaigns over budget`,
    `  per featuring: ${close.breakdown.map((b) => `${b.kind} ${b.ms.toFixed(2)} ms${b.count ? ` (${b.count} statements)` : ''}`).join('; ')}`,
  ];
  for (const [i, r] of page.rounds.entries()) {
    lines.push(
      `round ${i + 1}: ${page.path.sponsored} (sponsored cards) p50 ${r.sponsored.p50.toFixed(1)} ms, p99 ${r.sponsored.p99.toFixed(1)} ms; ` +
        `${page.path.plain} (none) p50 ${r.plain.p50.toFixed(1)} ms, p99 ${r.plain.p99.toFixed(1)} ms`,
    );
  }
  const p = pageP99(bench);
  lines.push(
    `category page p99 (median of the rounds): ${p.sponsored.toFixed(1)} ms with sponsored cards, ${p.plain.toFixed(1)} ms without → ${p.ratio.toFixed(2)}×; ` +
      `${page.non2xx} non-2xx answers or errors; cards drawn in the first HTML: ${page.sponsoredCards ? 'yes' : 'no'}`,
  );
  return lines;
}

export function featuringBudgets(bench: FeaturingBench | null, failure?: string): Budget[] {
  if (!bench) return [{ name: 'the featuring bench ran', pass: false, applies: true, value: failure ?? 'not run' }];
  const { close, page } = bench;
  const c = close.check;
  const p = pageP99(bench);
  return [
    {
      name: `daily close of ${close.featurings} featurings in < ${CLOSE_SECONDS} s (PostgreSQL)`,
      pass: close.seconds < CLOSE_SECONDS && close.featurings === c.featurings && close.featurings > 0,
      applies: true,
      value: `${close.seconds.toFixed(1)} s`,
    },
    {
      name: "daily close's charges equal the auction log's prices to the credit",
      pass:
        c.logPrices === c.spends &&
        c.logPrices === close.charged &&
        c.mismatched === 0 &&
        c.overdrawn === 0 &&
        c.overspent === 0,
      applies: true,
      value: `log ${c.logPrices}, SPEND ${c.spends}, answered ${close.charged}, ${c.mismatched} mismatched`,
    },
    {
      name: `category page with sponsored cards p99 ≤ ${PAGE_P99_RATIO}× without them`,
      pass: p.ratio <= PAGE_P99_RATIO && page.sponsoredCards && page.non2xx === 0,
      applies: true,
      value: `${p.ratio.toFixed(2)}× (${p.sponsored.toFixed(1)} against ${p.plain.toFixed(1)} ms)${page.sponsoredCards ? '' : ', cards not drawn'}${page.non2xx ? `, ${page.non2xx} errors` : ''}`,
    },
  ];
}
