// The featuring part of `npm run bench` (BENCH_ONLY=featuring runs it alone). It makes a disposable database on the
// PostgreSQL at BENCH_FEATURING_DATABASE_URL (a server's URL, postgres://postgres@127.0.0.1:5432/postgres by default;
// the database is dropped afterwards), seeds BENCH_FEATURING_FEATURINGS (1,000) featurings with
// BENCH_FEATURING_BIDS (50) bids each (featuring-close.ts), and measures in one run:
// - the daily close of today for all of them, through the built server's own FeaturingCloseService and
//   CreditsService: its time, and its charges against the auction log (every winner's SPEND entry equal to its
//   price, the day's SPEND entries equal to the log's prices), with where the time went, by statement;
// - then, on the built server over that database (port BENCH_PORT + 15), a category page with today's sponsored
//   cards against its twin without a featuring (the same 50 products, names, teams and review scores), in
//   interleaved rounds of BENCH_FEATURING_DURATION s each: the p99 with the cards against the p99 without.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverParts, type BenchPartOptions } from './bench-part.js';
import {
  CLOSE_CATEGORY_PREFIX,
  closeCheckSql,
  closeSeedStatements,
  toCloseCheck,
  type CloseCheck,
  type CloseShape,
} from './featuring-close.js';

export interface FeaturingBench {
  setting: string;
  close: {
    seconds: number;
    featurings: number;
    winners: number;
    charged: number;
    check: CloseCheck;
    /** Milliseconds per featuring, by kind of statement (round trip included), and what is left (the server's JS). */
    breakdown: Array<{ kind: string; count: number; ms: number }>;
  };
  page: {
    path: { sponsored: string; plain: string };
    /** Each round's p99 and p50 (ms), page with the cards and without, in the order they ran. */
    rounds: Array<{ sponsored: { p50: number; p99: number }; plain: { p50: number; p99: number } }>;
    sponsoredCards: boolean;
    non2xx: number;
  };
}

const ROUNDS = 3;
/** The page with cards: featuring 2 has 3 slots (slots = 1 + f mod 3). */
const SPONSORED_INDEX = 2;
const PLAIN_SLUG = `${CLOSE_CATEGORY_PREFIX}plain`;

interface CloseModules {
  FeaturingCloseService: new (
    deps: { db: unknown; config: { featuringCloseUtc: string } },
    ledger: unknown,
  ) => { closeDay(day: string): Promise<{ featurings: number; winners: number; charged: number }> };
  CreditsService: new (deps: { db: unknown }) => unknown;
}

/** The twin of category SPONSORED_INDEX without a featuring: the same products (new slugs) and review scores. */
function plainTwinStatements(): Array<{ label: string; sql: string }> {
  const source = `${CLOSE_CATEGORY_PREFIX}${SPONSORED_INDEX}`;
  return [
    {
      label: 'the twin category without a featuring',
      sql: `insert into categories (slug, name, icon, description, position)
        select '${PLAIN_SLUG}', name || ' (plain)', icon, description, position from categories where slug = '${source}'`,
    },
    {
      label: 'its products and their scores',
      sql: `with copied as (
          insert into products (team_id, slug, name, description, category_id, url, status, published_at)
          select p.team_id, replace(p.slug, 'bench-close-', 'bench-plain-'), p.name, p.description,
            (select id from categories where slug = '${PLAIN_SLUG}'), p.url, p.status, p.published_at
          from products p join categories c on c.id = p.category_id where c.slug = '${source}'
          returning id, team_id, slug
        )
        insert into product_review_stats (product_id, team_id, review_count, rating_sum)
        select c.id, c.team_id, s.review_count, s.rating_sum from copied c
        join products p on p.slug = replace(c.slug, 'bench-plain-', 'bench-close-')
        join product_review_stats s on s.product_id = p.id`,
    },
  ];
}

/** Times every statement the pool's clients send, by kind. */
function statementTimer(pool: { on(event: 'connect', listener: (client: unknown) => void): void }) {
  const totals = new Map<string, { count: number; ms: number }>();
  const kindOf = (text: string, name: string | undefined): string => {
    if (name === 'featuring_close_bids' || /from "campaign_bids"/.test(text)) return 'bids + campaign locks';
    if (/^\s*(begin|commit|rollback|savepoint|release)/i.test(text)) return 'begin / commit';
    if (/pg_advisory_xact_lock/.test(text)) return 'claim';
    if (/balance - held\)::float8 as available/.test(text)) return 'credits';
    if (/WITH moves AS/.test(text)) return 'SPEND entries';
    if (/with outcomes as/.test(text)) return 'results, campaigns, totals';
    return 'other';
  };
  pool.on('connect', (client) => {
    const c = client as { query: (...args: unknown[]) => Promise<unknown> };
    const query = c.query.bind(c);
    c.query = (...args: unknown[]) => {
      const first = args[0] as string | { text: string; name?: string };
      const kind = typeof first === 'string' ? kindOf(first, undefined) : kindOf(first.text, first.name);
      const started = performance.now();
      const done = () => {
        const t = totals.get(kind) ?? { count: 0, ms: 0 };
        totals.set(kind, { count: t.count + 1, ms: t.ms + performance.now() - started });
      };
      const last = args[args.length - 1];
      // pg-pool's own query() passes a callback and gets no promise back.
      if (typeof last === 'function') {
        const callback = last as (...results: unknown[]) => void;
        return query(...args.slice(0, -1), (...results: unknown[]) => {
          done();
          callback(...results);
        });
      }
      return query(...args).then(
        (value) => {
          done();
          return value;
        },
        (error: unknown) => {
          done();
          throw error;
        },
      );
    };
  });
  return totals;
}

export async function benchFeaturing(
  o: BenchPartOptions & { serverUrl: string; shape: CloseShape },
): Promise<FeaturingBench> {
  const { client, runner, load } = await serverParts(o.root);
  const name = `plaudit_bench_featuring_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: o.serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(o.serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-bench-featuring-'));
  const database = client.fromPostgres(databaseUrl, 4);
  const sql = runner(database);
  try {
    await database.migrate();
    let started = Date.now();
    for (const statement of [...closeSeedStatements(o.shape), ...plainTwinStatements()]) {
      await sql.rows(statement.sql);
    }
    const { featurings: F, bidsPerFeaturing: B, teams: T } = o.shape;
    o.log(
      `featuring: seeded ${F} featurings × ${B} bids over ${T} teams in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    // The close of today, as the job would run it at 00:00 UTC, on the server's own services.
    const { FeaturingCloseService } = await load<Pick<CloseModules, 'FeaturingCloseService'>>(
      'modules/featuring/featuring.close.service.js',
    );
    const { CreditsService } = await load<Pick<CloseModules, 'CreditsService'>>('modules/credits/credits.service.js');
    const day = new Date().toISOString().slice(0, 10);
    const timed = client.fromPostgres(databaseUrl, 4);
    const totals = statementTimer((timed.db as { $client: Parameters<typeof statementTimer>[0] }).$client);
    const deps = { db: timed.db, config: { featuringCloseUtc: '00:00' } };
    const close = new FeaturingCloseService(deps, new CreditsService(deps));
    o.log(`featuring: closing ${day} for ${F} featurings`);
    started = performance.now();
    const closed = await close.closeDay(day);
    const seconds = (performance.now() - started) / 1000;
    await timed.close();
    const check = toCloseCheck((await sql.rows<Record<string, unknown>>(closeCheckSql(day)))[0]!);
    const measured = [...totals.entries()].map(([kind, t]) => ({ kind, count: t.count, ms: t.ms / F }));
    const inStatements = measured.reduce((sum, m) => sum + m.ms, 0);
    const breakdown = [
      ...measured.sort((a, b) => b.ms - a.ms),
      { kind: 'the server between statements (auction, mapping)', count: 0, ms: (seconds * 1000) / F - inStatements },
    ];

    const server = await o.start(dataDir, o.port, {
      DATABASE_URL: databaseUrl,
      DEMO_SEED: 'false',
      // The job closes nothing while measuring (today is closed already; no tick in the way).
      FEATURING_CLOSE_TICK_MS: '3600000',
    });
    const base = `http://127.0.0.1:${o.port}`;
    try {
      const paths = {
        sponsored: `/categories/${CLOSE_CATEGORY_PREFIX}${SPONSORED_INDEX}`,
        plain: `/categories/${PLAIN_SLUG}`,
      };
      const winners = await sql.rows<{ name: string }>(
        `select r.product_name as name from featuring_results r join featurings f on f.id = r.featuring_id
         join categories c on c.id = f.category_id where c.slug = '${CLOSE_CATEGORY_PREFIX}${SPONSORED_INDEX}'
         and r.day = '${day}' and r.price is not null`,
      );
      const html = await (await fetch(`${base}${paths.sponsored}`)).text();
      const plainHtml = await (await fetch(`${base}${paths.plain}`)).text();
      const sponsoredCards =
        winners.length > 0 &&
        /Sponsored/.test(html) &&
        !/Sponsored/.test(plainHtml) &&
        winners.every((w) => html.includes(w.name));
      const run = (path: string, duration: number) =>
        autocannon({ url: `${base}${path}`, duration, connections: o.connections });
      o.log('featuring: warming up both category pages');
      await run(paths.sponsored, 2);
      await run(paths.plain, 2);
      const rounds: FeaturingBench['page']['rounds'] = [];
      let non2xx = 0;
      for (let i = 0; i < ROUNDS; i++) {
        // Alternate which goes first, so a drift of the machine within a round hits both alike.
        const order = i % 2 === 0 ? (['sponsored', 'plain'] as const) : (['plain', 'sponsored'] as const);
        const round = { sponsored: { p50: 0, p99: 0 }, plain: { p50: 0, p99: 0 } };
        for (const which of order) {
          o.log(`featuring: round ${i + 1}, ${paths[which]}, ${o.seconds} s`);
          const result = await run(paths[which], o.seconds);
          non2xx += result.non2xx + result.errors + result.timeouts;
          round[which] = { p50: result.latency.p50, p99: result.latency.p99 };
        }
        rounds.push(round);
      }
      return {
        setting: `PostgreSQL (a database of its own), ${F.toLocaleString('en')} featurings × ${B} bids over ${T} teams; pages: ${o.connections} connections, ${ROUNDS} interleaved rounds of ${o.seconds} s`,
        close: {
          seconds,
          featurings: closed.featurings,
          winners: closed.winners,
          charged: closed.charged,
          check,
          breakdown,
        },
        page: { path: paths, rounds, sponsoredCards, non2xx },
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
