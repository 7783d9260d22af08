// What the events part of the bench prints, and its budgets (issue 19 §4), apart from run.ts's own figures.
import type { Budget } from './catalogue-report.js';
import type { EventsBench } from './events-run.js';

/** Events a second POST /api/events/batch must bring into PostgreSQL, and its share of a plain multi-row INSERT. */
const EVENTS_PER_SECOND = 25_000;
const BASELINE_SHARE = 0.5;

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
    { name: `events into PostgreSQL ≥ ${EVENTS_PER_SECOND.toLocaleString('en')}/s`, pass: bench.eventsPerSecond >= EVENTS_PER_SECOND, applies: bench.onPostgres, value: `${bench.eventsPerSecond.toFixed(0)}/s` },
    { name: `events ≥ ${BASELINE_SHARE * 100}% of a plain multi-row INSERT`, pass: share >= BASELINE_SHARE, applies: bench.onPostgres, value: `${(100 * share).toFixed(0)}% (${bench.baselinePerSecond.toFixed(0)}/s)` },
    // Requests still in flight when the load generator stops are answered and written but not counted by it.
    { name: 'events taken are all in the table', pass: bench.written >= bench.accepted, applies: true, value: `${bench.written} of ${bench.accepted}` },
  ];
}
