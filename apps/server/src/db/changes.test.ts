import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@plaudit/contract';
import type { FastifyInstance } from 'fastify';
import { buildAppOn, createTestDatabase, type TestDatabase } from '../../test/build-test-app.js';
import { api } from '../../test/factories.js';
import { fromPostgres, type Database } from './client.js';
import { CHANGE_FEED_APPLICATION_NAME } from './changes.js';

// The PostgreSQL change feed's heartbeat: a listening connection that goes quiet (the network drops packets, a
// peer vanishes without a FIN) turns memory off, and /api/health says so. The quiet is real: the feed talks to
// PostgreSQL through a TCP relay that this test can stop relaying.

const url = process.env.TEST_DATABASE_URL;

/**
 * A relay in front of PostgreSQL; `quiet` stops passing bytes, and drops them (connections stay open, answers never
 * come, and what was sent meanwhile is lost).
 */
async function relay(target: URL) {
  let quiet = false;
  let feedStartsLost = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk: Buffer) => {
      if (!quiet) upstream.write(chunk);
      else if (chunk.includes(CHANGE_FEED_APPLICATION_NAME)) feedStartsLost += 1;
    });
    upstream.on('data', (chunk) => void (quiet || client.write(chunk)));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    setQuiet: (value: boolean) => {
      quiet = value;
      feedStartsLost = 0;
    },
    /** The change feed's connection start-ups lost since the relay went quiet. */
    feedStartsLost: () => feedStartsLost,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!url)('the change feed on PostgreSQL', () => {
  let test: TestDatabase;
  let proxy: Awaited<ReturnType<typeof relay>>;
  let database: Database;
  let app: FastifyInstance;
  // pg warns once per process, so listen from the start of the file.
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);

  beforeAll(async () => {
    process.on('warning', onWarning);
    test = await createTestDatabase();
    const target = new URL(test.url!);
    proxy = await relay(target);
    const viaRelay = new URL(test.url!);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(proxy.port);
    database = fromPostgres(viaRelay.toString(), 2, { intervalMs: 100, timeoutMs: 300 });
    app = await buildAppOn(database);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await app?.close();
    await database?.close();
    await proxy?.close();
    await test?.drop();
  });

  const health = async () => (await app.inject({ method: 'GET', url: api(API.health) })).json<{ signedInMemory: { on: boolean; lastHeartbeatAt: string | null } }>();

  it('turns memory off when the listening connection goes quiet, and on again once a new one answers', async () => {
    await vi.waitFor(async () => expect((await health()).signedInMemory.on).toBe(true), { timeout: 10_000, interval: 50 });
    const firstBeat = (await health()).signedInMemory.lastHeartbeatAt;
    expect(firstBeat).toEqual(expect.any(String));
    await vi.waitFor(async () => expect((await health()).signedInMemory.lastHeartbeatAt).not.toBe(firstBeat), { timeout: 10_000, interval: 50 });

    proxy.setQuiet(true);
    await vi.waitFor(async () => expect((await health()).signedInMemory).toEqual({ on: false, lastHeartbeatAt: null }), { timeout: 10_000, interval: 50 });
    expect(database.changes.live).toBe(false);

    proxy.setQuiet(false); // the quiet connection was given up; the feed connects afresh
    await vi.waitFor(async () => expect((await health()).signedInMemory.on).toBe(true), { timeout: 15_000, interval: 50 });
  }, 40_000);

  it('gives up a new connection that goes unanswered, and connects again', async () => {
    await vi.waitFor(async () => expect((await health()).signedInMemory.on).toBe(true), { timeout: 15_000, interval: 50 });
    proxy.setQuiet(true);
    await vi.waitFor(async () => expect((await health()).signedInMemory.on).toBe(false), { timeout: 10_000, interval: 50 });
    // The next attempt comes 250 ms after the drop, while nothing is relayed: its start-up is lost, and only the
    // feed's own connect timeout ends the wait (PostgreSQL's authentication_timeout would take 60 s).
    await vi.waitFor(() => expect(proxy.feedStartsLost()).toBeGreaterThan(0), { timeout: 5_000, interval: 20 });
    proxy.setQuiet(false);
    await vi.waitFor(async () => expect((await health()).signedInMemory.on).toBe(true), { timeout: 15_000, interval: 100 });
  }, 40_000);

  it('pooled connections listen before they are handed out, without the concurrent-query warning', async () => {
    const direct = fromPostgres(test.url!, 4);
    try {
      const heard: (string | null)[] = [];
      direct.changes.subscribe((userId) => heard.push(userId));
      // Four connections at once, each a first use: each LISTENs in pg-pool's onConnect, then runs its query.
      await Promise.all([1, 2, 3, 4].map(() => direct.db.execute(sql`select pg_sleep(0.05)`)));
      await Promise.all([1, 2, 3, 4].map((n) => direct.db.execute(sql`select pg_notify('person_changed', ${`probe-${n}`})`)));
      // Each write's own connection heard it before the write answered (the dedicated connection may add more).
      expect(heard).toEqual(expect.arrayContaining(['probe-1', 'probe-2', 'probe-3', 'probe-4']));
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    } finally {
      await direct.close();
    }
  });
});
