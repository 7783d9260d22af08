// The catalogue's budgets: the brand page, the product page, the category list and search answer
// with p99 ≤ 5× the p99 of the plain SQL each of them runs, both measured in this run at the same concurrency on
// the same data; and search's p99 is printed beside its target (< 50 ms at 100,000 products). The SQL below is
// what those routes must do at least (find the brand, apply visibility, read one page of cards and count them), so
// the ratio is the price of everything else: HTTP, validation, mapping, serialisation.
import autocannon from 'autocannon';
import { CATALOGUE_TAKE_DEFAULT } from '@plaudit/contract';

/** The database the SQL runs on: the server's own Database handle from its build (PostgreSQL or PGlite). */
export interface SqlRunner {
  rows<T>(text: string): Promise<T[]>;
  /** The statement `GET /api/search?q=` runs (one page of `take` and the facets), through the server's own query module. */
  search(q: string, take: number): Promise<unknown>;
  /** The statements `GET /api/brands/{creatorProfile}/products` runs (the brand, a page of cards, the count), the server's own, prepared. */
  brandProducts(handle: string, take: number): Promise<unknown>;
  /** The statements `GET /api/products/{id}/reviews` runs (visibility, a page, the count, the summary), the server's own, prepared. */
  productReviews(productId: string, query: ProductReviewsQuery): Promise<unknown>;
}

/** A product review list's query as its route reads it (defaults filled in). */
export interface ProductReviewsQuery {
  page: number;
  take: number;
  sortBy: 'createdAt' | 'rating' | 'helpful';
  sortOrder: 'ASC' | 'DESC';
  rating?: number;
}

/**
 * One statement of a sample: plain SQL, or the server's own prepared statements of a route (search, a brand's
 * products, a product's reviews), run by its query modules as the route runs them.
 */
export type SqlStep =
  string | { search: string } | { brandProducts: string } | { productReviews: string; query: ProductReviewsQuery };

export interface CatalogueRoute {
  route: string;
  available: boolean;
  /** Why it was not measured (the status a first request got). */
  note?: string;
  apiP99: number;
  apiP50: number;
  apiRps: number;
  sqlP99: number;
  sqlP50: number;
  non2xx: number;
  /** A page drawn on the server is measured against the API route it shows (its route name), not against SQL. */
  against?: string;
}

const lit = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** The team `alias` is approved: an APPROVED round and none after it (as catalogue.visibility.ts asks it). */
const APPROVED = (
  alias: string,
) => `exists (select 1 from verifications v where v.team_id = ${alias}.id and v.status = 'APPROVED'
  and not exists (select 1 from verifications w where w.team_id = v.team_id
    and (w.submitted_at > v.submitted_at or (w.submitted_at = v.submitted_at and w.id > v.id))))`;
/** Who the public sees (catalogue.visibility.ts), over products `p` and teams `t`. */
const VISIBLE = `p.status = 'PUBLISHED'
  and not (t.access_status = 'BLOCKED' and (t.access_until is null or t.access_until > now()))
  and ${APPROVED('t')}`;
const COVER = `(select json_build_object('files', pi.files, 'width', pi.width, 'height', pi.height, 'alt', pi.alt)
  from product_images pi where pi.product_id = p.id order by pi.position limit 1) as cover`;
const CARD = `p.id, p.slug, p.name, p.published_at, t.brand_name, t.profile_handle, t.icon_url, c.slug as category_slug, c.name as category_name, ${COVER},
  prs.review_count, prs.rating_sum`;
/** A card's product, team, category and review scores (catalogue.cards.ts joins product_review_stats). */
const CARD_FROM =
  'from products p join creator_teams t on t.id = p.team_id join categories c on c.id = p.category_id left join product_review_stats prs on prs.product_id = p.id';

const brandSql = (
  handle: string,
) => `select t.id, t.brand_name, t.profile_handle, t.website, t.description, t.icon_url, t.banner_url, t.social,
  t.access_status, t.access_until, trs.review_count, trs.rating_sum
  from creator_teams t left join team_review_stats trs on trs.team_id = t.id where lower(t.profile_handle) = lower(${lit(handle)})
  and ${APPROVED('t')}`;

/**
 * The brand page: the brand with its score, and the categories its public products are in with their
 * counts (the page's filter chips) — what the route must read, so the ratio compares like with like.
 */
const brandPageSql = (handle: string) => [
  brandSql(handle),
  `select c.id, c.slug, c.name, count(*)::int as n from products p join creator_teams t on t.id = p.team_id join categories c on c.id = p.category_id
   where lower(t.profile_handle) = lower(${lit(handle)}) and ${VISIBLE} group by c.id, c.slug, c.name, c.position order by c.position, c.name`,
];

/**
 * The brand's product list: the server's own statements (catalogue.queries.ts, prepared), as the route runs them.
 * Written plainly and sent unprepared, PostgreSQL planned them on every run, and the ratio compared the route with a
 * slower query than the one it runs.
 */
const brandProductsSql = (handle: string): SqlStep[] => [{ brandProducts: handle }];

const productSql = (handle: string, slug: string) => [
  `select p.id, p.slug, p.name, p.description, p.tags, p.url, p.published_at, c.slug as category_slug, c.name as category_name,
     pc.slug as parent_slug, pc.name as parent_name, t.brand_name, t.profile_handle, t.icon_url, prs.review_count, prs.rating_sum,
     (select coalesce(json_agg(json_build_object('files', pi.files, 'width', pi.width, 'height', pi.height, 'alt', pi.alt) order by pi.position), '[]')
        from product_images pi where pi.product_id = p.id) as images
   ${CARD_FROM} left join categories pc on pc.id = c.parent_id
   where lower(t.profile_handle) = lower(${lit(handle)}) and p.slug = ${lit(slug)} and ${VISIBLE}`,
];

/**
 * Who the public sees, asked of the product's own row `p`: the team's approval is kept on each product
 * (products.team_approved, migration 0013), so a count reads products_listed_category_idx alone (migration 0015).
 */
const LISTED = `p.status = 'PUBLISHED' and p.team_approved and not p.team_id = any(array(select b.id from creator_teams b
  where b.access_status = 'BLOCKED' and (b.access_until is null or b.access_until > now())))`;

const categoriesSql = () => [
  `select c.id, c.slug, c.name, c.icon, c.parent_id, c.position, coalesce(k.n, 0)::int as product_count from categories c
   left join (select p.category_id, count(*)::int as n from products p where ${LISTED} group by p.category_id) k
     on k.category_id = c.id
   order by c.position, c.name`,
];

/** The category and its sub-categories as one array (an OR of the two made PostgreSQL read every product). */
const IN_CATEGORY = (
  slug: string,
) => `p.category_id = any(array(select x.id from categories x where x.slug = ${lit(slug)}
  or x.parent_id = (select y.id from categories y where y.slug = ${lit(slug)})))`;
const categoryProductsSql = (slug: string) => [
  `select id, slug, name, icon, parent_id from categories where slug = ${lit(slug)}`,
  `select ${CARD} ${CARD_FROM} where ${IN_CATEGORY(slug)} and ${VISIBLE} order by p.published_at desc nulls last, p.id limit 20`,
  `select count(*)::int as n from products p where ${IN_CATEGORY(slug)} and ${LISTED}`,
];

/**
 * Search's SQL is the server's own statement (search.queries.ts, prepared and planned once per connection), run by
 * the server's query module on the same data: what it must do at least cannot be written plainly and cheaply (one OR
 * of full text and trigram similarity over every product took 1.7 s a query at 100,000 products, so the ratio said
 * nothing). The ratio is then the price of HTTP, validation, the highlight and serialisation, as for the others.
 */
const searchSql = (q: string): SqlStep[] => [{ search: q }];

/** Typical queries: whole words, prefixes while typing, and typos. */
export const SEARCH_QUERIES = [
  'headphones',
  'wireless speaker',
  'keyb',
  'hedphones',
  'espreso',
  'camera',
  'studio lamp',
  'backpak',
  'northwind',
  'rugged tent',
];

interface Samples {
  brands: string[];
  products: Array<{ handle: string; slug: string }>;
  categories: string[];
}

/** Sample pages spread over the data (md5 order: the same every run, not clustered by insertion). */
export async function pickSamples(db: SqlRunner, count = 50): Promise<Samples> {
  const brands = await db.rows<{ h: string }>(
    `select t.profile_handle as h from creator_teams t where exists (select 1 from products p where p.team_id = t.id and ${VISIBLE}) order by md5(t.profile_handle) limit ${count}`,
  );
  const products = await db.rows<{ handle: string; slug: string }>(
    `select t.profile_handle as handle, p.slug from products p join creator_teams t on t.id = p.team_id where ${VISIBLE} order by md5(p.slug) limit ${count}`,
  );
  const categories = await db.rows<{ slug: string }>(`select slug from categories order by md5(slug) limit ${count}`);
  return { brands: brands.map((b) => b.h), products, categories: categories.map((c) => c.slug) };
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function runStep(db: SqlRunner, step: SqlStep): Promise<unknown> {
  if (typeof step === 'string') return db.rows(step);
  if ('search' in step) return db.search(step.search, CATALOGUE_TAKE_DEFAULT);
  if ('brandProducts' in step) return db.brandProducts(step.brandProducts, CATALOGUE_TAKE_DEFAULT);
  return db.productReviews(step.productReviews, step.query);
}

/** The statements of each sample in turn, from `concurrency` loops at once, for `seconds`; latency per sample. */
async function timeSql(db: SqlRunner, work: SqlStep[][], seconds: number, concurrency: number) {
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  let next = 0;
  const loop = async () => {
    while (Date.now() < end) {
      const statements = work[next++ % work.length]!;
      const started = process.hrtime.bigint();
      for (const statement of statements) await runStep(db, statement);
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export interface RouteWork {
  route: string;
  paths: string[];
  sql: SqlStep[][];
  /** Headers per path (same index; a session's bearer token for routes that need one). */
  headers?: Array<Record<string, string>>;
  /** See CatalogueRoute.against. */
  against?: string;
  /**
   * Ask for each path once before the warm-up: a page kept for anonymous readers is drawn on the first read of it,
   * and the run measures the pages people keep opening, not fifty first reads in its first seconds.
   */
  primeEach?: boolean;
}

/** The routes of §8 over the sampled pages, each with its paths and the SQL behind each path. */
export function catalogueRoutes(samples: Samples): RouteWork[] {
  const enc = encodeURIComponent;
  return [
    {
      route: 'GET /api/brands/{creatorProfile}',
      paths: samples.brands.map((h) => `/api/brands/${enc(h)}`),
      sql: samples.brands.map(brandPageSql),
    },
    {
      route: 'GET /api/brands/{creatorProfile}/products',
      paths: samples.brands.map((h) => `/api/brands/${enc(h)}/products`),
      sql: samples.brands.map(brandProductsSql),
    },
    {
      route: 'GET /api/brands/{creatorProfile}/products/{productSlug}',
      paths: samples.products.map((p) => `/api/brands/${enc(p.handle)}/products/${enc(p.slug)}`),
      sql: samples.products.map((p) => productSql(p.handle, p.slug)),
    },
    {
      // The product page as an anonymous reader from a search engine opens it: its HTML, drawn on the server.
      route: 'GET /brands/{creatorProfile}/{productSlug} (page)',
      paths: samples.products.map((p) => `/brands/${enc(p.handle)}/${enc(p.slug)}`),
      sql: [],
      headers: samples.products.map(() => ({ accept: 'text/html', 'accept-encoding': 'gzip, br' })),
      against: 'GET /api/brands/{creatorProfile}/products/{productSlug}',
      primeEach: true,
    },
    { route: 'GET /api/categories', paths: ['/api/categories'], sql: [categoriesSql()] },
    {
      route: 'GET /api/categories/{slug}/products',
      paths: samples.categories.map((s) => `/api/categories/${enc(s)}/products`),
      sql: samples.categories.map(categoryProductsSql),
    },
    {
      route: 'GET /api/search?q=…',
      paths: SEARCH_QUERIES.map((q) => `/api/search?q=${enc(q)}`),
      sql: SEARCH_QUERIES.map(searchSql),
    },
  ];
}

/**
 * Search as the route answers when it keeps no answer (a server started with SEARCH_CACHE_SECONDS=0): every search
 * runs its statement. The bench's ten queries are asked over and over, so with answers kept (the server's default,
 * search.answers.ts) nearly every one of them is answered from memory; this is the price of the searches nobody asked
 * in the last seconds, against the same SQL.
 */
export const SEARCH_EVERY_READ = 'GET /api/search?q=… (every search read: SEARCH_CACHE_SECONDS=0)';

/** The search route of `routes` renamed SEARCH_EVERY_READ, and its SQL's figures under that name too. */
export function searchEveryRead(routes: RouteWork[], sql: Map<string, { p50: number; p99: number }>): RouteWork[] {
  const search = routes.find((r) => r.route.startsWith('GET /api/search'));
  if (!search) return [];
  const figures = sql.get(search.route);
  if (figures) sql.set(SEARCH_EVERY_READ, figures);
  return [{ ...search, route: SEARCH_EVERY_READ }];
}

/** Each route's plain SQL, `concurrency` loops at once for `seconds`: p50 and p99 per page. */
export async function measureSql(
  db: SqlRunner,
  routes: RouteWork[],
  seconds: number,
  concurrency: number,
  log: (line: string) => void,
) {
  const out = new Map<string, { p50: number; p99: number }>();
  for (const r of routes) {
    if (r.sql.length === 0) continue;
    log(`SQL of ${r.route}: ${seconds} s`);
    out.set(r.route, await timeSql(db, r.sql, seconds, concurrency));
  }
  return out;
}

/** Load sent to each route before its measured run (see measureApi). */
const API_WARMUP_SECONDS = 1;

/** Each route through HTTP with autocannon (a 404 route is reported as not available), beside its SQL figures. */
export async function measureApi(
  base: string,
  routes: RouteWork[],
  sql: Map<string, { p50: number; p99: number }>,
  seconds: number,
  connections: number,
  log: (line: string) => void,
): Promise<CatalogueRoute[]> {
  const results: CatalogueRoute[] = [];
  for (const r of routes) {
    const plain = sql.get(r.route) ?? { p50: 0, p99: 0 };
    const empty = {
      apiP99: 0,
      apiP50: 0,
      apiRps: 0,
      sqlP99: plain.p99,
      sqlP50: plain.p50,
      non2xx: 0,
      ...(r.against ? { against: r.against } : {}),
    };
    if (r.paths.length === 0) {
      results.push({ route: r.route, available: false, note: 'no data to ask for', ...empty });
      continue;
    }
    const probe = await fetch(`${base}${r.paths[0]}`, { headers: r.headers?.[0] ?? {} });
    await probe.arrayBuffer();
    if (probe.status !== 200) {
      log(`${r.route}: not available (${probe.status} for ${r.paths[0]})`);
      results.push({ route: r.route, available: false, note: `${probe.status} for ${r.paths[0]}`, ...empty });
      continue;
    }
    let i = 0;
    const load = (duration: number) =>
      autocannon({
        url: base,
        duration,
        connections,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const n = i++ % r.paths.length;
              return { ...request, path: r.paths[n]!, headers: { ...request.headers, ...(r.headers?.[n] ?? {}) } };
            },
          },
        ],
      });
    if (r.primeEach)
      for (const [n, path] of r.paths.entries())
        await (await fetch(`${base}${path}`, { headers: r.headers?.[n] ?? {} })).arrayBuffer();
    // The same load first, not measured: a server that has served for a while keeps its database connections, and on
    // each of them the plans of its prepared statements (search plans its statement five times on each connection
    // before PostgreSQL settles on the generic plan). A short run would count that start in its p99.
    log(`${r.route}: warm-up ${API_WARMUP_SECONDS} s, then ${seconds} s over ${r.paths.length} pages`);
    await load(API_WARMUP_SECONDS);
    const api = await load(seconds);
    if (api.requests.total === 0) {
      // Slower than the run itself: autocannon has no latency to give. A failure, not a 0 ms p99.
      log(`${r.route}: no answer within ${seconds} s`);
      results.push({
        ...empty,
        route: r.route,
        available: true,
        note: `no answer within ${seconds} s`,
        non2xx: api.errors + api.timeouts + 1,
      });
      continue;
    }
    results.push({
      ...empty,
      route: r.route,
      available: true,
      apiP99: api.latency.p99,
      apiP50: api.latency.p50,
      apiRps: api.requests.total / api.duration,
      non2xx: api.non2xx + api.errors + api.timeouts,
    });
  }
  return results;
}
