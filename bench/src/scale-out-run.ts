// The scale-out part of `npm run bench`: the same two routes — GET /api/auth/me and a public product
// page — on one server, then on two servers behind HAProxy, in the same run on the same fresh PostgreSQL database and
// Redis, in alternating rounds; and the sign-in limiter's cost in Redis against the in-memory one (the built
// server's own limiter, called directly, so nothing but the store differs). On two cores both servers, PostgreSQL,
// Redis, the balancer and the load generator share the same two cores: the pair cannot be faster, only not much slower.
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_BASE, HEADERS, ROUTES } from '@plaudit/contract';
import type { BenchPartOptions } from './bench-part.js';

export interface ScaleOutRoute {
  route: string;
  /** One server, asked straight. */
  directRps: number;
  /** One server behind the balancer. */
  singleRps: number;
  /** Two servers behind the balancer. */
  pairRps: number;
  singleP50: number;
  pairP50: number;
}

export interface ScaleOutBench {
  setting: string;
  /** Null when PostgreSQL or Redis could not be reached (then nothing was measured). */
  routes: ScaleOutRoute[] | null;
  limiter: { memoryP50: number; redisP50: number; samples: number } | null;
}

interface LimiterModule {
  createLimiter(
    points: number,
    durationSeconds: number,
    shared?: { redis: unknown; prefix: string; name: string },
  ): { consume(key: string): Promise<void> };
}
interface RedisModule {
  createRedis(url: string, name?: string): { ping(): Promise<string>; quit(): Promise<unknown>; disconnect(): void };
}

const ROUNDS = 2;
const LIMITER_SAMPLES = 4000;

/**
 * Two front ends on one HAProxy: `one` sends everything to the first server, `two` balances over both. The single
 * server is measured both straight and behind the balancer, so the pair is compared like for like (a production
 * server sits behind a balancer or TLS terminator either way) and the balancer's own hop is shown apart.
 */
function haproxyConfig(ports: { one: number; two: number }, servers: number[]): string {
  const backend = (name: string, members: number[]) => [
    `backend ${name}`,
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    ...members.map((p, i) => `  server s${i} 127.0.0.1:${p} check inter 1000`),
  ];
  return [
    // One thread: on two cores the servers need the rest.
    'global',
    '  maxconn 4096',
    '  nbthread 1',
    // Keep-alive to the servers (HAProxy's default), as in production: a new connection per request would measure TCP.
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  option redispatch',
    '  retries 3',
    'frontend one',
    `  bind 127.0.0.1:${ports.one}`,
    '  default_backend one',
    'frontend two',
    `  bind 127.0.0.1:${ports.two}`,
    '  default_backend two',
    ...backend('one', servers.slice(0, 1)),
    ...backend('two', servers),
    '',
  ].join('\n');
}

async function load(base: string, path: string, headers: Record<string, string>, seconds: number, connections: number) {
  const result = await autocannon({ url: `${base}${path}`, headers, duration: seconds, connections });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path} on ${base}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50 };
}

function p50(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The limiter's consume, LIMITER_SAMPLES times one after another (a sign-in takes one point), p50 in ms. */
async function limiterP50(limiter: { consume(key: string): Promise<void> }): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < LIMITER_SAMPLES; i += 1) {
    const started = performance.now();
    await limiter.consume(`ip:198.51.100.${i % 200}`);
    samples.push(performance.now() - started);
  }
  return p50(samples);
}

/** Whether HAProxy starts here (`haproxy -v`): without it the two servers cannot be put behind one address. */
function haproxyAvailable(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('haproxy', ['-v'], { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

export async function benchScaleOut(
  o: BenchPartOptions & { postgresUrl: string; redisUrl: string },
): Promise<ScaleOutBench> {
  const admin = new pg.Client({ connectionString: o.postgresUrl });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  const dist = (file: string) => import(pathToFileURL(join(o.root, 'apps/server/dist', file)).href);
  const { createRedis } = (await dist('plugins/redis.js')) as RedisModule;
  const redis = createRedis(o.redisUrl, 'plaudit-bench');
  const redisUp = await Promise.race([
    redis.ping().then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((r) => setTimeout(() => r(false), 2000)),
  ]);
  if (!reachable || !redisUp) {
    redis.disconnect();
    await admin.end().catch(() => undefined);
    return {
      setting: `not measured: needs PostgreSQL (${o.postgresUrl}: ${reachable ? 'up' : 'unreachable'}) and Redis (${o.redisUrl}: ${redisUp ? 'up' : 'unreachable'})`,
      routes: null,
      limiter: null,
    };
  }

  // The limiter first, while nothing else runs.
  const { createLimiter } = (await dist('plugins/rate-limit.js')) as LimiterModule;
  const prefix = `bench-${randomBytes(4).toString('hex')}`;
  const memoryP50 = await limiterP50(createLimiter(1e9, 900));
  const redisP50 = await limiterP50(createLimiter(1e9, 900, { redis, prefix, name: 'signInPerIp' }));
  await redis.quit().catch(() => redis.disconnect());
  o.log(`sign-in limiter p50: memory ${memoryP50.toFixed(3)} ms, Redis ${redisP50.toFixed(3)} ms`);
  const limiter = { memoryP50, redisP50, samples: LIMITER_SAMPLES };
  // A missing balancer is a figure not taken, not a crash of the whole bench (spawning it failed with ENOENT).
  if (!(await haproxyAvailable())) {
    await admin.end();
    return {
      setting: 'two servers behind HAProxy not measured: haproxy is not installed here (apt-get install haproxy)',
      routes: null,
      limiter,
    };
  }

  const database = `plaudit_bench_scaleout_${Date.now().toString(36)}`;
  await admin.query(`create database "${database}"`);
  const url = new URL(o.postgresUrl);
  url.pathname = `/${database}`;
  const dir = mkdtempSync(join(tmpdir(), 'plaudit-bench-scaleout-'));
  const shared = {
    DATABASE_URL: url.toString(),
    REDIS_URL: o.redisUrl,
    REDIS_PREFIX: prefix,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PROTOCOL_SIGNING_KEY: generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    TRUST_PROXY: 'true',
  };
  const children: ChildProcess[] = [];
  let lb: ChildProcess | null = null;
  try {
    // The first seeds the demo catalogue and accounts; the second finds them there.
    const portA = o.port;
    const portB = o.port + 1;
    const lbPorts = { one: o.port + 2, two: o.port + 3 };
    children.push(await o.start(join(dir, 'a'), portA, { ...shared, DEMO_SEED: 'true' }));
    children.push(await o.start(join(dir, 'b'), portB, { ...shared, DEMO_SEED: 'true' }));
    const configFile = join(dir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig(lbPorts, [portA, portB]));
    lb = spawn('haproxy', ['-db', '-f', configFile], { stdio: 'ignore' });
    // Unheard, an 'error' event would end the bench's process: the routes below then fail to answer instead.
    lb.on('error', (error) => o.log(`haproxy: ${error.message}`));
    const direct = `http://127.0.0.1:${portA}`;
    const single = `http://127.0.0.1:${lbPorts.one}`;
    const pair = `http://127.0.0.1:${lbPorts.two}`;
    for (let i = 0; i < 50; i += 1) {
      if (
        await fetch(`${pair}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }

    const signIn = await fetch(`${direct}${API_BASE}${ROUTES.auth.signIn.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user@plaudit.local', password: 'plaudit-demo' }),
    });
    if (!signIn.ok) throw new Error(`demo sign-in: ${signIn.status} ${await signIn.text()}`);
    const session = (await signIn.json()) as { accessToken: { token: string }; sessionId: string };
    const me = { authorization: `Bearer ${session.accessToken.token}`, [HEADERS.sessionId]: session.sessionId };
    const home = (await (await fetch(`${direct}/api/home`)).json()) as {
      newest: Array<{ slug: string; brand: { creatorProfile: string } }>;
    };
    const card = home.newest[0];
    if (!card) throw new Error('the demo catalogue has no product');
    const routes = [
      { route: 'GET /api/auth/me', path: `${API_BASE}${ROUTES.auth.me.path}`, headers: me },
      {
        route: 'GET /api/brands/{brand}/products/{product}',
        path: `/api/brands/${card.brand.creatorProfile}/products/${card.slug}`,
        headers: {},
      },
    ];
    const results: ScaleOutRoute[] = [];
    for (const r of routes) {
      await load(pair, r.path, r.headers, Math.max(1, Math.round(o.seconds / 2)), o.connections); // warm both
      const d: number[] = [];
      const s = { rps: [] as number[], p50: [] as number[] };
      const p = { rps: [] as number[], p50: [] as number[] };
      for (let round = 0; round < ROUNDS; round += 1) {
        d.push((await load(direct, r.path, r.headers, o.seconds, o.connections)).rps);
        const one = await load(single, r.path, r.headers, o.seconds, o.connections);
        const two = await load(pair, r.path, r.headers, o.seconds, o.connections);
        s.rps.push(one.rps);
        s.p50.push(one.p50);
        p.rps.push(two.rps);
        p.p50.push(two.p50);
        o.log(
          `${r.route}: one server ${d.at(-1)!.toFixed(0)}/s straight, ${one.rps.toFixed(0)}/s behind HAProxy; two behind HAProxy ${two.rps.toFixed(0)}/s`,
        );
      }
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      results.push({
        route: r.route,
        directRps: mean(d),
        singleRps: mean(s.rps),
        pairRps: mean(p.rps),
        singleP50: mean(s.p50),
        pairP50: mean(p.p50),
      });
    }
    return {
      setting: `two servers and one on PostgreSQL (${database}, the demo catalogue) and Redis, ${o.connections} connections, ${ROUNDS} rounds of ${o.seconds} s each way`,
      routes: results,
      limiter,
    };
  } finally {
    lb?.kill('SIGKILL');
    for (const child of children) await o.stop(child);
    await admin.query(`drop database if exists "${database}" with (force)`).catch(() => undefined);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}
