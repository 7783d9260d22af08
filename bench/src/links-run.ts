// The short links part of the benchmark, run on its own: `npm run build`, then
// `BENCH_LINKS_DATABASE_URL=postgres://…/postgres npx tsx bench/src/links-run.ts`. It makes a disposable database,
// seeds BENCH_LINKS (100,000) links over 500 brands (the scale seed's own code), starts the built server on it, and
// loads GET /api/health and GET /s/{random slug} (BENCH_LINKS_POOL narrows the slugs to the first N) with autocannon one after the other (BENCH_CONNECTIONS, 50), as
// ratios in one run: the redirect's throughput against health's, its p99 against health's. Then it lets the events
// buffer write, runs the rollup and checks that every redirect it served is counted once in the link rollups.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..', '..');
const adminUrl = process.env.BENCH_LINKS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LINKS = Number(process.env.BENCH_LINKS ?? 100_000);
const BRANDS = 500;
const SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3250);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const load = async <T>(file: string) => (await import(pathToFileURL(join(root, 'apps/server/dist', file)).href)) as T;

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

async function main() {
  const name = `plaudit_bench_links_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-bench-links-'));
  let server: ChildProcess | null = null;
  try {
    const client = await load<{
      fromPostgres(url: string, max?: number): { db: unknown; migrate(): Promise<void>; close(): Promise<void> };
    }>('db/client.js');
    const links = await load<{ seedScaleLinks(d: unknown, n: number, log?: (l: string) => void): Promise<void> }>(
      'seed/scale-links.js',
    );
    const database = client.fromPostgres(databaseUrl, 4);
    await database.migrate();
    const sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    await sql.query(
      `insert into creator_teams (brand_name, profile_handle, social, claimed_at)
       select 'Bench brand ' || i, 'scalebrand' || i, '{}'::jsonb, now() from generate_series(1, ${BRANDS}) i`,
    );
    let started = Date.now();
    await links.seedScaleLinks(database, LINKS);
    console.log(`seeded ${LINKS} links over ${BRANDS} brands in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await database.close();

    server = spawn('node', [join(root, 'apps/server/dist/server.js')], {
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        NODE_ENV: '', // local mode, as the other bench parts run it
        LOG_LEVEL: 'warn', // a log line per request would measure the logger
        JWT_SECRET: randomBytes(32).toString('hex'),
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        DEMO_SEED: 'false',
        // No rollup while measuring: it runs once, after.
        EVENTS_ROLLUP_INTERVAL_MS: '3600000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${PORT}`;
    await waitForHealth(base);

    const run = (path: string, options: Partial<autocannon.Options> = {}) =>
      autocannon({ url: `${base}${path}`, duration: SECONDS, connections: CONNECTIONS, ...options });
    // Warm both up (JIT, the pool, the link cache's first reads), then measure.
    await autocannon({ url: `${base}/api/health`, duration: 2, connections: CONNECTIONS });
    const slug = () => `scalelink${1 + Math.floor(Math.random() * Number(process.env.BENCH_LINKS_POOL ?? LINKS))}`;
    const redirectOptions = {
      headers: { 'user-agent': BROWSER },
      requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: `/s/${slug()}` }) }],
    } as Partial<autocannon.Options>;
    await run('/s/warm', { ...redirectOptions, duration: 2 });
    // The warm-up's clicks are written within the buffer's second; what is in the table then is not measured.
    await new Promise((r) => setTimeout(r, 2500));
    const warmed = Number((await sql.query(`select count(*)::int as n from events`)).rows[0].n);
    const health = await run('/api/health');
    const redirect = await run('/s/x', redirectOptions);
    const served = redirect['3xx'];

    // Every redirect of the measured run is one SHORTLINK_CLICK once the buffer has written it and the rollup ran.
    started = Date.now();
    let written = 0;
    for (let i = 0; i < 100; i += 1) {
      written = Number((await sql.query(`select count(*)::int as n from events`)).rows[0].n) - warmed;
      if (written >= served) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const rollup = await load<{ EventRollupService: new (deps: object) => { runOnce(): Promise<unknown> } }>(
      'modules/events/events.rollup.service.js',
    );
    const rollupDb = client.fromPostgres(databaseUrl, 2);
    const rollupService = new rollup.EventRollupService({
      db: rollupDb.db,
      config: { events: { retentionDays: 400 } },
    });
    // The link rollup is registered by the server's composition root; here it is asked for directly.
    const linkRollup = await load<{ rollupClicks(tx: unknown, from: Date, to: Date): Promise<number> }>(
      'modules/short-links/short-links.rollup.queries.js',
    );
    (rollupService as unknown as { addWindowRollup(f: unknown): void }).addWindowRollup(linkRollup.rollupClicks);
    await rollupService.runOnce();
    await rollupDb.close();
    const counted = Number(
      (await sql.query(`select coalesce(sum(clicks), 0)::int as n from short_link_rollups`)).rows[0].n,
    );
    await sql.end();

    const line = (label: string, r: autocannon.Result) =>
      `${label.padEnd(22)} ${Math.round(r.requests.average).toLocaleString('en')} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx/3xx ${r.non2xx - r['3xx']}`;
    console.log(line('GET /api/health', health));
    console.log(line('GET /s/{random slug}', redirect));
    const share = redirect.requests.average / health.requests.average;
    const p99 = redirect.latency.p99 / Math.max(1, health.latency.p99);
    console.log(
      `redirect/health throughput ${(share * 100).toFixed(0)}% (budget ≥ 50%: ${share >= 0.5 ? 'PASS' : 'FAIL'}), p99 ${p99.toFixed(2)}× (budget ≤ 2×: ${p99 <= 2 ? 'PASS' : 'FAIL'})`,
    );
    // autocannon counts the answers it read; the few requests cut off at the end were served and counted too.
    console.log(
      `clicks: ${served} redirects read by autocannon, ${written} clicks written by the buffer, ${counted - warmed} in the link rollup (${counted - warmed === written && written >= served ? 'PASS' : 'FAIL'})`,
    );
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
