// What the API keys part of the bench prints, and its budgets: GET /api/v1/me keeps at least half of /api/health's
// throughput (a key is checked from memory, not with a query per request), and GET /api/v1/reviews answers with p99
// ≤ 5× the p99 of the server's own statements for the same lists.
import type { ApiKeysBench, KeyLoad } from './api-keys-run.js';
import type { Budget } from './catalogue-report.js';

const ME_SHARE = 0.5;
const SQL_RATIO = 5;

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);

function loadLine(l: KeyLoad, health: number) {
  return (
    `${l.route.padEnd(34)} ${l.rps.toFixed(0).padStart(7)}/s ${ms(l.p50)} ${ms(l.p99)}  ${`${((100 * l.rps) / Math.max(health, 1e-9)).toFixed(0)}%`.padStart(5)}` +
    `  ${l.cpu.server.toFixed(3)} / ${l.cpu.postgres.toFixed(3)}  ${l.requests} (${l.unexpected} not 200)`
  );
}

export function apiKeysLines(bench: ApiKeysBench | null, failure?: string): string[] {
  if (!bench) return [`API keys: not measured${failure ? ` (${failure})` : ''}`];
  const lines = [`API keys: ${bench.setting}`];
  lines.push(
    `${'route'.padEnd(34)}    req/s       p50       p99  vs health  CPU ms/req server / postgres  requests ` +
      `(${bench.rounds} rounds, alternated)`,
  );
  lines.push(loadLine(bench.health, bench.health.rps));
  lines.push(loadLine(bench.me, bench.health.rps));
  if (bench.meFailure) lines.push(`GET /api/v1/me: first failure: ${bench.meFailure}`);
  lines.push(`${'route'.padEnd(34)}   API p50   API p99   SQL p50   SQL p99  ratio p99   req/s`);
  for (const r of bench.reviews) {
    if (!r.available || r.note) {
      lines.push(`${r.route.padEnd(34)}  ${r.available ? '' : 'not available '}(${r.note ?? ''})`);
      continue;
    }
    lines.push(
      `${r.route.padEnd(34)} ${ms(r.apiP50)} ${ms(r.apiP99)} ${ms(r.sqlP50)} ${ms(r.sqlP99)}  ${`${(r.apiP99 / Math.max(r.sqlP99, 0.001)).toFixed(2)}x`.padStart(9)}  ${r.apiRps.toFixed(0).padStart(6)}`,
    );
  }
  return lines;
}

export function apiKeysBudgets(bench: ApiKeysBench | null, failure?: string): Budget[] {
  if (!bench) return [{ name: 'the API keys bench ran', pass: false, applies: true, value: failure ?? 'no figures' }];
  const share = bench.me.rps / Math.max(bench.health.rps, 1e-9);
  const budgets: Budget[] = [
    {
      name: `GET /api/v1/me ≥ ${ME_SHARE * 100}% of GET /api/health`,
      pass: share >= ME_SHARE,
      applies: true,
      value: `${(100 * share).toFixed(0)}% (${bench.me.rps.toFixed(0)} against ${bench.health.rps.toFixed(0)}/s)`,
    },
    {
      name: 'GET /api/v1/me answered 200',
      pass: bench.me.unexpected === 0,
      applies: true,
      value: bench.meFailure ? `${bench.me.unexpected} not; first: ${bench.meFailure}` : 'all',
    },
  ];
  for (const r of bench.reviews) {
    if (!r.available || r.note) {
      budgets.push({ name: `${r.route} answered`, pass: false, applies: true, value: r.note ?? 'not available' });
      continue;
    }
    const ratio = r.apiP99 / Math.max(r.sqlP99, 0.001);
    budgets.push({
      name: `${r.route} p99 ≤ ${SQL_RATIO}× its SQL`,
      // The ratio is PostgreSQL's budget: PGlite answers one statement at a time in the server's own process.
      pass: ratio <= SQL_RATIO,
      applies: bench.onPostgres,
      value: `${ratio.toFixed(2)}× (${r.apiP99.toFixed(1)} against ${r.sqlP99.toFixed(1)} ms)`,
    });
    if (r.non2xx > 0)
      budgets.push({ name: `${r.route} answered 2xx`, pass: false, applies: true, value: `${r.non2xx} not` });
  }
  return budgets;
}
