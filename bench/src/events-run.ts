// The events part of `npm run bench`: POST /api/events/batch with 50 events a request on a server of its
// own, counting the rows that reach the `events` table (the buffer writes them in batches, so the clock runs until the
// last one is in), against a plain multi-row INSERT of as many rows straight into the same database in the same run.
// On PostgreSQL (BENCH_EVENTS_DATABASE_URL, else BENCH_DATABASE_URL; the rows it adds are removed afterwards); without
// one it measures PGlite and says so (the budgets are PostgreSQL's).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { EVENTS_BATCH_MAX } from '@plaudit/contract';
import { serverParts, type BenchPartOptions, type ServerDatabase } from './bench-part.js';
import { measureApi, measureSql, type CatalogueRoute } from './catalogue.js';
import { statsSql } from './events-stats.js';

export interface EventsBench {
  setting: string;
  onPostgres: boolean;
  /** Events a second from the first request until the last row was in the table. */
  eventsPerSecond: number;
  /** The plain multi-row INSERT of as many rows, events a second. */
  baselinePerSecond: number;
  written: number;
  accepted: number;
  requests: number;
  non2xx: number;
  p99: number;
  /** Seconds after the load stopped until the buffer had written the last row. */
  drainSeconds: number;
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const INSERT_ROWS = 500;
const INSERT_WORKERS = 4;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function count(rows: <T>(text: string) => Promise<T[]>, run: string): Promise<number> {
  const [row] = await rows<{ n: string | number }>(
    `select count(*) as n from events where metadata ->> 'bench' = '${run}'`,
  );
  return Number(row?.n ?? 0);
}

/** One batch of 50 events: page views, and product page views when the database has products. */
function batchBody(run: string, products: string[]): string {
  const events = Array.from({ length: EVENTS_BATCH_MAX }, (_, i) =>
    products.length > 0 && i % 2 === 1
      ? {
          eventType: 'PRODUCT_PAGE_VIEW',
          profileId: products[i % products.length],
          metadata: { bench: run, referrer: 'https://www.google.com/' },
        }
      : { eventType: 'PAGE_VIEW', metadata: { bench: run, path: `/bench/${i}` } },
  );
  return JSON.stringify({ events });
}

/** The same kind of rows as one flush writes, as literal multi-row INSERTs: what the table takes without the server. */
async function baseline(rows: <T>(text: string) => Promise<T[]>, run: string, total: number): Promise<number> {
  const statement = (n: number) => {
    const values = Array.from(
      { length: n },
      (_, i) =>
        `(now(), 'PAGE_VIEW', null, null, null, null, '${randomUUID().replace(/-/g, '')}', null, 'www.google.com', 'Chrome', 'Linux', 'desktop', '{"bench":"${run}","path":"/bench/${i}"}'::jsonb)`,
    );
    return `insert into events (at, type, profile_kind, profile_id, team_id, product_id, visitor, user_id, referrer_host, browser, os, device, metadata) values ${values.join(',')}`;
  };
  let left = total;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: INSERT_WORKERS }, async () => {
      while (left > 0) {
        const n = Math.min(INSERT_ROWS, left);
        left -= n;
        await rows(statement(n));
      }
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

export async function benchEvents(o: BenchPartOptions & { databaseUrl: string | undefined }): Promise<EventsBench> {
  const { client, scale } = await serverParts(o.root);
  const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-bench-events-'));
  const run = `bench-${randomUUID().slice(0, 8)}`;
  const onPostgres = o.databaseUrl !== undefined;
  let database: ServerDatabase | null = null;
  const server = await o.start(dataDir, o.port, {
    DATABASE_URL: o.databaseUrl ?? '',
    DEMO_SEED: 'false',
    RATE_LIMIT_EVENTS_PER_VISITOR: '100000000',
    // One address and one browser send every batch: the part measures taking events in, so all of them count.
    RATE_LIMIT_EVENTS_PER_IP: '100000000',
    RATE_LIMIT_EVENTS_COUNTED_PER_VISITOR_PROFILE: '100000000',
    // No rollup while measuring: the part measures taking events in.
    EVENTS_ROLLUP_INTERVAL_MS: '3600000',
  });
  try {
    // A second client on the same PostgreSQL reads the table while the server writes it (PGlite has one process:
    // its rows are counted through the server's own health answers is not possible, so it is read after the stop).
    if (onPostgres) database = client.fromPostgres(o.databaseUrl!, INSERT_WORKERS);
    const rows = <T>(text: string) => scale.rawRows<T>(database!, text);
    const products = database
      ? (await rows<{ id: string }>(`select id from products where status = 'PUBLISHED' limit 20`)).map((r) => r.id)
      : [];
    const base = `http://127.0.0.1:${o.port}`;
    o.log(
      `events: POST /api/events/batch (${EVENTS_BATCH_MAX} events each) for ${o.seconds} s with ${o.connections} connections on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`,
    );
    const started = performance.now();
    const result = await autocannon({
      url: `${base}/api/events/batch`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
      body: batchBody(run, products),
      connections: o.connections,
      duration: o.seconds,
    });
    const loadEnded = performance.now();
    const requests = result.requests.total;
    const non2xx = result.non2xx;
    const accepted = (requests - non2xx) * EVENTS_BATCH_MAX;

    let written = 0;
    let lastChange = loadEnded;
    if (database) {
      // The buffer writes every second or every 500 rows: wait until the count stops moving.
      for (let quiet = 0; quiet < 3;) {
        const now = await count(rows, run);
        if (now !== written) {
          written = now;
          lastChange = performance.now();
          quiet = 0;
        } else quiet += 1;
        await sleep(500);
      }
    }
    await o.stop(server);
    if (!database) {
      database = await client.openDatabase({ databaseUrl: undefined, dataDir });
      written = await count(rows, run);
      lastChange = loadEnded + 1000;
    }
    const seconds = (lastChange - started) / 1000;
    const eventsPerSecond = written / seconds;
    o.log(`events: ${written} rows in ${seconds.toFixed(1)} s; the plain INSERT of as many rows…`);
    const baselinePerSecond = await baseline(rows, `${run}-sql`, Math.min(Math.max(written, 10_000), 300_000));
    await rows(`delete from events where metadata ->> 'bench' in ('${run}', '${run}-sql')`);
    return {
      setting: onPostgres
        ? 'PostgreSQL'
        : "PGlite (set BENCH_EVENTS_DATABASE_URL or BENCH_DATABASE_URL for the budgets: they are PostgreSQL's)",
      onPostgres,
      eventsPerSecond,
      baselinePerSecond,
      written,
      accepted,
      requests,
      non2xx,
      p99: result.latency.p99,
      drainSeconds: Math.max(0, (lastChange - loadEnded) / 1000),
    };
  } finally {
    await o.stop(server).catch(() => undefined);
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- the dashboard's stats call (second budget) -------------------------------------------------------

export interface StatsBench {
  setting: string;
  route: CatalogueRoute | null;
  events: number;
}

/**
 * GET /api/creator/stats/{teamId} for 30 days as the OWNERs of the five most viewed scale brands, through HTTP with the
 * answer cache off (EVENTS_STATS_CACHE_SECONDS=0: the queries are what is measured), against its plain SQL. Needs
 * `npm run seed:scale -- --events N` data in BENCH_DATABASE_URL.
 */
export async function benchStats(o: BenchPartOptions & { databaseUrl: string | undefined }): Promise<StatsBench> {
  if (!o.databaseUrl)
    return {
      setting: 'not measured: set BENCH_DATABASE_URL to PostgreSQL holding `npm run seed:scale -- --events N` data',
      route: null,
      events: 0,
    };
  const { client, scale, runner } = await serverParts(o.root);
  const database = client.fromPostgres(o.databaseUrl, o.connections);
  const db = runner(database);
  const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-bench-stats-'));
  try {
    const [counted] = await db.rows<{ n: string }>(`select count(*) as n from events where metadata ->> 'scale' = '1'`);
    const events = Number(counted?.n ?? 0);
    if (events === 0)
      return { setting: 'not measured: no scale events (npm run seed:scale -- --events N)', route: null, events };
    const brands = await db.rows<{ team_id: string; handle: string }>(`
      select r.profile_id as team_id, t.profile_handle as handle from event_rollups_daily r join creator_teams t on t.id = r.profile_id
      where r.profile_kind = 'TEAM' and t.profile_handle like 'scalebrand%' and r.day >= current_date - 30
      group by r.profile_id, t.profile_handle order by sum(r.views) desc limit 5`);
    const to = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 + 86_400_000);
    const from = new Date(to.getTime() - 30 * 86_400_000);
    const server = await o.start(dataDir, o.port, {
      DATABASE_URL: o.databaseUrl,
      DEMO_SEED: 'false',
      EVENTS_STATS_CACHE_SECONDS: '0',
      EVENTS_ROLLUP_INTERVAL_MS: '3600000',
    });
    try {
      const base = `http://127.0.0.1:${o.port}`;
      const headers: Array<Record<string, string>> = [];
      for (const brand of brands) {
        const owner = `${scale.SCALE_OWNER_PREFIX}${brand.handle.slice('scalebrand'.length)}@scale.plaudit.local`;
        const res = await fetch(`${base}/api/auth/signIn`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: owner, password: scale.SCALE_REVIEWER_PASSWORD }),
        });
        if (!res.ok) throw new Error(`sign-in of ${owner} → ${res.status}`);
        const tokens = (await res.json()) as { accessToken: { token: string }; sessionId: string };
        headers.push({ authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId });
      }
      const range = `from=${from.toISOString().slice(0, 10)}&to=${new Date(to.getTime() - 86_400_000).toISOString().slice(0, 10)}`;
      const work = [
        {
          route: 'GET /api/creator/stats/{teamId} (30 days)',
          paths: brands.map((b) => `/api/creator/stats/${b.team_id}?${range}`),
          sql: brands.map((b) => statsSql(b.team_id, from.toISOString(), to.toISOString())),
          headers,
        },
      ];
      const sql = await measureSql(db, work, o.seconds, o.connections, o.log);
      const [route] = await measureApi(base, work, sql, o.seconds, o.connections, o.log);
      return {
        setting: `PostgreSQL, ${events.toLocaleString('en')} scale events, ${brands.length} brands`,
        route: route ?? null,
        events,
      };
    } finally {
      await o.stop(server);
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
