// What the short links part of the bench prints, and its budgets.
import type { Budget } from './catalogue-report.js';
import type { LinksBench, LinksPair } from './links-run.js';

/** The redirect keeps at least this share of /api/health's throughput, with a p99 at most this multiple of health's. */
const REDIRECT_SHARE = 0.5;
const REDIRECT_P99_RATIO = 2;
/** A link's stats page: p99 at most this multiple of its statements' p99. */
const STATS_RATIO = 5;

/** The pair whose ratio is the median of its kind (the middle one of an odd count, the upper of an even one). */
function median(bench: LinksBench, ratio: (pair: LinksPair) => number): { pair: LinksPair; ratio: number } {
  const sorted = bench.pairs.map((pair) => ({ pair, ratio: ratio(pair) })).sort((a, b) => a.ratio - b.ratio);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const shareOf = (pair: LinksPair) => pair.redirect.rps / Math.max(pair.health.rps, 1e-9);
const p99Of = (pair: LinksPair) => pair.redirect.p99 / Math.max(pair.health.p99, 1);

export function linksLines(bench: LinksBench | null): string[] {
  if (!bench) return ['Short links: not measured'];
  const { clicks, stats } = bench;
  const load = (label: string, r: LinksPair['health']) =>
    `${label}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, ${r.unexpected} unexpected answers or errors; ` +
    `CPU ms/answer server ${r.cpu.server.toFixed(3)} / postgres ${r.cpu.postgres.toFixed(3)} / loader ${r.cpu.loader.toFixed(3)}`;
  const lines = [`Short links: ${bench.setting}`];
  bench.pairs.forEach((pair, index) =>
    lines.push(
      `pair ${index + 1}:`,
      `  ${load('GET /api/health', pair.health)}`,
      `  ${load('GET /s/{random slug}', pair.redirect)}`,
      `  redirect against health: ${(100 * shareOf(pair)).toFixed(0)}% of its throughput, p99 ${p99Of(pair).toFixed(2)}×`,
    ),
  );
  lines.push(
    `median pair: ${(100 * median(bench, shareOf).ratio).toFixed(0)}% of health's throughput, p99 ${median(bench, p99Of).ratio.toFixed(2)}×`,
    `clicks: ${clicks.served} redirects read by autocannon, ${clicks.written} written by the buffer, ${clicks.counted} in the link rollup; ${clicks.bots} crawler visits beside them`,
  );
  if (stats?.available)
    lines.push(
      `${stats.route}: API p50 ${stats.apiP50.toFixed(1)} ms, p99 ${stats.apiP99.toFixed(1)} ms, ${stats.apiRps.toFixed(0)}/s; its SQL p50 ${stats.sqlP50.toFixed(1)} ms, p99 ${stats.sqlP99.toFixed(1)} ms → ${(stats.apiP99 / Math.max(stats.sqlP99, 0.001)).toFixed(2)}×`,
    );
  else if (stats) lines.push(`${stats.route}: not available (${stats.note ?? ''})`);
  return lines;
}

export function linksBudgets(bench: LinksBench | null, failure?: string): Budget[] {
  if (!bench) return [{ name: 'the short links bench ran', pass: false, applies: true, value: failure ?? 'not run' }];
  const { clicks, stats } = bench;
  const share = median(bench, shareOf);
  const p99 = median(bench, p99Of);
  // autocannon stops reading at the end of each run: up to a connection's worth of redirects a run are served,
  // counted and never read. The crawler's visits outnumber those, so counting them would put the clicks past that.
  const allCounted =
    clicks.written >= clicks.served &&
    clicks.written - clicks.served < clicks.bots &&
    clicks.counted === clicks.written;
  const unexpected = bench.pairs.reduce((sum, pair) => sum + pair.redirect.unexpected, 0);
  const budgets: Budget[] = [
    {
      name: `GET /s/{slug} ≥ ${REDIRECT_SHARE * 100}% of GET /api/health's throughput (median of ${bench.pairs.length} pairs)`,
      pass: share.ratio >= REDIRECT_SHARE,
      applies: true,
      value: `${(100 * share.ratio).toFixed(0)}% (${share.pair.redirect.rps.toFixed(0)} against ${share.pair.health.rps.toFixed(0)} req/s)`,
    },
    {
      name: `GET /s/{slug} p99 ≤ ${REDIRECT_P99_RATIO}× GET /api/health's (median of ${bench.pairs.length} pairs)`,
      pass: p99.ratio <= REDIRECT_P99_RATIO,
      applies: true,
      value: `${p99.ratio.toFixed(2)}× (${p99.pair.redirect.p99} against ${p99.pair.health.p99} ms; pairs ${bench.pairs.map((pair) => p99Of(pair).toFixed(2)).join(', ')})`,
    },
    {
      name: 'every redirect 302, every one counted once after the rollup, no crawler counted',
      pass: allCounted && unexpected === 0,
      applies: true,
      value: `${clicks.served} read, ${clicks.written} written, ${clicks.counted} rolled up, ${unexpected} not 302`,
    },
  ];
  if (!stats || !stats.available) {
    budgets.push({
      name: 'a link stats page answered',
      pass: false,
      applies: true,
      value: stats?.note ?? 'not run',
    });
    return budgets;
  }
  const ratio = stats.apiP99 / Math.max(stats.sqlP99, 0.001);
  budgets.push({
    name: `${stats.route} p99 ≤ ${STATS_RATIO}× its SQL`,
    pass: ratio <= STATS_RATIO,
    applies: true,
    value: `${ratio.toFixed(2)}× (${stats.apiP99.toFixed(1)} against ${stats.sqlP99.toFixed(1)} ms)`,
  });
  return budgets;
}
