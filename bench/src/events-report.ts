// What the events part of the bench prints, and its budgets, apart from run.ts's own figures.
import type { Budget } from './catalogue-report.js';
import type { EventsBench, StatsBench } from './events-run.js';

/** Events a second POST /api/events/batch must bring into PostgreSQL, and its share of a plain multi-row INSERT. */
const EVENTS_PER_SECOND = 25_000;
const BASELINE_SHARE = 0.5;

/** The stats call's p99: at most this multiple of its plain SQL, and under this many milliseconds. */
const STATS_RATIO = 5;
const STATS_P99_MS = 100;

export function statsLines(bench: StatsBench | null): string[] {
  if (!bench) return ['Dashboard stats: not measured'];
  const r = bench.route;
  if (!r) return [`Dashboard stats: ${bench.setting}`];
  if (!r.available) return [`Dashboard stats: ${bench.setting}; ${r.route} not available (${r.note ?? ''})`];
  return [
    `Dashboard stats: ${bench.setting}`,
    `${r.route}: API p50 ${r.apiP50.toFixed(1)} ms, p99 ${r.apiP99.toFixed(1)} ms, ${r.apiRps.toFixed(0)}/s; its SQL p50 ${r.sqlP50.toFixed(1)} ms, p99 ${r.sqlP99.toFixed(1)} ms → ${(r.apiP99 / Math.max(r.sqlP99, 0.001)).toFixed(2)}×`,
  ];
}

export function statsBudgets(bench: StatsBench | null): Budget[] {
  const r = bench?.route;
  if (!bench || !r)
    return [
      {
        name: 'dashboard stats measured on scale events',
        pass: false,
        applies: false,
        value: bench?.setting ?? 'not run',
      },
    ];
  if (!r.available)
    return [{ name: `${r.route} answered`, pass: false, applies: true, value: r.note ?? 'not available' }];
  const ratio = r.apiP99 / Math.max(r.sqlP99, 0.001);
  return [
    {
      name: `${r.route} p99 ≤ ${STATS_RATIO}× its SQL`,
      pass: ratio <= STATS_RATIO,
      applies: true,
      value: `${ratio.toFixed(2)}× (${r.apiP99.toFixed(1)} against ${r.sqlP99.toFixed(1)} ms)`,
    },
    {
      name: `${r.route} p99 < ${STATS_P99_MS} ms`,
      pass: r.apiP99 < STATS_P99_MS,
      applies: true,
      value: `${r.apiP99.toFixed(1)} ms`,
    },
  ];
}

export function eventsLines(bench: EventsBench | null): string[] {
  if (!bench) return ['Events: not measured'];
  const share = bench.eventsPerSecond / Math.max(bench.baselinePerSecond, 1e-9);
  return [
    `Events: ${bench.setting}`,
    `POST /api/events/batch: ${bench.requests} requests (${bench.non2xx} not 202), p99 ${bench.p99.toFixed(1)} ms; ${bench.accepted} events taken, ` +
      `${bench.written} in the table ${bench.drainSeconds.toFixed(1)} s after the load stopped → ${bench.eventsPerSecond.toFixed(0)} events/s`,
    `plain multi-row INSERT of as many rows: ${bench.baselinePerSecond.toFixed(0)} events/s → the API reaches ${(100 * share).toFixed(0)}%`,
  ];
}

export function eventsBudgets(bench: EventsBench | null): Budget[] {
  if (!bench) return [];
  const share = bench.eventsPerSecond / Math.max(bench.baselinePerSecond, 1e-9);
  return [
    {
      name: `events into PostgreSQL ≥ ${EVENTS_PER_SECOND.toLocaleString('en')}/s`,
      pass: bench.eventsPerSecond >= EVENTS_PER_SECOND,
      applies: bench.onPostgres,
      value: `${bench.eventsPerSecond.toFixed(0)}/s`,
    },
    {
      name: `events ≥ ${BASELINE_SHARE * 100}% of a plain multi-row INSERT`,
      pass: share >= BASELINE_SHARE,
      applies: bench.onPostgres,
      value: `${(100 * share).toFixed(0)}% (${bench.baselinePerSecond.toFixed(0)}/s)`,
    },
    // Requests still in flight when the load generator stops are answered and written but not counted by it.
    {
      name: 'events taken are all in the table',
      pass: bench.written >= bench.accepted,
      applies: true,
      value: `${bench.written} of ${bench.accepted}`,
    },
  ];
}
