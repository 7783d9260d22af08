import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { requestIdOf } from '../src/lib/request-id.js';
import { freePort, waitFor200 } from './scale-out/cluster.js';
import { needs } from './needs.js';

// The balancer operators get (deploy/haproxy.cfg), run for real in front of a server that echoes what
// it received. The servers trust its X-Forwarded-For (TRUST_PROXY) for the address the per-IP limits count, so what
// a client writes into that header must never reach them; nor may a client choose the request id of the logs.
// Only what ties the file to Docker is swapped out: its DNS resolver, the listening port and the servers' addresses.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const installed = !spawnSync('haproxy', ['-v']).error;

function runnableHere(cfg: string, lbPort: number, appPort: number): string {
  const local = cfg
    .replace(/^resolvers docker\n(?:[ \t]+.*\n)+/m, '')
    .replace(/ resolvers docker init-addr \S+/, '')
    .replace(/^(\s*)bind :80$/m, `$1bind 127.0.0.1:${lbPort}`)
    .replace(/^(\s*server \S+) app\d:3000$/gm, `$1 127.0.0.1:${appPort}`)
    .replace(/^\s*log stdout .*\n/m, '');
  // Each swap must have happened, or the test would be running some other file than the one shipped.
  expect(local).not.toMatch(/docker|:80$|app\d:3000/m);
  return local;
}

needs(installed, 'haproxy is not installed').describe('deploy/haproxy.cfg in front of a server', () => {
  let app: Server;
  let lb: ChildProcess;
  let lbUrl: string;
  let output = '';
  let dir: string;
  const seen: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    app = createServer((request, response) => {
      if (request.url !== '/api/ready') seen.push(request.headers);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    const appPort = await freePort();
    await new Promise<void>((done) => app.listen(appPort, '127.0.0.1', done));
    const lbPort = await freePort();
    dir = mkdtempSync(join(tmpdir(), 'plaudit-lb-'));
    const configFile = join(dir, 'haproxy.cfg');
    writeFileSync(configFile, runnableHere(readFileSync(join(ROOT, 'deploy/haproxy.cfg'), 'utf8'), lbPort, appPort));
    lb = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    lb.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    lb.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    lbUrl = `http://127.0.0.1:${lbPort}`;
    await waitFor200(`${lbUrl}/api/health`, 10_000, () => output);
  });
  afterAll(async () => {
    lb?.kill('SIGKILL');
    await new Promise((done) => app?.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes on the address it saw, not the one a client wrote into X-Forwarded-For', async () => {
    seen.length = 0;
    const res = await fetch(`${lbUrl}/api/auth/me`, { headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' } });
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]!['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('gives every request an id of its own, replacing one a client sent', async () => {
    seen.length = 0;
    await fetch(`${lbUrl}/api/health`, { headers: { 'x-request-id': 'chosen-by-the-client' } });
    await fetch(`${lbUrl}/api/health`);
    expect(seen).toHaveLength(2);
    const [first, second] = seen.map((headers) => headers['x-request-id']);
    expect(first).not.toBe(second);
    // HAProxy's own (client address and port, frontend, time, counter in hex), and one the servers keep as theirs, so
    // the balancer's log line and the server's share it.
    for (const id of [first, second]) {
      expect(id).toMatch(/^7F000001:[0-9A-F]+_7F000001:[0-9A-F]+_[0-9A-F]+_[0-9A-F]+:[0-9A-F]+$/);
      expect(requestIdOf({ headers: { 'x-request-id': id } } as unknown as IncomingMessage)).toBe(id);
    }
  });

  it('keeps /metrics inside', async () => {
    seen.length = 0;
    expect((await fetch(`${lbUrl}/metrics`)).status).toBe(403);
    expect(seen).toHaveLength(0);
  });
});
