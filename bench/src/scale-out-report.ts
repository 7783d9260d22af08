// What the scale-out part of the bench prints, and its budgets.
import type { Budget } from './catalogue-report.js';
import type { ScaleOutBench } from './scale-out-run.js';

/** Two servers behind the balancer keep at least this share of one server's throughput (same cores). */
const PAIR_SHARE = 0.8;
/** What the Redis limiter may add to a sign-in at p50, in ms, over the in-memory one. */
const LIMITER_EXTRA_MS = 1;

export function scaleOutLines(bench: ScaleOutBench | null): string[] {
  if (!bench) return ['Scale-out: not measured'];
  const lines = [`Scale-out: ${bench.setting}`];
  for (const r of bench.routes ?? []) {
    lines.push(
      `${r.route}: one server ${r.directRps.toFixed(0)}/s straight, ${r.singleRps.toFixed(0)}/s behind HAProxy (p50 ${r.singleP50.toFixed(1)} ms); ` +
        `two behind HAProxy ${r.pairRps.toFixed(0)}/s (p50 ${r.pairP50.toFixed(1)} ms) → ${((100 * r.pairRps) / Math.max(r.singleRps, 1e-9)).toFixed(0)}% of one behind it, ` +
        `${((100 * r.pairRps) / Math.max(r.directRps, 1e-9)).toFixed(0)}% of one straight`,
    );
  }
  if (bench.limiter) {
    const l = bench.limiter;
    lines.push(
      `sign-in limiter, ${l.samples} takes: in memory p50 ${l.memoryP50.toFixed(3)} ms, in Redis p50 ${l.redisP50.toFixed(3)} ms → +${(l.redisP50 - l.memoryP50).toFixed(3)} ms`,
    );
  }
  return lines;
}

export function scaleOutBudgets(bench: ScaleOutBench | null): Budget[] {
  const budgets: Budget[] = bench?.routes
    ? []
    : [
        {
          name: 'scale-out measured (PostgreSQL, Redis and HAProxy)',
          pass: false,
          applies: false,
          value: bench?.setting ?? 'not run',
        },
      ];
  for (const r of bench?.routes ?? []) {
    const share = r.pairRps / Math.max(r.singleRps, 1e-9);
    budgets.push({
      name: `${r.route}: two servers behind the balancer ≥ ${PAIR_SHARE * 100}% of one behind it`,
      pass: share >= PAIR_SHARE,
      applies: true,
      value: `${(100 * share).toFixed(0)}% (${r.pairRps.toFixed(0)} against ${r.singleRps.toFixed(0)}/s)`,
    });
  }
  if (bench?.limiter) {
    const extra = bench.limiter.redisP50 - bench.limiter.memoryP50;
    budgets.push({
      name: `sign-in limiter in Redis adds < ${LIMITER_EXTRA_MS} ms at p50`,
      pass: extra < LIMITER_EXTRA_MS,
      applies: true,
      value: `+${extra.toFixed(3)} ms`,
    });
  }
  return budgets;
}
