// The short links part of `npm run bench` (BENCH_ONLY=links runs it alone). It makes a disposable database on the
// PostgreSQL at BENCH_LINKS_DATABASE_URL (a server's URL, postgres://postgres@127.0.0.1:5432/postgres by default; the
// database is dropped afterwards), seeds BENCH_LINKS (100,000) links over 500 brands with the scale seed's own code,
// starts the built server on it (port BENCH_PORT + 9) and measures, as ratios in one run:
// - GET /api/health and GET /s/{random slug} (BENCH_LINKS_POOL narrows the slugs to the first N) with autocannon at
//   BENCH_LINKS_CONNECTIONS (50), in BENCH_LINKS_PAIRS (3) pairs of health then redirect, each of half
//   BENCH_LINKS_DURATION s: the redirect's throughput and p99 against health's in each pair, judged on the median
//   pair. This machine's speed drifts by a fifth within seconds (health alone answered 8,300-12,300/s in runs of one
//   build), so one health run followed by one redirect run compared two different machines as often as two routes;
//   pairs side by side, and their median, compare the routes;
// - that every redirect served is one click once the events buffer has written it and the rollup has run, and that
//   a crawler's visits sent beside them are not;
// - a link's stats page (GET …/short-links/{teamId}/{linkId}/stats, 30 days by day, as the team's OWNER) over links
//   given 90 days of hourly rollup rows, against the statements it runs, straight on the database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverParts, type BenchPartOptions } from './bench-part.js';
import { measureApi, measureSql, type CatalogueRoute } from './catalogue.js';

export interface LinksLoad {
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were not the expected status (200 for health, 302 for the redirect), and socket errors. */
  unexpected: number;
  /** CPU milliseconds per answer: the server, PostgreSQL's processes (all of the machine's), this load generator. */
  cpu: { server: number; postgres: number; loader: number };
}

/** One health run and the redirect run right after it. */
export interface LinksPair {
  health: LinksLoad;
  redirect: LinksLoad;
}

export interface LinksBench {
  setting: string;
  /** The pairs in the order they ran; the budgets take the median pair's ratios. */
  pairs: LinksPair[];
  /** Redirects autocannon read, clicks the buffer wrote, clicks in the link rollup, crawler visits sent. */
  clicks: { served: number; written: number; counted: number; bots: number };
  stats: CatalogueRoute | null;
}

const BRANDS = 500;
/** Links given 90 days of figures for the stats page, and the rows each gets per hour (trigger × referrer × device). */
const STATS_LINKS = 5;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const CRAWLER = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';
const OWNER_EMAIL = 'bench-links-owner@bench.plaudit.local';
const OWNER_PASSWORD = 'bench-links-owner-1';
/** Random slugs drawn for each connection, more than one makes in a run here (some 25,000 answers a second at most). */
const PATHS_PER_CONNECTION = 2000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU milliseconds a process (and with `comm`, every process of that name) has used so far; 0 off Linux. */
function cpuMs(pid: number | null, comm?: string): number {
  const of = (id: string) => {
    const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in ticks of 10 ms
  };
  try {
    if (pid !== null) return of(String(pid));
    let total = 0;
    for (const id of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
      try {
        if (readFileSync(`/proc/${id}/comm`, 'utf8').trim() === comm) total += of(id);
      } catch {
        // gone meanwhile
      }
    }
    return total;
  } catch {
    return 0;
  }
}

function cpuNow(serverPid: number) {
  const own = process.cpuUsage();
  return { server: cpuMs(serverPid), postgres: cpuMs(null, 'postgres'), loader: (own.user + own.system) / 1000 };
}

function loadOf(
  result: autocannon.Result,
  expected: '2xx' | '3xx',
  before: ReturnType<typeof cpuNow>,
  after: ReturnType<typeof cpuNow>,
): LinksLoad {
  const other = expected === '2xx' ? result['3xx'] : result['2xx'];
  const answers = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected: other + result['4xx'] + result['5xx'] + result.errors + result.timeouts,
    cpu: {
      server: (after.server - before.server) / answers,
      postgres: (after.postgres - before.postgres) / answers,
      loader: (after.loader - before.loader) / answers,
    },
  };
}

/** The statements a link's stats page runs (short-links.rollup.queries.ts, events' watermark), written out. */
export function linkStatsSql(teamId: string, linkId: string, from: string, to: string): string[] {
  const link = `'${linkId}'::uuid`;
  const range = `link_id = ${link} and hour >= '${from}'::timestamptz and hour < '${to}'::timestamptz`;
  const breakdown = (column: string) =>
    `select ${column} as key, sum(clicks)::int as clicks, sum(unique_clicks)::int as unique_clicks
     from short_link_rollups where ${range} group by 1 order by 2 desc, 1 limit 50`;
  return [
    `select l.* from short_links l join creator_teams t on t.id = l.team_id where l.id = ${link} and l.team_id = '${teamId}'::uuid and l.deleted_at is null`,
    `select date_trunc('day', hour, 'UTC') as at, sum(clicks)::int as clicks, sum(unique_clicks)::int as unique_clicks
     from short_link_rollups where ${range} group by 1 order by 1`,
    ...['trigger', 'referrer_host', 'device', 'browser', 'os'].map(breakdown),
    `select coalesce(d.destination, '') as key, sum(r.clicks)::int as clicks, sum(r.unique_clicks)::int as unique_clicks
     from short_link_rollups r left join short_link_destinations d on d.id = r.destination_id
     where r.link_id = ${link} and r.hour >= '${from}'::timestamptz and r.hour < '${to}'::timestamptz
     group by 1 order by 2 desc, 1 limit 50`,
    `select watermark from event_jobs where name = 'rollup'`,
  ];
}

export async function benchLinks(o: BenchPartOptions & { serverUrl: string; links: number }): Promise<LinksBench> {
  const { client, runner, load } = await serverParts(o.root);
  const name = `plaudit_bench_links_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: o.serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(o.serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-bench-links-'));
  const database = client.fromPostgres(databaseUrl, o.connections);
  const sql = runner(database);
  try {
    await database.migrate();
    const seed = await load<{ seedScaleLinks(d: unknown, n: number): Promise<void> }>('seed/scale-links.js');
    await sql.rows(
      `insert into creator_teams (brand_name, profile_handle, social, claimed_at)
       select 'Bench brand ' || i, 'scalebrand' || i, '{}'::jsonb, now() from generate_series(1, ${BRANDS}) i`,
    );
    let started = Date.now();
    await seed.seedScaleLinks(database, o.links);
    o.log(`links: seeded ${o.links} links over ${BRANDS} brands in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // The stats page's links: the last few scale links (never redirected to here, so the click count stays the
    // redirects'), each with 90 days of hourly rows (4 an hour), and an OWNER of their brands.
    const statsSlugs = Array.from({ length: STATS_LINKS }, (_, i) => `'scalelink${o.links - i}'`);
    const statsLinks = await sql.rows<{ id: string; team_id: string }>(
      `select id, team_id from short_links where slug in (${statsSlugs.join(',')})`,
    );
    await sql.rows(`
      insert into short_link_rollups (link_id, hour, team_id, destination_id, trigger, referrer_host, device, browser, os, clicks, unique_clicks)
      select l.id, h, l.team_id, (select d.id from short_link_destinations d where d.link_id = l.id limit 1),
             (array['link', 'qr'])[1 + k % 2], (array['', 'www.youtube.com', 'www.instagram.com'])[1 + k % 3],
             (array['desktop', 'mobile'])[1 + k / 2], (array['Chrome', 'Safari', 'Firefox'])[1 + k % 3],
             (array['Windows', 'iOS', 'Android', 'macOS'])[1 + k], 1 + (extract(hour from h)::int * 7 + k) % 13,
             1 + (extract(hour from h)::int * 7 + k) % 9
      from short_links l,
           generate_series(date_trunc('hour', now()) - interval '90 days', date_trunc('hour', now()), interval '1 hour') h,
           generate_series(0, 3) k
      where l.id in (${statsLinks.map((l) => `'${l.id}'`).join(',')})`);
    await sql.rows('analyze short_link_rollups');
    const passwordHash = await hash(OWNER_PASSWORD);
    const schema = await load<{ notificationDefaults(): object }>('db/schema/index.js');
    await sql.rows(
      `insert into users (username, email, password_hash, first_name, last_name, register_type, email_verification_status, notifications)
       values ('benchlinksowner', '${OWNER_EMAIL}', '${passwordHash}', 'Bench', 'Owner', 'CREATOR', 'VERIFIED',
               '${JSON.stringify(schema.notificationDefaults())}'::jsonb)`,
    );
    await sql.rows(
      `insert into creator_team_members (team_id, user_id, role)
       select distinct l.team_id, u.id, 'OWNER' from short_links l, users u
       where u.email = '${OWNER_EMAIL}' and l.id in (${statsLinks.map((l) => `'${l.id}'`).join(',')})`,
    );

    const server = await o.start(dataDir, o.port, {
      DATABASE_URL: databaseUrl,
      DEMO_SEED: 'false',
      // No rollup while measuring: it runs once, after.
      EVENTS_ROLLUP_INTERVAL_MS: '3600000',
    });
    const base = `http://127.0.0.1:${o.port}`;
    try {
      const pid = server.pid ?? 0;
      /** A run, and the CPU used from its first request to its end (and `settle` ms after, for what it left behind). */
      const run = async (path: string, options: Partial<autocannon.Options> = {}, settle = 0) => {
        let before = cpuNow(pid);
        const result = await new Promise<autocannon.Result>((resolve, reject) => {
          const settings = { url: `${base}${path}`, duration: o.seconds, connections: o.connections, ...options };
          const instance = autocannon(settings, (error, done) => (error ? reject(error) : resolve(done)));
          // The connections' requests are made before the first is sent: their making is not the run's.
          instance.on('start', () => (before = cpuNow(pid)));
        });
        if (settle > 0) await sleep(settle);
        return { result, before, after: cpuNow(pid) };
      };
      const pool = Math.min(Number(process.env.BENCH_LINKS_POOL ?? o.links), o.links - STATS_LINKS);
      const slug = () => `scalelink${1 + Math.floor(Math.random() * pool)}`;
      // Each connection gets its own random slugs, drawn and made into requests before the run, as health's one
      // request is. Drawing one per request in autocannon's setupRequest had it rebuild the request every time (a deep
      // copy of its context, an id, the request's text): about 0.03 ms of this process's CPU per redirect that health
      // did not pay, on the two cores the server and PostgreSQL share.
      const redirectOptions: Partial<autocannon.Options> = {
        headers: { 'user-agent': BROWSER },
        setupClient: (client) =>
          client.setRequests(
            Array.from({ length: PATHS_PER_CONNECTION }, () => ({ method: 'GET', path: `/s/${slug()}` })),
          ),
      };
      // Warm both up (JIT, the pools, the link cache's first reads), then measure.
      o.log('links: warming up /api/health and /s/{slug}');
      await run('/api/health', { duration: 2 });
      await run('/s/warm', { ...redirectOptions, duration: 2 });
      const count = async () =>
        Number((await sql.rows<{ n: number }>(`select count(*)::int as n from events`))[0]?.n ?? 0);
      // The warm-up's clicks are written within the buffer's second; what is in the table then is not measured.
      await sleep(2500);
      const warmed = await count();
      const pairCount = Math.max(1, Number(process.env.BENCH_LINKS_PAIRS ?? 3));
      const seconds = Math.max(2, Math.round(o.seconds / 2));
      const pairs: LinksPair[] = [];
      let served = 0;
      for (let i = 0; i < pairCount; i += 1) {
        o.log(
          `links: pair ${i + 1} of ${pairCount}: GET /api/health, then GET /s/{random slug of ${pool}}, ${seconds} s each`,
        );
        const health = await run('/api/health', { duration: seconds });
        // The buffer writes the last clicks within its second: their cost is the redirect's, not the next health run's.
        const redirect = await run('/s/x', { ...redirectOptions, duration: seconds }, 1500);
        served += redirect.result['3xx'];
        pairs.push({
          health: loadOf(health.result, '2xx', health.before, health.after),
          redirect: loadOf(redirect.result, '3xx', redirect.before, redirect.after),
        });
      }
      // A link preview is sent the destination too, and never counted. More of them than the redirects autocannon may
      // leave unread (a connection's worth at the end of each run), so one counted crawler visit each would show.
      const bots = 100 + o.connections * pairCount;
      for (let i = 0; i < bots; i += 1) {
        const res = await fetch(`${base}/s/${slug()}`, { redirect: 'manual', headers: { 'user-agent': CRAWLER } });
        await res.arrayBuffer();
      }

      // Every redirect of the measured run is one SHORTLINK_CLICK once the buffer has written it and the rollup ran.
      let written = 0;
      for (let i = 0; i < 100; i += 1) {
        written = (await count()) - warmed;
        if (written >= served) break;
        await sleep(200);
      }
      await sleep(1200); // a late crawler row, were one counted, would be in by now
      written = (await count()) - warmed;
      // The stats page: the OWNER signs in, then 30 days by day over the links with figures.
      const signIn = await fetch(`${base}/api/auth/signIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: OWNER_EMAIL, password: OWNER_PASSWORD }),
      });
      if (!signIn.ok) throw new Error(`the links bench's owner could not sign in: ${signIn.status}`);
      const tokens = (await signIn.json()) as { accessToken: { token: string }; sessionId: string };
      const headers = { authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId };
      const day = 86_400_000;
      const to = new Date(Math.floor(Date.now() / day) * day + day);
      const from = new Date(to.getTime() - 30 * day);
      const range = `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
      const work = [
        {
          route: 'GET /api/creator/short-links/{teamId}/{linkId}/stats (30 days)',
          paths: statsLinks.map((l) => `/api/creator/short-links/${l.team_id}/${l.id}/stats?${range}&interval=day`),
          sql: statsLinks.map((l) => linkStatsSql(l.team_id, l.id, from.toISOString(), to.toISOString())),
          headers: statsLinks.map(() => headers),
        },
      ];
      const statsSeconds = Math.max(2, Math.round(o.seconds / 2));
      const plain = await measureSql(sql, work, statsSeconds, 10, o.log);
      const [stats] = await measureApi(base, work, plain, statsSeconds, 10, o.log);
      const rollup = await load<{ EventRollupService: new (deps: object) => { runOnce(): Promise<unknown> } }>(
        'modules/events/events.rollup.service.js',
      );
      const linkRollup = await load<{ rollupClicks(tx: unknown, from: Date, to: Date): Promise<number> }>(
        'modules/short-links/short-links.rollup.queries.js',
      );
      const rollupService = new rollup.EventRollupService({
        db: database.db,
        config: { events: { retentionDays: 400 } },
      });
      // The link rollup is registered by the server's composition root; here it is asked for directly.
      (rollupService as unknown as { addWindowRollup(f: unknown): void }).addWindowRollup(linkRollup.rollupClicks);
      started = Date.now();
      await rollupService.runOnce();
      o.log(`links: rollup ran in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const statsIds = statsLinks.map((l) => `'${l.id}'`).join(',');
      const [rolled] = await sql.rows<{ n: number }>(
        `select coalesce(sum(clicks), 0)::int as n from short_link_rollups where link_id not in (${statsIds})`,
      );
      const counted = Number(rolled?.n ?? 0) - warmed;

      return {
        setting: `PostgreSQL (a database of its own), ${o.links.toLocaleString('en')} links over ${BRANDS} brands, ${o.connections} connections, ${pairs.length} pairs of ${seconds} s a route${pool < o.links - STATS_LINKS ? `, slugs from the first ${pool}` : ''}`,
        pairs,
        clicks: { served, written, counted, bots },
        stats: stats ?? null,
      };
    } finally {
      await o.stop(server);
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
