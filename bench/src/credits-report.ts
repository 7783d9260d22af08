// What the credits part of the bench prints, and its budgets.
import type { Budget } from './catalogue-report.js';
import type { CreditsBench, Timing } from './credits-run.js';

/** The spend path keeps at least this share of a bare one-row update transaction's rate. */
const SPEND_SHARE = 0.5;
/** The ledger list's p99: at most this multiple of its SQL's. */
const LIST_RATIO = 5;

const ms = (n: number) => `${n.toFixed(2)} ms`;
const rate = (t: Timing) =>
  `${t.perSecond.toFixed(0)}/s (p50 ${ms(t.p50)}, p99 ${ms(t.p99)}, ${t.count} in ${t.seconds.toFixed(1)} s)`;

export function creditsLines(bench: CreditsBench | null): string[] {
  if (!bench) return ['Credits: not measured'];
  const lines = [
    `Credits: ${bench.setting}`,
    `bare one-row UPDATE transaction: ${rate(bench.bare)}; by round ${bench.bare.rounds.map((r) => r.toFixed(0)).join(', ')}/s`,
    `spend (CreditsService.spend: conditional UPDATE + entry, one statement): ${rate(bench.spend)}; by round ${bench.spend.rounds.map((r) => r.toFixed(0)).join(', ')}/s → ${((100 * bench.spend.perSecond) / Math.max(bench.bare.perSecond, 1e-9)).toFixed(0)}% of the bare update`,
  ];
  const r = bench.list;
  if (bench.sql)
    lines.push(
      `the ledger list's SQL, ${bench.entries.toLocaleString('en')} entries: both statements at once p50 ${ms(bench.sql.both.p50)}, p99 ${ms(bench.sql.both.p99)} ` +
        `(the page p50 ${ms(bench.sql.page.p50)}, p99 ${ms(bench.sql.page.p99)}; the count p50 ${ms(bench.sql.count.p50)}, p99 ${ms(bench.sql.count.p99)})`,
    );
  if (r)
    lines.push(
      r.available
        ? `${r.route}: API p50 ${ms(r.apiP50)}, p99 ${ms(r.apiP99)}, ${r.apiRps.toFixed(0)}/s → p99 ${(r.apiP99 / Math.max(r.sqlP99, 0.001)).toFixed(2)}× its SQL`
        : `${r.route}: not available (${r.note ?? ''})`,
    );
  return lines;
}

export function creditsBudgets(bench: CreditsBench | null): Budget[] {
  if (!bench) return [{ name: 'the credits bench ran', pass: false, applies: true, value: 'not run' }];
  const share = bench.spend.perSecond / Math.max(bench.bare.perSecond, 1e-9);
  const budgets: Budget[] = [
    {
      name: `credits spend ≥ ${SPEND_SHARE * 100}% of a bare one-row update transaction`,
      pass: share >= SPEND_SHARE,
      applies: true,
      value: `${(100 * share).toFixed(0)}% (${bench.spend.perSecond.toFixed(0)} against ${bench.bare.perSecond.toFixed(0)}/s)`,
    },
  ];
  const r = bench.list;
  if (!r?.available) {
    budgets.push({ name: 'the ledger list answered', pass: false, applies: true, value: r?.note ?? 'not run' });
    return budgets;
  }
  const ratio = r.apiP99 / Math.max(r.sqlP99, 0.001);
  budgets.push(
    {
      name: `${r.route} p99 ≤ ${LIST_RATIO}× its SQL`,
      pass: ratio <= LIST_RATIO,
      applies: true,
      value: `${ratio.toFixed(2)}× (${r.apiP99.toFixed(1)} against ${r.sqlP99.toFixed(1)} ms)`,
    },
    { name: `${r.route} answered 2xx`, pass: r.non2xx === 0, applies: true, value: `${r.non2xx} not 2xx` },
  );
  return budgets;
}
