import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_BASE, M, errorBodySchema, readySchema, ROUTES } from '@plaudit/contract';
import { buildApp } from '../src/app.js';
import { createLocalDiskStorage } from '../src/lib/local-storage.js';
import { createTestDatabase, testConfig, type TestDatabase } from './build-test-app.js';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

// Operating the servers: /api/ready for the balancer, Prometheus metrics at /metrics, and a request id
// in every log line of a request, in its answer's header and in any error body.

const TOKEN = 'metrics-token-for-the-tests';
const lines: string[] = [];
let database: TestDatabase;
let app: FastifyInstance;
let uploads: string;
/** When set, the file store's check fails (a bucket out of reach). */
let storeDown = false;

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = mkdtempSync(join(tmpdir(), 'plaudit-ops-'));
  const disk = createLocalDiskStorage(uploads);
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN }),
    db: database.database.db,
    changes: database.database.changes,
    storage: {
      ...disk,
      check: async () => (storeDown ? Promise.reject(new Error('bucket out of reach')) : disk.check()),
    },
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await app.ready();
  await database.database.changes.ready;
});
afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(uploads, { recursive: true, force: true });
});

describe('GET /api/ready', () => {
  it('answers 200 with each part checked while the database, the store and the change listener answer', async () => {
    const res = await app.inject({ method: 'GET', url: `${API_BASE}${ROUTES.system.ready.path}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(readySchema.parse(res.json())).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'off', storage: 'ok', changeListener: 'ok' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the part that does not answer, while /api/health still says the process is alive', async () => {
    storeDown = true;
    try {
      const res = await app.inject({ method: 'GET', url: `${API_BASE}${ROUTES.system.ready.path}` });
      expect(res.statusCode).toBe(503);
      const body = errorBodySchema.parse(res.json());
      expect(body.errors[0]).toMatchObject({
        type: 'unavailable',
        message: M.error.common.not_ready,
        meta: { failed: ['storage'] },
      });
      expect((await app.inject({ method: 'GET', url: `${API_BASE}${ROUTES.system.health.path}` })).statusCode).toBe(
        200,
      );
    } finally {
      storeDown = false;
    }
  });
});

describe('GET /metrics', () => {
  it('asks for the token when one is configured', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: 'Bearer wrong-token-of-same-size!' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('counts requests by route pattern and status class, with a latency histogram, and reports the queue and the buffer', async () => {
    const scrape = async () =>
      (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const count = (text: string, labels: string) =>
      Number(new RegExp(`^http_requests_total\\{${labels}\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    const route = `${API_BASE}/brands/:creatorProfile`;
    const labels = `method="GET",route="${route.replace(/[/:]/g, (c) => `\\${c}`)}",status="4xx"`;
    const before = count(await scrape(), labels);
    for (const handle of ['no-such-brand-1', 'no-such-brand-2']) {
      expect((await app.inject({ method: 'GET', url: `${API_BASE}/brands/${handle}` })).statusCode).toBe(404);
    }
    const text = await scrape();
    expect(count(text, labels)).toBe(before + 2);
    // One series for the pattern, none for the pages asked.
    expect(text).not.toContain('no-such-brand-1');
    expect(text).toMatch(
      new RegExp(
        `^http_request_duration_seconds_count\\{method="GET",route="${route.replace(/[/:]/g, (c) => `\\${c}`)}"\\} \\d+$`,
        'm',
      ),
    );
    expect(text).toMatch(/^jobs_queue_depth\{state="failed"\} 0$/m);
    expect(text).toMatch(/^events_buffer_size \d+$/m);
    expect(text).toMatch(/^events_refused_total 0$/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });
});

describe('request ids', () => {
  it('every answer names its request; an error body carries the same id, and so does every log line of it', async () => {
    const res = await app.inject({ method: 'GET', url: `${API_BASE}/brands/no-such-brand-3` });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().requestId).toBe(id);
    const ofIt = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.reqId === id);
    expect(ofIt.length).toBeGreaterThanOrEqual(2); // "incoming request" and "request completed"
  });

  it("keeps a caller's plain id, and replaces anything else", async () => {
    const kept = await app.inject({
      method: 'GET',
      url: `${API_BASE}${ROUTES.system.health.path}`,
      headers: { 'x-request-id': 'lb-7f3a9c21e0' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21e0');
    const replaced = await app.inject({
      method: 'GET',
      url: `${API_BASE}${ROUTES.system.health.path}`,
      headers: { 'x-request-id': 'x"><script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
