// The credits part of `npm run bench`, on PostgreSQL only (the budgets are PostgreSQL's): a database of its own
// (BENCH_CREDITS_DATABASE_URL, an empty or disposable one; else a fresh one made on BENCH_CREDITS_POSTGRES_URL's
// server and dropped afterwards), migrated by the server's own code.
// - The spend path: the credits service's own `spend` (the built server's module: one conditional UPDATE of the
//   account plus its entry, and the grants it uses up, in one prepared statement and so one transaction), one
//   account per worker, against a bare one-row UPDATE transaction of a plain counter table (prepared the same way),
//   one row per worker, in interleaved rounds of the same length and concurrency: a shared machine's drift hits
//   both alike.
// - The ledger list: GET /api/creator/credits/{teamId}/entries on a team with 100,000 entries (made by PostgreSQL
//   with one INSERT … SELECT generate_series) through a server of its own, against the two statements the route
//   runs (a page with the actor's name, and the count), sent at once as the route sends them, at the same
//   concurrency on the same data.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { sql, type SQL } from 'drizzle-orm';
import { LIST_TAKE_DEFAULT } from '@plaudit/contract';
import pg from 'pg';
import { serverParts, type BenchPartOptions, type ServerDatabase } from './bench-part.js';
import { measureApi, type CatalogueRoute } from './catalogue.js';

export interface Timing {
  count: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface CreditsBench {
  setting: string;
  workers: number;
  /** The service's spend, all rounds together, and per round. */
  spend: Timing & { rounds: number[] };
  /** The bare one-row UPDATE transaction, all rounds together, and per round. */
  bare: Timing & { rounds: number[] };
  entries: number;
  list: CatalogueRoute | null;
  /** The route's two statements sent at once (what the route waits for), and each on its own in the same run. */
  sql: { both: Timing; page: Timing; count: Timing } | null;
}

const ENTRIES = Number(process.env.BENCH_CREDITS_ENTRIES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_CREDITS_ROUNDS ?? 3);
const PASSWORD = 'bench-credits-owner-1';
const OWNER_EMAIL = 'bench-credits-owner@bench.plaudit.local';

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function timing(latencies: number[], seconds: number): Timing {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    seconds,
    perSecond: sorted.length / Math.max(seconds, 1e-9),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

/** `workers` loops at once for `seconds`, each calling `work(its index)`; every call's milliseconds. */
async function loops(workers: number, seconds: number, work: (worker: number) => Promise<unknown>) {
  const latencies: number[] = [];
  const started = process.hrtime.bigint();
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (Date.now() < end) {
        const t = process.hrtime.bigint();
        await work(worker);
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }),
  );
  return { latencies, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

/** The statements of listEntries (credits.queries.ts) for one page, as drizzle writes them. */
function listSql(teamId: string, offset: number, kind?: string): { page: string; count: string } {
  const where = `"credit_entries"."team_id" = '${teamId}'${kind ? ` and "credit_entries"."kind" = '${kind}'` : ''}`;
  return {
    page: `select "credit_entries"."id", "credit_entries"."kind", "credit_entries"."amount", "credit_entries"."held_amount",
        "credit_entries"."balance_after", "credit_entries"."held_after", "credit_entries"."cause_type",
        "credit_entries"."cause_id", "credit_entries"."meta", "credit_entries"."created_at",
        "users"."first_name", "users"."last_name"
      from "credit_entries" left join "users" on "users"."id" = "credit_entries"."actor_id"
      where ${where} order by "credit_entries"."seq" desc limit ${LIST_TAKE_DEFAULT} offset ${offset}`,
    count: `select count(*) from "credit_entries" where ${where}`,
  };
}

async function seed(rows: <T>(text: string) => Promise<T[]>, workers: number, notifications: unknown) {
  const passwordHash = await hash(PASSWORD);
  await rows(`insert into users (username, email, password_hash, first_name, last_name, register_type,
      email_verification_status, notifications)
    values ('benchcreditsowner', '${OWNER_EMAIL}', '${passwordHash}', 'Bench', 'Owner', 'CREATOR', 'VERIFIED',
      '${JSON.stringify(notifications)}'::jsonb)`);
  await rows(`insert into creator_teams (brand_name, profile_handle, social, claimed_at)
    select 'Bench credits ' || i, 'benchcredits' || i, '{}'::jsonb, now() from generate_series(0, ${workers}) i`);
  const [team] = await rows<{ id: string }>(`select id from creator_teams where profile_handle = 'benchcredits0'`);
  const [owner] = await rows<{ id: string }>(`select id from users where email = '${OWNER_EMAIL}'`);
  await rows(
    `insert into creator_team_members (team_id, user_id, role) values ('${team!.id}', '${owner!.id}', 'OWNER')`,
  );
  // The list's team: a top-up of 1,000 every tenth entry and spends of 100 between them, a minute apart, the newest
  // now; each entry's balance after it is the running sum, as the ledger writes it.
  await rows(`insert into credit_entries (team_id, kind, amount, held_amount, balance_after, held_after, cause_type,
      cause_id, meta, idempotency_key, actor_id, created_at)
    select '${team!.id}', kind, amount, 0, sum(amount) over (order by i), 0,
      case when kind = 'TOP_UP' then 'TOP_UP' else 'FEATURING_DAY' end, null, meta, 'bench:' || i,
      case when kind = 'TOP_UP' then '${owner!.id}'::uuid end, now() - make_interval(mins => ${ENTRIES} - i)
    from (
      select i,
        case when i % 10 = 1 then 'TOP_UP' else 'SPEND' end as kind,
        case when i % 10 = 1 then 1000 else -100 end::bigint as amount,
        case when i % 10 = 1 then jsonb_build_object('receiptNumber', 'R-2026-' || lpad(i::text, 6, '0'))
          else '{}'::jsonb end as meta
      from generate_series(1, ${ENTRIES}) i
    ) e order by i`);
  await rows(`insert into credit_accounts (team_id, balance)
    select '${team!.id}', coalesce(sum(amount), 0) from credit_entries where team_id = '${team!.id}'`);
  // The spenders: an account each, topped up with more credits than any run can spend.
  await rows(`insert into credit_accounts (team_id, balance)
    select id, 1000000000000 from creator_teams where profile_handle like 'benchcredits%' and profile_handle <> 'benchcredits0'`);
  await rows(`insert into credit_entries (team_id, kind, amount, balance_after, held_after, cause_type, idempotency_key)
    select team_id, 'TOP_UP', balance, balance, 0, 'TOP_UP', 'bench:seed' from credit_accounts where balance = 1000000000000`);
  const spenders = await rows<{ id: string }>(`select id from creator_teams
    where profile_handle like 'benchcredits%' and profile_handle <> 'benchcredits0' order by profile_handle`);
  await rows(`create table bench_counters (id int primary key, n bigint not null default 0)`);
  await rows(`insert into bench_counters (id) select generate_series(0, ${workers - 1})`);
  // As autovacuum leaves an insert-only table once it has run over it: statistics, and the visibility map that lets
  // the count read the index alone.
  await rows(`vacuum analyze credit_entries`);
  await rows(`analyze`);
  return { teamId: team!.id, spenders: spenders.map((s) => s.id) };
}

async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const given = process.env.BENCH_CREDITS_DATABASE_URL;
  if (given) return work(given);
  const serverUrl = process.env.BENCH_CREDITS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `plaudit_bench_credits_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

export function benchCredits(o: BenchPartOptions): Promise<CreditsBench> {
  return withDatabase(async (url) => {
    const { client, scale, load } = await serverParts(o.root);
    const workers = o.connections;
    const database: ServerDatabase = client.fromPostgres(url, workers);
    const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-bench-credits-'));
    try {
      await database.migrate();
      const rows = <T>(text: string) => scale.rawRows<T>(database, text);
      const { notificationDefaults } = await load<{ notificationDefaults(): unknown }>('db/schema/auth.js');
      o.log(`credits: seeding ${ENTRIES.toLocaleString('en')} ledger entries and ${workers} spending accounts`);
      const seeded = Date.now();
      const { teamId, spenders } = await seed(rows, workers, notificationDefaults());
      o.log(`credits: seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

      // ---- the spend path against a bare one-row update, interleaved ----
      const { CreditsService } = await load<{
        CreditsService: new (deps: { db: unknown }) => {
          spend(move: {
            teamId: string;
            credits: number;
            cause: { type: string; id: string | null };
            idempotencyKey: string;
            actorId: string | null;
          }): Promise<unknown>;
        };
      }>('modules/credits/credits.service.js');
      const ledger = new CreditsService({ db: database.db });
      const run = randomBytes(4).toString('hex');
      let n = 0;
      const spend = (worker: number) =>
        ledger.spend({
          teamId: spenders[worker]!,
          credits: 1,
          cause: { type: 'FEATURING_DAY', id: null },
          idempotencyKey: `bench:${run}:${n++}`,
          actorId: null,
        });
      // The bare update prepared as the spend's statement is (lib/prepared.ts), so both skip planning alike.
      const { preparedSql } = await load<{
        preparedSql(name: string, query: SQL): (db: unknown) => { execute(params: object): Promise<unknown> };
      }>('lib/prepared.js');
      const bareStatement = preparedSql(
        'bench_bare_update',
        sql`update bench_counters set n = n + 1 where id = ${sql.placeholder('id')}::int`,
      );
      const bare = (worker: number) => bareStatement(database.db).execute({ id: worker });
      // Warm both (connections opened, statements planned, the JIT), not measured.
      await loops(workers, 1, bare);
      await loops(workers, 1, spend);
      const spendRuns: Awaited<ReturnType<typeof loops>>[] = [];
      const bareRuns: Awaited<ReturnType<typeof loops>>[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        o.log(`credits: round ${round + 1}/${ROUNDS}: bare update ${o.seconds} s, then spend ${o.seconds} s`);
        bareRuns.push(await loops(workers, o.seconds, bare));
        spendRuns.push(await loops(workers, o.seconds, spend));
      }
      const combine = (runs: Awaited<ReturnType<typeof loops>>[]) => ({
        ...timing(
          runs.flatMap((r) => r.latencies),
          runs.reduce((s, r) => s + r.seconds, 0),
        ),
        rounds: runs.map((r) => r.latencies.length / r.seconds),
      });
      const [check] = await rows<{ ok: boolean }>(`select bool_and(a.balance = e.total) as ok from credit_accounts a
        join (select team_id, sum(amount) as total from credit_entries group by team_id) e on e.team_id = a.team_id
        where a.team_id in (${spenders.map((id) => `'${id}'`).join(', ')})`);
      if (!check?.ok) throw new Error('a spending account does not equal the sum of its entries after the run');

      // ---- the ledger list against its SQL ----
      const samples = [
        { query: '', sql: listSql(teamId, 0) },
        { query: '?kind=TOP_UP', sql: listSql(teamId, 0, 'TOP_UP') },
        { query: '?page=50', sql: listSql(teamId, 49 * LIST_TAKE_DEFAULT) },
        { query: '?kind=SPEND&page=200', sql: listSql(teamId, 199 * LIST_TAKE_DEFAULT, 'SPEND') },
      ];
      const both: number[] = [];
      const page: number[] = [];
      const count: number[] = [];
      let next = 0;
      const timed = async (text: string, into: number[]) => {
        const t = process.hrtime.bigint();
        await rows(text);
        into.push(Number(process.hrtime.bigint() - t) / 1e6);
      };
      await loops(workers, 1, () => rows(samples[next++ % samples.length]!.sql.count));
      o.log(`credits: the ledger list's SQL, ${o.seconds} s`);
      const sqlRun = await loops(workers, o.seconds, async () => {
        const s = samples[next++ % samples.length]!.sql;
        await Promise.all([timed(s.page, page), timed(s.count, count)]);
      });
      both.push(...sqlRun.latencies);
      const sqlFigures = {
        both: timing(both, sqlRun.seconds),
        page: timing(page, sqlRun.seconds),
        count: timing(count, sqlRun.seconds),
      };

      const server = await o.start(dataDir, o.port, { DATABASE_URL: url, DEMO_SEED: 'false' });
      let list: CatalogueRoute | null = null;
      try {
        const base = `http://127.0.0.1:${o.port}`;
        const res = await fetch(`${base}/api/auth/signIn`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: OWNER_EMAIL, password: PASSWORD }),
        });
        if (!res.ok) throw new Error(`the bench owner's sign-in → ${res.status} ${await res.text()}`);
        const tokens = (await res.json()) as { accessToken: { token: string }; sessionId: string };
        const auth = { authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId };
        const route = `GET /api/creator/credits/{teamId}/entries (${ENTRIES.toLocaleString('en')} entries)`;
        const work = [
          {
            route,
            paths: samples.map((s) => `/api/creator/credits/${teamId}/entries${s.query}`),
            sql: [],
            headers: samples.map(() => auth),
          },
        ];
        const sqlMap = new Map([[route, { p50: sqlFigures.both.p50, p99: sqlFigures.both.p99 }]]);
        [list = null] = await measureApi(base, work, sqlMap, o.seconds, o.connections, o.log);
      } finally {
        await o.stop(server);
      }
      return {
        setting: `PostgreSQL, ${workers} at once, ${ROUNDS} rounds of ${o.seconds} s each way`,
        workers,
        spend: combine(spendRuns),
        bare: combine(bareRuns),
        entries: ENTRIES,
        list,
        sql: sqlFigures,
      };
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
