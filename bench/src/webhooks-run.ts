// The webhooks part of `npm run bench`, on PostgreSQL only: a database of its own (BENCH_WEBHOOKS_DATABASE_URL, an
// empty or disposable one; else a fresh one made on BENCH_WEBHOOKS_POSTGRES_URL's server and dropped afterwards),
// migrated by the server's own code, and a server of its own (port BENCH_PORT + 13) in local mode, so it may send
// to the receiver this process runs on 127.0.0.1 (port BENCH_PORT + 14).
// - The outbox's cost in the request: POST /api/products/{id}/reviews on a brand without webhooks against the same
//   on a brand with 5 endpoints subscribed to review.published, in interleaved rounds of the same length and
//   concurrency (the order flips each round), so a shared machine's drift hits both alike; the cost compared is the
//   CPU per review of the server and of the PostgreSQL backends on the bench's database. Sending is held off
//   meanwhile (the bench holds the fan-out's advisory lock on a connection of its own): what is compared is the
//   request, whose only extra work is the outbox row; the sending is measured next, on its own.
// - Fan-out: 1,000 reviews posted to that brand, then the lock let go; every delivery to the 5 endpoints must reach
//   the receiver, verify with the `standardwebhooks` package (the specification's reference library) against its
//   endpoint's secret, and come in order (webhook-sequence 1, 2, … per endpoint).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { serverParts, type BenchPartOptions } from './bench-part.js';

export interface PostFigures {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** The server process's CPU milliseconds per request (user + system), over the variant's rounds. */
  serverCpuMs: number;
  /** The CPU milliseconds per request of the PostgreSQL backends connected to the bench's database. */
  postgresCpuMs: number;
  non2xx: number;
}

export interface WebhooksBench {
  setting: string;
  connections: number;
  rounds: number;
  /** The brand without webhooks, all rounds together, and each round's rate. */
  quiet: PostFigures & { byRound: number[] };
  /** The brand with 5 endpoints subscribed to review.published. */
  loud: PostFigures & { byRound: number[] };
  /** Events the loud rounds wrote to the outbox (one per published review), and reviews held instead of published. */
  loudEvents: number;
  held: number;
  firstFailure: string | null;
  fanOut: {
    events: number;
    endpoints: number;
    expected: number;
    delivered: number;
    verified: number;
    inOrder: boolean;
    seconds: number;
    /** Why the check failed, when it did. */
    problem: string | null;
  };
}

const ROUNDS = Number(process.env.BENCH_WEBHOOKS_ROUNDS ?? 3);
const ENDPOINTS = 5;
const EVENTS = Number(process.env.BENCH_WEBHOOKS_EVENTS ?? 1_000);
/** Products per brand: each gets at most one review per reviewer, and fewer than the burst rule's 10 an hour. */
const PRODUCTS = Number(process.env.BENCH_WEBHOOKS_PRODUCTS ?? 2_000);
const PASSWORD = 'bench-webhooks-reviewer-1';
/** The fan-out's lock (webhooks.queries.ts `fanOut`): while the bench holds it, nothing is fanned out or sent. */
const FAN_OUT_LOCK = `select pg_advisory_lock(hashtext('plaudit:webhooks:fan-out'))`;
const FAN_OUT_UNLOCK = `select pg_advisory_unlock(hashtext('plaudit:webhooks:fan-out'))`;

/** The server process's CPU so far, in milliseconds (user + system; Linux clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The CPU so far of every PostgreSQL backend connected to this database, by process id. */
async function backendsCpu(rows: <T>(sql: string) => Promise<T[]>): Promise<Map<number, number>> {
  const pids = await rows<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()');
  return new Map(pids.map(({ pid }) => [pid, cpuMsOf(pid)]));
}

/** What the backends spent between two snapshots (one that connected meanwhile counts whole). */
function backendsSpent(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const given = process.env.BENCH_WEBHOOKS_DATABASE_URL;
  if (given) return work(given);
  const serverUrl = process.env.BENCH_WEBHOOKS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `plaudit_bench_webhooks_${randomBytes(4).toString('hex')}`;
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

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that keeps every request and answers 204. */
async function startReceiver(port: number) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: (endpoint: number) => `http://127.0.0.1:${port}/hooks/${endpoint}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Two brands (quiet: no webhooks; loud: 5 endpoints on review.published), PRODUCTS each, and the reviewers. */
async function seed(rows: <T>(text: string) => Promise<T[]>, reviewers: number, notifications: unknown) {
  const passwordHash = await hash(PASSWORD);
  await rows(`insert into users (username, email, password_hash, first_name, last_name, register_type,
      email_verification_status, notifications, created_at)
    select 'benchhook' || i, 'bench-hook-' || i || '@bench.plaudit.local', '${passwordHash}', 'Bench', 'Reviewer ' || i,
      'USER', 'VERIFIED', '${JSON.stringify(notifications)}'::jsonb, now() - interval '10 days'
    from generate_series(1, ${reviewers}) i`);
  await rows(`insert into creator_teams (brand_name, profile_handle, social, claimed_at)
    values ('Bench quiet', 'benchquiet', '{}'::jsonb, now()), ('Bench loud', 'benchloud', '{}'::jsonb, now())`);
  const teams = await rows<{ id: string; profile_handle: string }>(
    `select id, profile_handle from creator_teams where profile_handle in ('benchquiet', 'benchloud')`,
  );
  const quiet = teams.find((t) => t.profile_handle === 'benchquiet')!.id;
  const loud = teams.find((t) => t.profile_handle === 'benchloud')!.id;
  await rows(`insert into verifications (subject_type, team_id, status, details, reviewed_at)
    values ('CREATOR', '${quiet}', 'APPROVED', '{}'::jsonb, now()), ('CREATOR', '${loud}', 'APPROVED', '{}'::jsonb, now())`);
  await rows(`insert into categories (slug, name, icon) values ('bench-hooks', 'Bench hooks', 'category')`);
  await rows(`insert into products (team_id, category_id, name, slug, description, status, published_at)
    select t.id, c.id, 'Bench product ' || i, 'bench-product-' || i, 'A product of the webhooks bench.', 'PUBLISHED', now()
    from (values ('${quiet}'::uuid), ('${loud}'::uuid)) t(id), categories c, generate_series(1, ${PRODUCTS}) i
    where c.slug = 'bench-hooks'`);
  await rows('analyze');
  const productsOf = async (teamId: string) =>
    (await rows<{ id: string }>(`select id from products where team_id = '${teamId}' order by slug`)).map((p) => p.id);
  const people = await rows<{ email: string }>(
    `select email from users where email like 'bench-hook-%' order by username`,
  );
  return {
    quiet: { id: quiet, products: await productsOf(quiet) },
    loud: { id: loud, products: await productsOf(loud) },
    emails: people.map((p) => p.email),
  };
}

async function signIn(base: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`sign-in of ${email} → ${res.status}: ${text.slice(0, 200)}`);
  const tokens = JSON.parse(text) as { accessToken: { token: string }; sessionId: string };
  return { authorization: `Bearer ${tokens.accessToken.token}`, 'x-session-id': tokens.sessionId };
}

/** Resolves once no review has been added for a few hundred milliseconds (at most 30 s). */
async function settled(rows: <T>(sql: string) => Promise<T[]>) {
  const count = async () => (await rows<{ n: number }>('select count(*)::int as n from reviews'))[0]!.n;
  const deadline = Date.now() + 30_000;
  let last = await count();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await count();
    if (now === last) return;
    last = now;
  }
}

/** Words no two reviews share the same way: the near-duplicate rule would otherwise hold some of them. */
const text = () => Array.from({ length: 6 }, () => randomBytes(4).toString('hex')).join(' ');

export function benchWebhooks(o: BenchPartOptions): Promise<WebhooksBench> {
  return withDatabase(async (url) => {
    const { client, scale, load } = await serverParts(o.root);
    const database = client.fromPostgres(url, 2);
    const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-bench-webhooks-'));
    const lock = new pg.Client({ connectionString: url });
    const receiver = await startReceiver(o.port + 1);
    try {
      await database.migrate();
      const rows = <T>(sql: string) => scale.rawRows<T>(database, sql);
      const { notificationDefaults } = await load<{ notificationDefaults(): unknown }>('db/schema/auth.js');
      const reviewers = o.connections * 2;
      o.log(`webhooks: seeding 2 brands of ${PRODUCTS} products and ${reviewers} reviewers`);
      const world = await seed(rows, reviewers, notificationDefaults());
      const secrets = Array.from({ length: ENDPOINTS }, () => `whsec_${randomBytes(32).toString('base64')}`);
      await rows(
        `insert into webhook_endpoints (team_id, url, events, secret) values ${secrets
          .map((secret, i) => `('${world.loud.id}', '${receiver.url(i)}', '{review.published}', '${secret}')`)
          .join(', ')}`,
      );
      await lock.connect();
      await lock.query(FAN_OUT_LOCK);

      const server = await o.start(dataDir, o.port, { DATABASE_URL: url, DEMO_SEED: 'false' });
      try {
        const base = `http://127.0.0.1:${o.port}`;
        const sessions: Record<string, string>[] = [];
        for (const email of world.emails) sessions.push(await signIn(base, email));

        // Each brand's posts walk its products in laps, a reviewer per lap: no pair twice, no product near a burst.
        const cursor = { quiet: 0, loud: 0 };
        let firstFailure: string | null = null;
        const post = (brand: 'quiet' | 'loud', options: { duration?: number; amount?: number }) => {
          const products = world[brand].products;
          return autocannon({
            url: base,
            connections: o.connections,
            ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? o.seconds }),
            requests: [
              {
                method: 'POST',
                setupRequest: (request) => {
                  const n = cursor[brand]++;
                  const session = sessions[Math.floor(n / products.length) % sessions.length]!;
                  if (n >= products.length * Math.min(sessions.length, 9))
                    throw new Error('the webhooks bench ran out of review slots: raise BENCH_WEBHOOKS_PRODUCTS');
                  return {
                    ...request,
                    path: `/api/products/${products[n % products.length]}/reviews`,
                    headers: { ...request.headers, ...session, 'content-type': 'application/json' },
                    body: JSON.stringify({ type: 'USER', rating: 1 + (n % 5), title: 'Bench review', comment: text() }),
                  };
                },
                onResponse: (status, body) => {
                  if (status !== 201) firstFailure ??= `${status} ${body.slice(0, 200)}`;
                },
              },
            ],
          });
        };

        // ---- the request: no webhooks against 5 endpoints, interleaved ----
        o.log('webhooks: warming both brands up, 1 s each');
        await post('quiet', { duration: 1 });
        await post('loud', { duration: 1 });
        type Run = { result: autocannon.Result; cpuMs: number; postgresMs: number };
        const runs: Record<'quiet' | 'loud', Run[]> = { quiet: [], loud: [] };
        for (let round = 0; round < ROUNDS; round++) {
          const order: Array<'quiet' | 'loud'> = round % 2 === 0 ? ['quiet', 'loud'] : ['loud', 'quiet'];
          for (const brand of order) {
            o.log(`webhooks: round ${round + 1}/${ROUNDS}: ${brand} brand, ${o.seconds} s`);
            const before = cpuMsOf(server.pid!);
            const backends = await backendsCpu(rows);
            const result = await post(brand, { duration: o.seconds });
            runs[brand].push({
              result,
              cpuMs: cpuMsOf(server.pid!) - before,
              postgresMs: backendsSpent(backends, await backendsCpu(rows)),
            });
          }
        }
        const figures = (list: Run[]): PostFigures & { byRound: number[] } => {
          const requests = list.reduce((s, r) => s + r.result.requests.total, 0);
          const seconds = list.reduce((s, r) => s + r.result.duration, 0);
          const weighted = (pick: (r: autocannon.Result) => number) =>
            list.reduce((s, r) => s + pick(r.result) * r.result.requests.total, 0) / Math.max(requests, 1);
          return {
            requests,
            seconds,
            perSecond: requests / Math.max(seconds, 1e-9),
            p50: weighted((r) => r.latency.p50),
            p99: Math.max(...list.map((r) => r.result.latency.p99)),
            serverCpuMs: list.reduce((s, r) => s + r.cpuMs, 0) / Math.max(requests, 1),
            postgresCpuMs: list.reduce((s, r) => s + r.postgresMs, 0) / Math.max(requests, 1),
            non2xx: list.reduce((s, r) => s + r.result.non2xx + r.result.errors + r.result.timeouts, 0),
            byRound: list.map((r) => r.result.requests.total / r.result.duration),
          };
        };
        const [events] = await rows<{ n: number }>(`select count(*)::int as n from webhook_events`);
        const [held] = await rows<{ n: number }>(`select count(*)::int as n from reviews where status <> 'PUBLISHED'`);

        // ---- fan-out: exactly EVENTS events, then sending let go ----
        // autocannon stops at the time without waiting for the answers in flight: their reviews land after it.
        await settled(rows);
        await rows(`delete from webhook_events`);
        o.log(`webhooks: posting ${EVENTS} reviews to the brand with ${ENDPOINTS} endpoints`);
        await post('loud', { amount: EVENTS });
        await settled(rows);
        const [written] = await rows<{ n: number }>(`select count(*)::int as n from webhook_events`);
        const expected = written!.n * ENDPOINTS;
        o.log(`webhooks: ${written!.n} events written; sending ${expected} deliveries`);
        const started = Date.now();
        await lock.query(FAN_OUT_UNLOCK);
        const deadline = started + 300_000;
        while (receiver.received.length < expected && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100));
        const seconds = (Date.now() - started) / 1000;

        let verified = 0;
        let inOrder = true;
        let problem: string | null = written!.n === EVENTS ? null : `${written!.n} events written, not ${EVENTS}`;
        const lastSequence = new Map<number, number>();
        const seen = new Set<string>();
        for (const entry of receiver.received) {
          const headers = Object.fromEntries(
            Object.entries(entry.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
          );
          const index = Number(/\/hooks\/(\d+)$/.exec(entry.path)?.[1] ?? -1);
          try {
            new Webhook(secrets[index]!).verify(entry.body, headers);
            verified += 1;
          } catch (error) {
            problem ??= `a delivery to endpoint ${index} did not verify: ${String(error)}`;
          }
          const sequence = Number(headers['webhook-sequence']);
          if (sequence !== (lastSequence.get(index) ?? 0) + 1) inOrder = false;
          lastSequence.set(index, sequence);
          const key = `${index}:${headers['webhook-id']}`;
          if (seen.has(key)) problem ??= `endpoint ${index} got ${headers['webhook-id']} twice`;
          seen.add(key);
        }
        if (receiver.received.length < expected)
          problem ??= `${receiver.received.length} of ${expected} deliveries arrived within 300 s`;
        return {
          setting: `PostgreSQL (${process.env.BENCH_WEBHOOKS_DATABASE_URL ? 'BENCH_WEBHOOKS_DATABASE_URL' : 'a fresh database'}), 2 brands of ${PRODUCTS} products, ${reviewers} reviewers`,
          connections: o.connections,
          rounds: ROUNDS,
          quiet: figures(runs.quiet),
          loud: figures(runs.loud),
          loudEvents: events!.n,
          held: held!.n,
          firstFailure,
          fanOut: {
            events: written!.n,
            endpoints: ENDPOINTS,
            expected,
            delivered: receiver.received.length,
            verified,
            inOrder,
            seconds,
            problem,
          },
        };
      } finally {
        await o.stop(server);
      }
    } finally {
      await lock.end().catch(() => undefined);
      await receiver.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
