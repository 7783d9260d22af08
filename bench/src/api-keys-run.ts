// The API keys part of `npm run bench` (BENCH_ONLY=api-keys runs it alone): the public API as a brand's own systems
// call it, with a key of a scale brand, on a server of its own (port BENCH_PORT + 12), as ratios in one run:
// - GET /api/health against GET /api/v1/me, alternated in rounds so a shared machine's drift hits both alike: what
//   a key costs on top of the bare server (its check from memory, the per-key rate limit and its headers, the scope);
// - GET /api/v1/reviews (the brand's list with the review list options) against the server's own statements for the
//   same lists (reviews.creator.queries.ts, as the route runs them), at the same concurrency.
// With BENCH_DATABASE_URL (PostgreSQL with `npm run seed:scale` data with reviews) it measures that: the key it makes
// is deleted afterwards. Without it, a smaller set is seeded on PGlite (BENCH_REVIEWS_PRODUCTS, 2,000 products with 10
// reviews each), and the run says so.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROUTES, creatorReviewsQuerySchema } from '@plaudit/contract';
import { serverParts, type BenchPartOptions, type ServerDatabase } from './bench-part.js';
import { measureApi, type CatalogueRoute } from './catalogue.js';
import { apiPath, pickReviewSamples, REVIEW_SEARCHES } from './reviews.js';

interface CryptoModule {
  createPasswordHasher(cheap: boolean): { hash(password: string): Promise<string> };
  closeArgon2Threads(): Promise<void>;
}
interface CreatorQueriesModule {
  listTeamReviews(db: unknown, filter: object): Promise<unknown>;
}

export interface KeyLoad {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 200, socket errors and timeouts. */
  unexpected: number;
  /** CPU milliseconds per answered request: the server process, PostgreSQL's processes (0 on PGlite). */
  cpu: { server: number; postgres: number };
}

export interface ApiKeysBench {
  setting: string;
  onPostgres: boolean;
  rounds: number;
  health: KeyLoad;
  me: KeyLoad;
  /** The first answer of /api/v1/me that was not 200, when there was one. */
  meFailure: string | null;
  reviews: CatalogueRoute[];
}

const ROUNDS = 2;
/** GET /api/v1/reviews with each review list option the brand's systems are likeliest to send. */
const REVIEW_QUERIES: Array<{ route: string; queries: Array<Record<string, string>> }> = [
  { route: 'GET /api/v1/reviews', queries: [{}] },
  { route: 'GET /api/v1/reviews?search=…', queries: REVIEW_SEARCHES.map((search) => ({ search })) },
  { route: 'GET /api/v1/reviews?rating=…', queries: [1, 2, 3, 4, 5].map((rating) => ({ rating: String(rating) })) },
  { route: 'GET /api/v1/reviews?sortBy=rating', queries: [{ sortBy: 'rating' }] },
  { route: 'GET /api/v1/reviews?page=5', queries: [{ page: '5' }] },
];

// ---- CPU (Linux /proc; zeros elsewhere) ----

const TICK_MS = 10;
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}
function postgresMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(pid));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

async function loadOnce(
  base: string,
  path: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
  pid: number,
  onPostgres: boolean,
  onFailure: (status: number, body: string) => void,
) {
  const before = { server: cpuMs(pid), postgres: onPostgres ? postgresMs() : 0 };
  const result = await autocannon({
    url: `${base}${path}`,
    duration: seconds,
    connections,
    headers,
    requests: [
      {
        method: 'GET',
        onResponse: (status, body) => {
          if (status !== 200) onFailure(status, body);
        },
      },
    ],
  });
  const after = { server: cpuMs(pid), postgres: onPostgres ? postgresMs() : 0 };
  // A PostgreSQL backend that ended meanwhile takes its CPU out of the sum: never below nothing.
  return {
    result,
    cpu: { server: after.server - before.server, postgres: Math.max(0, after.postgres - before.postgres) },
  };
}

/** Rounds of `paths` one after the other; each path's figures over its rounds (p99: the worst round's). */
async function alternate(
  base: string,
  work: Array<{ route: string; path: string; headers: Record<string, string> }>,
  seconds: number,
  connections: number,
  pid: number,
  onPostgres: boolean,
  log: (line: string) => void,
  onFailure: (route: string, status: number, body: string) => void,
): Promise<KeyLoad[]> {
  const slices = work.map(() => [] as Awaited<ReturnType<typeof loadOnce>>[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, w] of work.entries()) {
      log(`${w.route}: round ${round + 1} of ${ROUNDS}, ${seconds} s, ${connections} connections`);
      slices[i]!.push(
        await loadOnce(base, w.path, w.headers, seconds, connections, pid, onPostgres, (status, body) =>
          onFailure(w.route, status, body),
        ),
      );
    }
  }
  return work.map((w, i) => {
    const runs = slices[i]!;
    const requests = runs.reduce((n, r) => n + r.result.requests.total, 0);
    const seconds = runs.reduce((n, r) => n + r.result.duration, 0);
    const p50s = runs.map((r) => r.result.latency.p50).sort((a, b) => a - b);
    const per = (key: 'server' | 'postgres') => runs.reduce((n, r) => n + r.cpu[key], 0) / Math.max(1, requests);
    return {
      route: w.route,
      rps: requests / seconds,
      p50: p50s[Math.floor(p50s.length / 2)]!,
      p99: Math.max(...runs.map((r) => r.result.latency.p99)),
      requests,
      unexpected: runs.reduce((n, r) => n + r.result.non2xx + r.result.errors + r.result.timeouts, 0),
      cpu: { server: per('server'), postgres: per('postgres') },
    };
  });
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type ReviewQueries = (typeof REVIEW_QUERIES)[number];
type SqlFigures = Map<string, { p50: number; p99: number }>;

/** The server's own statements of each list (listTeamReviews), `concurrency` loops at once for `seconds`. */
async function measureListSql(
  database: ServerDatabase,
  queries: CreatorQueriesModule,
  teamId: string,
  routes: ReviewQueries[],
  seconds: number,
  concurrency: number,
  log: (line: string) => void,
): Promise<SqlFigures> {
  const out: SqlFigures = new Map();
  for (const r of routes) {
    log(`SQL of ${r.route}: ${seconds} s`);
    // The filter exactly as the route reads it: the contract's schema fills in the defaults.
    const filters = r.queries.map((query) => ({ ...creatorReviewsQuerySchema.parse(query), teamId }));
    const latencies: number[] = [];
    const end = Date.now() + seconds * 1000;
    let next = 0;
    const loop = async () => {
      while (Date.now() < end) {
        const filter = filters[next++ % filters.length]!;
        const started = process.hrtime.bigint();
        await queries.listTeamReviews(database.db, filter);
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, loop));
    latencies.sort((a, b) => a - b);
    out.set(r.route, { p50: percentile(latencies, 50), p99: percentile(latencies, 99) });
  }
  return out;
}

async function post<T>(base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} → ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Signs the brand's OWNER in and makes a key that may read reviews, through the API as a person would. */
async function makeKey(base: string, team: { teamId: string; ownerEmail: string }, password: string) {
  const tokens = await post<{ accessToken: { token: string }; sessionId: string }>(
    base,
    apiPath(ROUTES.auth.signIn.path, {}),
    { email: team.ownerEmail, password },
  );
  const created = await post<{ id: string; key: string }>(
    base,
    apiPath(ROUTES.apiKeys.create.path, { teamId: team.teamId }),
    { name: 'Bench CRM sync', scopes: ['reviews:read'], expiresInDays: 30 },
    { authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId },
  );
  return created;
}

async function measureAll(
  base: string,
  pid: number,
  onPostgres: boolean,
  key: string,
  sqlOf: (route: ReviewQueries) => Promise<SqlFigures>,
  seconds: number,
  connections: number,
  log: (line: string) => void,
) {
  const bearer = { authorization: `Bearer ${key}` };
  let meFailure: string | null = null;
  const [health, me] = await alternate(
    base,
    [
      { route: 'GET /api/health', path: '/api/health', headers: {} },
      { route: 'GET /api/v1/me', path: apiPath(ROUTES.publicApi.me.path, {}), headers: bearer },
    ],
    seconds,
    connections,
    pid,
    onPostgres,
    log,
    (route, status, body) => {
      if (route !== 'GET /api/health') meFailure ??= `${status} ${body.slice(0, 200)}`;
    },
  );
  // Each list's statements just before its route, so the machine's drift moves both sides of a ratio alike.
  const reviews: CatalogueRoute[] = [];
  for (const r of REVIEW_QUERIES) {
    const route = {
      route: r.route,
      paths: r.queries.map((query) => apiPath(ROUTES.publicApi.reviewList.path, {}, query)),
      sql: [],
      headers: r.queries.map(() => bearer),
    };
    reviews.push(...(await measureApi(base, [route], await sqlOf(r), seconds, connections, log)));
  }
  return { health: health!, me: me!, meFailure, reviews };
}

export async function benchApiKeys(options: BenchPartOptions): Promise<ApiKeysBench> {
  const { root, port, seconds, connections, log } = options;
  const { load, client, scale, runner } = await serverParts(root);
  const queries = await load<CreatorQueriesModule>('modules/reviews/reviews.creator.queries.js');
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-bench-api-keys-'));
  const url = process.env.BENCH_DATABASE_URL || undefined;
  // The per-key limit (600 a minute by default) would refuse the load itself: it is raised, and still counted.
  const serverEnv = { DEMO_SEED: 'false', API_KEY_RATE_LIMIT_PER_MINUTE: '1000000000' };
  try {
    if (url) {
      const database = client.fromPostgres(url, connections);
      let keyId: string | null = null;
      try {
        const counts = await scale.countScale(database);
        if (counts.reviews === 0)
          throw new Error('BENCH_DATABASE_URL holds no scale reviews: run `npm run seed:scale` first');
        const [team] = (await pickReviewSamples(runner(database), 1, 1)).teams;
        if (!team) throw new Error('no scale brand with reviews and an OWNER');
        const server = await options.start(dataDir, port, { ...serverEnv, DATABASE_URL: url });
        try {
          const key = await makeKey(base, team, scale.SCALE_REVIEWER_PASSWORD);
          keyId = key.id;
          const sqlOf = (r: ReviewQueries) =>
            measureListSql(database, queries, team.teamId, [r], seconds, connections, log);
          const measured = await measureAll(base, server.pid!, true, key.key, sqlOf, seconds, connections, log);
          const [reviewCount] = await scale.rawRows<{ n: number }>(
            database,
            `select count(*)::int as n from reviews where team_id = '${team.teamId}' and status <> 'REJECTED'`,
          );
          return {
            setting: `PostgreSQL (BENCH_DATABASE_URL): ${counts.reviews} scale reviews, a key of a brand with ${reviewCount?.n ?? 0} of them`,
            onPostgres: true,
            rounds: ROUNDS,
            ...measured,
          };
        } finally {
          await options.stop(server);
        }
      } finally {
        // The key goes again (with its audit trail kept), so runs never reach a team's limit of live keys.
        if (keyId) await scale.rawRows(database, `delete from api_keys where id = '${keyId}'`);
        await database.close();
      }
    }
    const products = Number(process.env.BENCH_REVIEWS_PRODUCTS ?? 2_000);
    log(`no BENCH_DATABASE_URL: seeding ${products} products with ${products * 10} reviews on PGlite`);
    const database = await client.openDatabase({ databaseUrl: undefined, dataDir });
    let team: { teamId: string; ownerEmail: string };
    let sql: SqlFigures;
    try {
      await database.migrate();
      const crypto = await load<CryptoModule>('lib/crypto.js');
      const passwordHash = await crypto.createPasswordHasher(false).hash(scale.SCALE_REVIEWER_PASSWORD);
      await crypto.closeArgon2Threads();
      await scale.seedScale(
        database,
        {
          products,
          brands: Math.max(1, Math.round(products / 20)),
          pictures: [],
          reviews: { total: products * 10, reviewers: products, passwordHash },
        },
        (line) => log(`  seed ${line}`),
      );
      const [picked] = (await pickReviewSamples(runner(database), 1, 1)).teams;
      if (!picked) throw new Error('the seed made no brand with reviews and an OWNER');
      team = picked;
      // PGlite is one process at a time: the SQL is timed now, before the server opens the database.
      sql = await measureListSql(database, queries, team.teamId, REVIEW_QUERIES, seconds, connections, log);
    } finally {
      await database.close();
    }
    const server = await options.start(dataDir, port, { ...serverEnv, DATABASE_URL: '' });
    try {
      const key = await makeKey(base, team, scale.SCALE_REVIEWER_PASSWORD);
      const measured = await measureAll(base, server.pid!, false, key.key, async () => sql, seconds, connections, log);
      return {
        setting: `PGlite (no BENCH_DATABASE_URL): ${products * 10} reviews over ${products} products seeded for this run`,
        onPostgres: false,
        rounds: ROUNDS,
        ...measured,
      };
    } finally {
      await options.stop(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
