// Search under load on the scale data, for run.ts to call once a server runs on a PostgreSQL database
// filled by `npm run seed:scale`: for each query, the p99 of `GET /api/search` (autocannon) next to the p99 of the
// plain SQL that call runs, sent straight to PostgreSQL with the same concurrency for the same time. The budget is
// the ratio (≤ 5×, taken in one run so a busy machine moves both sides); "under 50 ms at 100,000 products" is the
// absolute target to print beside it. The SQL is the server's own: the built search module renders it, so the
// bench never keeps a copy that could drift.
//
// The server must run with RATE_LIMIT_PUBLIC_READS_PER_IP raised (search is throttled per IP like every public
// read; every bench request comes from one address), or the 429s show up in `non2xx`. It keeps each answer for
// SEARCH_CACHE_SECONDS (10 s), so a query asked over and over is answered from memory: start it with
// SEARCH_CACHE_SECONDS=0 to measure every search read. Even then the server lets concurrent requests for the same
// answer wait for one statement (search.answers.ts): ten connections asking one URL ran about one statement per ten
// requests. So each request asks its own page size in turn (ANSWER_KEYS of them, 24.5 hits on average, as the 24 the
// SQL side asks), and no two requests in flight share an answer.
//
// Alone: `DATABASE_URL=… BENCH_SEARCH_URL=http://127.0.0.1:3200 npx tsx bench/src/search.ts` (after a build).
import { loadavg } from 'node:os';
import { resolve, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { CATALOGUE_TAKE_MAX } from '@plaudit/contract';
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A common word, a typo, a prefix while typing, two words, a rare name. */
export const SEARCH_BENCH_QUERIES = ['coffee', 'cofee', 'head', 'wireless headphones', 'sennheisr'];

export interface SearchBenchOptions {
  /** Where the built server answers, e.g. http://127.0.0.1:3200. */
  baseUrl: string;
  /** The same database the server uses. */
  databaseUrl: string;
  queries?: string[];
  durationSeconds?: number;
  connections?: number;
  /** Results per page, as the web's search page asks (CATALOGUE_TAKE_DEFAULT). */
  take?: number;
}

export interface SearchBenchRow {
  query: string;
  /** Hits the query has (meta.total), so a query that finds nothing is visible. */
  total: number;
  http: { p50: number; p99: number; rps: number; requests: number; non2xx: number; errors: number };
  sql: { p50: number; p99: number; perSecond: number; statements: number };
  /** http.p99 / sql.p99: the budget is ≤ 5. */
  ratio: number;
  /** The absolute target. */
  under50ms: boolean;
}

/** The prior of the Bayesian rank the route reads from product_review_stats (reviews.scores.ts platformMean). */
const BENCH_PLATFORM_MEAN = 4;

interface SearchModule {
  searchTerms: (q: string) => unknown;
  searchWithFacets: (
    db: unknown,
    terms: unknown,
    filter: object,
    limit: number,
    offset: number,
    prior: number,
  ) => Promise<unknown>;
}

/** The statement `GET /api/search?q=` runs, as its prepared statement's name, text and parameters, rendered by the built server's own module. */
async function statementOf(q: string, take: number): Promise<{ name: string; text: string; values: unknown[] }> {
  const dist = join(ROOT, 'apps/server/dist/modules/search');
  const terms = (await import(pathToFileURL(join(dist, 'search.terms.js')).href)) as Pick<SearchModule, 'searchTerms'>;
  const queries = (await import(pathToFileURL(join(dist, 'search.queries.js')).href)) as Pick<
    SearchModule,
    'searchWithFacets'
  >;
  let captured: { name: string; text: string; values: unknown[] } | null = null;
  // The search runs a named prepared statement rendered once with placeholders (the server's lib/prepared.ts): the
  // recorder stands for drizzle's session and fills them as drizzle does.
  const session = {
    prepareQuery: (query: { sql: string; params: unknown[] }, _fields: unknown, name: string) => ({
      execute: async (values: Record<string, unknown>) => (
        (captured = { name, text: query.sql, values: fillPlaceholders(query.params, values) }),
        { rows: [] }
      ),
    }),
  };
  // The platform mean only moves the rating tie-break's numbers, not the statement's plan: any mean will do.
  await queries.searchWithFacets({ _: { session } }, terms.searchTerms(q), {}, take, 0, BENCH_PLATFORM_MEAN);
  if (!captured) throw new Error('search ran no statement');
  return captured;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Page sizes asked in turn, 1 to CATALOGUE_TAKE_MAX (48): a request shares its statement only with one asked 48
 * requests before it that is still running, which at 10 connections is one at least five times slower than the others.
 */
const ANSWER_KEYS = CATALOGUE_TAKE_MAX;

/** The search's URL path for `query`, each call with the next page size (ANSWER_KEYS). */
function eachItsOwnAnswer(query: string): (request: autocannon.Request) => autocannon.Request {
  let n = 0;
  return (request) => {
    n += 1;
    return { ...request, path: `/api/search?q=${encodeURIComponent(query)}&take=${(n % ANSWER_KEYS) + 1}` };
  };
}

/** Load sent before each measured run, on each side, not measured (see catalogue.ts measureApi). */
const WARMUP_SECONDS = 1;

/** `connections` loops sending the statement back to back for `seconds` (after WARMUP_SECONDS of the same); latency of each, in ms. */
async function loadSql(
  databaseUrl: string,
  statement: { name: string; text: string; values: unknown[] },
  seconds: number,
  connections: number,
) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  const latencies: number[] = [];
  const loops = async (ms: number, record: boolean) => {
    const until = performance.now() + ms;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const start = performance.now();
          await pool.query(statement);
          if (record) latencies.push(performance.now() - start);
        }
      }),
    );
  };
  try {
    // Every connection prepares the statement and plans it (five custom plans, then the generic one), as the server's
    // do.
    await loops(WARMUP_SECONDS * 1000, false);
    await loops(seconds * 1000, true);
  } finally {
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / seconds,
    statements: latencies.length,
  };
}

export async function benchSearch(options: SearchBenchOptions): Promise<SearchBenchRow[]> {
  const {
    baseUrl,
    databaseUrl,
    queries = SEARCH_BENCH_QUERIES,
    durationSeconds = 6,
    connections = 10,
    take = 24,
  } = options;
  const rows: SearchBenchRow[] = [];
  for (const query of queries) {
    const url = `${baseUrl}/api/search?q=${encodeURIComponent(query)}&take=${take}`;
    const first = await fetch(url);
    if (!first.ok) throw new Error(`GET ${url}: ${first.status} ${await first.text()}`);
    const total = ((await first.json()) as { meta: { total: number } }).meta.total;
    const requests = [{ setupRequest: eachItsOwnAnswer(query) }];
    await autocannon({ url, duration: WARMUP_SECONDS, connections, requests });
    const http = await autocannon({ url, duration: durationSeconds, connections, requests });
    const sql = await loadSql(databaseUrl, await statementOf(query, take), durationSeconds, connections);
    const ratio = sql.p99 > 0 ? http.latency.p99 / sql.p99 : Number.POSITIVE_INFINITY;
    rows.push({
      query,
      total,
      http: {
        p50: http.latency.p50,
        p99: http.latency.p99,
        rps: http.requests.total / http.duration,
        requests: http.requests.total,
        non2xx: http.non2xx,
        errors: http.errors + http.timeouts,
      },
      sql,
      ratio,
      under50ms: http.latency.p99 < 50,
    });
  }
  return rows;
}

/** One line per query, for the bench's report. */
export function formatSearchBench(rows: SearchBenchRow[]): string[] {
  return rows.map(
    (r) =>
      `search "${r.query}" (${r.total} hits): HTTP p99 ${r.http.p99.toFixed(1)} ms (p50 ${r.http.p50.toFixed(1)}, ` +
      `${r.http.rps.toFixed(0)}/s, non-2xx ${r.http.non2xx}) vs SQL p99 ${r.sql.p99.toFixed(1)} ms (p50 ${r.sql.p50.toFixed(1)}): ` +
      `${r.ratio.toFixed(2)}× (budget ≤ 5×); ${r.under50ms ? 'under' : 'OVER'} the 50 ms target`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.env.BENCH_SEARCH_URL ?? 'http://127.0.0.1:3200';
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL (the server's PostgreSQL) is required");
  const rows = await benchSearch({
    baseUrl,
    databaseUrl,
    durationSeconds: Number(process.env.BENCH_DURATION ?? 6),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    ...(process.env.BENCH_SEARCH_QUERIES ? { queries: process.env.BENCH_SEARCH_QUERIES.split(',') } : {}),
  });
  for (const line of formatSearchBench(rows)) console.log(line);
  // Figures from two shared cores mean little without what else ran meanwhile.
  console.log(
    `load average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (1, 5, 15 min)`,
  );
}
