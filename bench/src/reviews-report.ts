// What the reviews part of the bench prints, and its budgets, apart from run.ts's own figures.
import type { Budget } from './catalogue-report.js';
import type { ReviewsBench } from './reviews-run.js';

const SQL_RATIO = 5;
/** Posting a review (one transaction with the scores) keeps at least this share of /api/health's throughput. */
const POST_SHARE = 0.3;

export function reviewsLines(bench: ReviewsBench | null): string[] {
  if (!bench) return ['Reviews: not measured'];
  const lines = [`Reviews: ${bench.setting}`];
  lines.push(`${'route'.padEnd(62)}   API p50   API p99   SQL p50   SQL p99  ratio p99   req/s`);
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(8);
  for (const r of bench.routes) {
    if (!r.available || r.note) {
      lines.push(
        `${r.route.padEnd(62)}  ${r.available ? '' : 'not available '}(${r.note ?? ''}); SQL p99 ${r.sqlP99.toFixed(1)} ms`,
      );
      continue;
    }
    lines.push(
      `${r.route.padEnd(62)} ${ms(r.apiP50)}  ${ms(r.apiP99)}  ${ms(r.sqlP50)}  ${ms(r.sqlP99)}  ${`${(r.apiP99 / Math.max(r.sqlP99, 0.001)).toFixed(2)}x`.padStart(9)}  ${r.apiRps.toFixed(0).padStart(6)}`,
    );
  }
  const p = bench.post;
  lines.push(
    `POST a review (${p.reviewers} reviewers, each on products it had not reviewed): ${p.rps.toFixed(0)}/s, p99 ${p.p99.toFixed(1)} ms, ` +
      `${p.requests} requests (${p.non2xx} not 201); GET /api/health ${p.healthRps.toFixed(0)}/s → ${((100 * p.rps) / Math.max(p.healthRps, 1e-9)).toFixed(0)}%`,
  );
  return lines;
}

export function reviewsBudgets(bench: ReviewsBench | null): Budget[] {
  const budgets: Budget[] = [];
  for (const r of bench?.routes ?? []) {
    if (!r.available) {
      budgets.push({ name: `${r.route} answered`, pass: false, applies: true, value: r.note ?? 'not available' });
      continue;
    }
    if (r.note) {
      budgets.push({ name: `${r.route} answered`, pass: false, applies: true, value: r.note });
      continue;
    }
    const ratio = r.apiP99 / Math.max(r.sqlP99, 0.001);
    budgets.push({
      name: `${r.route} p99 ≤ ${SQL_RATIO}× its SQL`,
      pass: ratio <= SQL_RATIO,
      applies: true,
      value: `${ratio.toFixed(2)}× (${r.apiP99.toFixed(1)} against ${r.sqlP99.toFixed(1)} ms)`,
    });
    if (r.non2xx > 0)
      budgets.push({ name: `${r.route} answered 2xx`, pass: false, applies: true, value: `${r.non2xx} not` });
  }
  if (bench) {
    const p = bench.post;
    const share = p.rps / Math.max(p.healthRps, 1e-9);
    budgets.push({
      name: `POST a review ≥ ${POST_SHARE * 100}% of GET /api/health`,
      pass: share >= POST_SHARE,
      applies: true,
      value: `${(100 * share).toFixed(0)}% (${p.rps.toFixed(0)} against ${p.healthRps.toFixed(0)}/s)`,
    });
    budgets.push({
      name: 'POST a review answered 201',
      pass: p.non2xx === 0,
      applies: true,
      value: p.firstFailure ? `${p.non2xx} not; first: ${p.firstFailure}` : 'all',
    });
  }
  return budgets;
}
