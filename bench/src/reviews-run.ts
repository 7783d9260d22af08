// The reviews part of `npm run bench`: its own server on data with reviews, the list routes through
// HTTP against their plain SQL at the same concurrency, and posting reviews (many reviewers, each on products it has
// not reviewed) against /api/health in the same run. With BENCH_DATABASE_URL (PostgreSQL holding `npm run seed:scale`
// data with reviews) it measures that, and removes the reviews it posted afterwards (the scores recounted); otherwise
// it seeds a smaller set (BENCH_REVIEWS_PRODUCTS, 2,000 products with 10 reviews each) on PGlite and says so.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { serverParts, type BenchPartOptions } from './bench-part.js';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROUTES } from '@plaudit/contract';
import { measureApi, measureSql, type CatalogueRoute, type SqlRunner } from './catalogue.js';
import { apiPath, pickReviewSamples, reviewRoutes, unreviewedProductsSql, type ReviewSamples } from './reviews.js';

interface CryptoModule {
  createPasswordHasher(cheap: boolean): { hash(password: string): Promise<string> };
  closeArgon2Threads(): Promise<void>;
}
interface AggregatesModule {
  recountReviewStats(db: unknown): Promise<void>;
}

export interface PostResult {
  rps: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** GET /api/health on the same server, just before. */
  healthRps: number;
  reviewers: number;
  /** The first refusal's status and body, when there was one. */
  firstFailure: string | null;
}

export interface ReviewsBench {
  setting: string;
  onPostgres: boolean;
  routes: CatalogueRoute[];
  post: PostResult;
}

const MODERATOR = { email: 'bench-moderator@bench.example', password: 'bench-moderator-password' };
/** Products each posting reviewer has in store: more than a run of a few seconds can use. */
const PER_REVIEWER = 400;

interface Prepared {
  samples: ReviewSamples;
  /** Reviewers who post, with the products each has not reviewed yet. */
  posters: Array<{ id: string; email: string; products: string[] }>;
}

async function prepare(db: SqlRunner, prefix: string, posters: number): Promise<Prepared> {
  const samples = await pickReviewSamples(db);
  if (samples.products.length === 0 || samples.teams.length === 0)
    throw new Error('no reviewed products or no scale brand owners: seed the scale data with reviews first');
  // Reviewers from number 1001 on: the first hundred are the scale YouTubers, whose reviews are video reviews.
  const reviewers = await db.rows<{ id: string; email: string }>(
    `select id, email from users where email like '${prefix}%'
     order by substring(email from ${prefix.length + 1} for position('@' in email) - ${prefix.length + 1})::int offset 1000 limit ${posters}`,
  );
  const withProducts = [];
  for (const r of reviewers)
    withProducts.push({
      ...r,
      products: (await db.rows<{ id: string }>(unreviewedProductsSql(r.id, PER_REVIEWER))).map((p) => p.id),
    });
  return { samples, posters: withProducts };
}

type Headers = Record<string, string>;

async function signIn(base: string, email: string, password: string): Promise<Headers> {
  const res = await fetch(`${base}${apiPath(ROUTES.auth.signIn.path, {})}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`sign-in of ${email} → ${res.status}: ${text.slice(0, 200)}`);
  const tokens = JSON.parse(text) as { accessToken: { token: string }; sessionId: string };
  return { authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId };
}

const TITLES = ['Great value', 'Does the job', 'Not for me', 'Solid', 'Would buy again'];
const WORDS = [
  'sturdy',
  'light',
  'quiet',
  'bright',
  'warm',
  'compact',
  'smooth',
  'loud',
  'fragile',
  'elegant',
  'handy',
  'cheap',
  'clever',
  'bulky',
];

/** POST a review, round-robin over the reviewers, each on its next unreviewed product; /api/health just before. */
async function measurePost(
  base: string,
  prepared: Prepared,
  password: string,
  seconds: number,
  connections: number,
  log: (line: string) => void,
): Promise<PostResult> {
  log(`signing in ${prepared.posters.length} reviewers`);
  const sessions: Array<{ headers: Headers; products: string[] }> = [];
  for (const p of prepared.posters)
    sessions.push({ headers: await signIn(base, p.email, password), products: [...p.products] });
  log(`GET /api/health: ${seconds} s`);
  const health = await autocannon({ url: `${base}/api/health`, duration: seconds, connections });
  log(`POST ${ROUTES.reviews.create.path}: ${seconds} s, ${sessions.length} reviewers`);
  let next = 0;
  let firstFailure: string | null = null;
  const post = await autocannon({
    url: base,
    duration: seconds,
    connections,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = next++;
          const session = sessions[n % sessions.length]!;
          const productId = session.products.shift();
          if (!productId) throw new Error('a reviewer ran out of unreviewed products: raise PER_REVIEWER');
          // Varied words: the near-duplicate rule compares texts, and a bench of identical texts would test only that.
          const comment =
            Array.from({ length: 8 }, (_, k) => WORDS[(n * 7 + k * 3 + (n >> k)) % WORDS.length]).join(' ') + ` (${n})`;
          return {
            ...request,
            path: apiPath(ROUTES.reviews.create.path, { productId }),
            headers: { ...request.headers, ...session.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ type: 'USER', rating: 1 + (n % 5), title: TITLES[n % TITLES.length], comment }),
          };
        },
        onResponse: (status, body) => {
          if (status !== 201) firstFailure ??= `${status} ${body.slice(0, 200)}`;
        },
      },
    ],
  });
  if (firstFailure) log(`POST review: first failure: ${firstFailure}`);
  return {
    rps: post.requests.total / post.duration,
    p99: post.latency.p99,
    requests: post.requests.total,
    non2xx: post.non2xx + post.errors + post.timeouts,
    healthRps: health.requests.total / health.duration,
    reviewers: sessions.length,
    firstFailure,
  };
}

/** The GET routes: their SQL first (measured by the caller's runner), then through HTTP with the sessions they need. */
async function measureLists(
  base: string,
  prepared: Prepared,
  sql: (routes: ReturnType<typeof reviewRoutes>) => Promise<Map<string, { p50: number; p99: number }>>,
  password: string,
  seconds: number,
  connections: number,
  log: (line: string) => void,
): Promise<CatalogueRoute[]> {
  const sessions = new Map<string, Headers>();
  for (const team of prepared.samples.teams)
    sessions.set(team.ownerEmail, await signIn(base, team.ownerEmail, password));
  const moderator = await signIn(base, MODERATOR.email, MODERATOR.password);
  const routes = reviewRoutes(prepared.samples, sessions, moderator);
  return measureApi(base, routes, await sql(routes), seconds, connections, log);
}

export async function benchReviews(options: BenchPartOptions): Promise<ReviewsBench> {
  const { root, port, seconds, connections, log } = options;
  const { load, client, scale, runner } = await serverParts(root);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-bench-reviews-'));
  const url = process.env.BENCH_DATABASE_URL || undefined;
  const serverEnv = { DEMO_SEED: 'false', ADMIN_EMAIL: MODERATOR.email, ADMIN_PASSWORD: MODERATOR.password };
  const posters = connections * 2;
  try {
    if (url) {
      const database = client.fromPostgres(url, connections);
      const started = new Date();
      let prepared: Prepared | null = null;
      try {
        const counts = await scale.countScale(database);
        if (counts.reviews === 0)
          throw new Error('BENCH_DATABASE_URL holds no scale reviews: run `npm run seed:scale` first');
        prepared = await prepare(runner(database), scale.SCALE_REVIEWER_PREFIX, posters);
        const server = await options.start(dataDir, port, { ...serverEnv, DATABASE_URL: url });
        try {
          const routes = await measureLists(
            base,
            prepared,
            (r) => measureSql(runner(database), r, seconds, connections, log),
            scale.SCALE_REVIEWER_PASSWORD,
            seconds,
            connections,
            log,
          );
          const post = await measurePost(base, prepared, scale.SCALE_REVIEWER_PASSWORD, seconds, connections, log);
          return {
            setting: `PostgreSQL (BENCH_DATABASE_URL): ${counts.reviews} scale reviews over ${counts.products} products`,
            onPostgres: true,
            routes,
            post,
          };
        } finally {
          await options.stop(server);
        }
      } finally {
        if (prepared) {
          // The posted reviews go again, so the next run finds the same data; the scores are recounted without them.
          const ids = prepared.posters.map((p) => `'${p.id}'`).join(',');
          await scale.rawRows(
            database,
            `delete from reviews where author_id in (${ids}) and created_at >= '${started.toISOString()}'`,
          );
          await (await load<AggregatesModule>('modules/reviews/reviews.aggregates.js')).recountReviewStats(database.db);
        }
        await database.close();
      }
    }
    const products = Number(process.env.BENCH_REVIEWS_PRODUCTS ?? 2_000);
    log(
      `no BENCH_DATABASE_URL: seeding ${products} products with ${products * 10} reviews on PGlite (smaller than §6's 1,000,000)`,
    );
    const database = await client.openDatabase({ databaseUrl: undefined, dataDir });
    let prepared: Prepared;
    let sql: Map<string, { p50: number; p99: number }> | null = null;
    try {
      await database.migrate();
      const crypto = await load<CryptoModule>('lib/crypto.js');
      const passwordHash = await crypto.createPasswordHasher(false).hash(scale.SCALE_REVIEWER_PASSWORD);
      await crypto.closeArgon2Threads();
      const reviewers = Math.max(posters + 1_100, products);
      await scale.seedScale(
        database,
        {
          products,
          brands: Math.max(1, Math.round(products / 20)),
          pictures: [],
          reviews: { total: products * 10, reviewers, passwordHash },
        },
        (line) => log(`  seed ${line}`),
      );
      prepared = await prepare(runner(database), scale.SCALE_REVIEWER_PREFIX, posters);
      // PGlite is one process at a time: the SQL is timed now, with sessions standing in for nothing (it needs none).
      sql = await measureSql(
        runner(database),
        reviewRoutes(prepared.samples, new Map(), {}),
        seconds,
        connections,
        log,
      );
    } finally {
      await database.close();
    }
    const server = await options.start(dataDir, port, { ...serverEnv, DATABASE_URL: '' });
    try {
      const measured = sql;
      const routes = await measureLists(
        base,
        prepared,
        async () => measured,
        scale.SCALE_REVIEWER_PASSWORD,
        seconds,
        connections,
        log,
      );
      const post = await measurePost(base, prepared, scale.SCALE_REVIEWER_PASSWORD, seconds, connections, log);
      return {
        setting: `PGlite (no BENCH_DATABASE_URL): ${products * 10} reviews over ${products} products seeded for this run`,
        onPostgres: false,
        routes,
        post,
      };
    } finally {
      await options.stop(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
