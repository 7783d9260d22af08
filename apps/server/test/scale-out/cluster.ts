import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Real processes for the two-server test: two built servers (dist/server.js) on one PostgreSQL and one
// Redis, each with its own DATA_DIR (so nothing can pass through a local disk), behind HAProxy from Debian's packages.
// HAProxy names the server that answered in `x-served-by`, so a test can see both were asked.

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_ENTRY = join(serverRoot, 'dist', 'server.js');

/** A free TCP port on loopback (asked of the kernel; whoever binds it next gets it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls `url` until it answers 200, or throws after `timeoutMs` with what the process printed. */
export async function waitFor200(url: string, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface ServerProcess {
  name: string;
  url: string;
  process: ChildProcess;
  output(): string;
  /** SIGKILL: no graceful close, as a crashed machine. Resolves once the process is gone. */
  kill(): Promise<void>;
}

export interface Cluster {
  /** The balancer's address: what a browser would be given. */
  url: string;
  /** What the servers' keys and queues in Redis start with. */
  redisPrefix: string;
  servers: ServerProcess[];
  stop(): Promise<void>;
}

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  s3Url: string;
  /** More environment for both servers (limits, intervals). */
  env?: Record<string, string>;
}

function startServer(name: string, port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

function haproxyConfig(lbPort: number, servers: Array<{ name: string; port: number }>): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    // A request the balancer could not hand to a server (connection refused: that server is gone) goes to the
    // other one; a request a server had already received is never sent twice.
    '  retries 3',
    '  option redispatch',
    '  option forwardfor',
    'frontend web',
    `  bind 127.0.0.1:${lbPort}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-response set-header x-served-by %s',
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check inter 500 fall 2 rise 1`),
    '',
  ].join('\n');
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'plaudit-cluster-'));
  const protocolKey = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  // What every server of one deployment shares: the database, Redis, the bucket and the signing keys.
  const shared = {
    NODE_ENV: 'development',
    DEMO_SEED: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: `cluster-${randomBytes(6).toString('hex')}`,
    S3_URL: options.s3Url,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PROTOCOL_SIGNING_KEY: protocolKey,
    WEB_DIST: join(dir, 'no-web-build'),
    ...options.env,
  };
  const [portA, portB, lbPort] = [await freePort(), await freePort(), await freePort()];
  const servers = [
    startServer('a', portA, { ...shared, DATA_DIR: join(dir, 'a') }),
    startServer('b', portB, { ...shared, DATA_DIR: join(dir, 'b') }),
  ];
  const configFile = join(dir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    haproxyConfig(lbPort, [
      { name: 'a', port: portA },
      { name: 'b', port: portB },
    ]),
  );
  const lb = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let lbOutput = '';
  lb.stdout.on('data', (c: Buffer) => void (lbOutput += c.toString()));
  lb.stderr.on('data', (c: Buffer) => void (lbOutput += c.toString()));
  const lbExited = new Promise<void>((r) => lb.once('exit', () => r()));
  const stop = async () => {
    await Promise.all(servers.map((s) => s.kill()));
    if (lb.exitCode === null) lb.kill('SIGKILL');
    await lbExited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const server of servers) await waitFor200(`${server.url}/api/health`, 60_000, server.output);
    await waitFor200(`http://127.0.0.1:${lbPort}/api/health`, 10_000, () => lbOutput);
    // Both marked up by the balancer's own checks before the tests count on round robin.
    await untilBothAnswer(`http://127.0.0.1:${lbPort}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${lbPort}`, redisPrefix: shared.REDIS_PREFIX, servers, stop };
}

async function untilBothAnswer(url: string): Promise<void> {
  const seen = new Set<string>();
  const deadline = Date.now() + 10_000;
  while (seen.size < 2) {
    if (Date.now() > deadline) throw new Error(`the balancer sent every request to ${[...seen].join(', ')}`);
    const res = await fetch(`${url}/api/health`);
    seen.add(res.headers.get('x-served-by') ?? '?');
  }
}
