import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { pathOf, ROUTES } from '@plaudit/contract';
import type { FastifyInstance } from 'fastify';
import { buildAppOn, createTestDatabase, type TestDatabase } from '../../test/build-test-app.js';
import { api, authed, signedInUser } from '../../test/factories.js';
import { fromPostgres, type Database } from './client.js';
import pg from 'pg';
import { CHANGE_FEED_APPLICATION_NAME, HEARD_TIMEOUT_MS } from './changes.js';
import { needs } from '../../test/needs.js';

// The PostgreSQL change feed's heartbeat: a listening connection that goes quiet (the network drops packets, a
// peer vanishes without a FIN) turns memory off, and /api/health says so. The quiet is real: the feed talks to
// PostgreSQL through a TCP relay that this test can stop relaying.

const url = process.env.TEST_DATABASE_URL;

/**
 * A relay in front of PostgreSQL; `quiet` stops passing bytes, and drops them (connections stay open, answers never
 * come, and what was sent meanwhile is lost). `delayMs` holds every chunk that long each way (a distant server).
 */
async function relay(target: URL, { delayMs = 0 } = {}) {
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
    const later = (write: () => void) => (delayMs > 0 ? void setTimeout(write, delayMs) : write());
    client.on('data', (chunk: Buffer) => {
      if (!quiet) later(() => upstream.write(chunk));
      else if (chunk.includes(CHANGE_FEED_APPLICATION_NAME)) feedStartsLost += 1;
    });
    upstream.on('data', (chunk) => void (quiet || later(() => client.write(chunk))));
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

/** `databaseUrl` reached through the relay listening on `port`. */
function throughRelay(databaseUrl: string, port: number): string {
  const address = new URL(databaseUrl);
  address.hostname = '127.0.0.1';
  address.port = String(port);
  return address.toString();
}

needs(url, 'set TEST_DATABASE_URL').describe('the change feed on PostgreSQL', () => {
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
    database = fromPostgres(throughRelay(test.url!, proxy.port), 2, { intervalMs: 100, timeoutMs: 300 });
    app = await buildAppOn(database);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await app?.close();
    await database?.close();
    await proxy?.close();
    await test?.drop();
  });

  const health = async () =>
    (await app.inject({ method: 'GET', url: api(ROUTES.system.health.path) })).json<{
      signedInMemory: { on: boolean; lastHeartbeatAt: string | null };
    }>();

  it('turns memory off when the listening connection goes quiet, and on again once a new one answers', async () => {
    await vi.waitFor(async () => expect((await health()).signedInMemory.on).toBe(true), {
      timeout: 10_000,
      interval: 50,
    });
    const firstBeat = (await health()).signedInMemory.lastHeartbeatAt;
    expect(firstBeat).toEqual(expect.any(String));
    await vi.waitFor(async () => expect((await health()).signedInMemory.lastHeartbeatAt).not.toBe(firstBeat), {
      timeout: 10_000,
      interval: 50,
    });

    proxy.setQuiet(true);
    await vi.waitFor(
      async () => expect((await health()).signedInMemory).toEqual({ on: false, lastHeartbeatAt: null }),
      { timeout: 10_000, interval: 50 },
    );
    expect(database.changes.live).toBe(false);

    proxy.setQuiet(false); // the quiet connection was given up; the feed connects afresh
    await vi.waitFor(async () => expect((await health()).signedInMemory.on).toBe(true), {
      timeout: 15_000,
      interval: 50,
    });
  }, 40_000);

  it('gives up a new connection that goes unanswered, and connects again', async () => {
    await vi.waitFor(async () => expect((await health()).signedInMemory.on).toBe(true), {
      timeout: 15_000,
      interval: 50,
    });
    proxy.setQuiet(true);
    await vi.waitFor(async () => expect((await health()).signedInMemory.on).toBe(false), {
      timeout: 10_000,
      interval: 50,
    });
    // The next attempt comes 250 ms after the drop, while nothing is relayed: its start-up is lost, and only the
    // feed's own connect timeout ends the wait (PostgreSQL's authentication_timeout would take 60 s).
    await vi.waitFor(() => expect(proxy.feedStartsLost()).toBeGreaterThan(0), { timeout: 5_000, interval: 20 });
    proxy.setQuiet(false);
    await vi.waitFor(async () => expect((await health()).signedInMemory.on).toBe(true), {
      timeout: 15_000,
      interval: 100,
    });
  }, 40_000);

  it('pooled connections listen before they are handed out, without the concurrent-query warning', async () => {
    const direct = fromPostgres(test.url!, 4);
    try {
      const heard: (string | null)[] = [];
      direct.changes.subscribe((userId) => heard.push(userId));
      // Four connections at once, each a first use: each LISTENs in pg-pool's onConnect, then runs its query.
      await Promise.all([1, 2, 3, 4].map(() => direct.db.execute(sql`select pg_sleep(0.05)`)));
      await Promise.all(
        [1, 2, 3, 4].map((n) => direct.db.execute(sql`select pg_notify('person_changed', ${`probe-${n}`})`)),
      );
      // Each write's own connection heard it before the write answered (the dedicated connection may add more).
      expect(heard).toEqual(expect.arrayContaining(['probe-1', 'probe-2', 'probe-3', 'probe-4']));
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    } finally {
      await direct.close();
    }
  });
});

needs(url, 'set TEST_DATABASE_URL').describe(
  'a change is heard by every server before the write that made it answers',
  () => {
    let test: TestDatabase;
    let distant: Awaited<ReturnType<typeof relay>>;
    /** This server's database, reached directly. */
    let near: Database;
    /** Another server's, whose every byte to and from PostgreSQL takes 150 ms each way. */
    let far: Database;

    const bothLive = () =>
      vi.waitFor(() => expect([near.changes.live, far.changes.live]).toEqual([true, true]), {
        timeout: 10_000,
        interval: 20,
      });

    beforeAll(async () => {
      test = await createTestDatabase();
      distant = await relay(new URL(test.url!), { delayMs: 150 });
      near = fromPostgres(test.url!, 2);
      far = fromPostgres(throughRelay(test.url!, distant.port), 2);
    });
    afterAll(async () => {
      await near?.close();
      await far?.close();
      await distant?.close();
      await test?.drop();
    });

    it("counts this process's own changes only, and waits until the distant feed has heard one", async () => {
      const heardFar: (string | null)[] = [];
      far.changes.subscribe((userId) => heardFar.push(userId));
      near.changes.subscribe(() => undefined);
      await bothLive();
      const [nearBefore, farBefore] = [near.changes.ownChanges, far.changes.ownChanges];

      await near.db.execute(sql`select pg_notify('person_changed', 'probe-heard')`);
      expect(near.changes.ownChanges).toBe(nearBefore + 1);
      // 150 ms each way: the distant feed cannot have heard yet, unless this waited for it.
      await near.changes.heardEverywhere();
      expect(heardFar).toContain('probe-heard');
      expect(far.changes.ownChanges).toBe(farBefore);
    });

    it('a session revoked on one server is refused on the very next request to the other', async () => {
      const here = await buildAppOn(near);
      const there = await buildAppOn(far);
      try {
        await bothLive();
        const s = await signedInUser(here);
        const me = (app: FastifyInstance) => authed(app, s, { method: 'GET', url: api(ROUTES.auth.me.path) });
        expect((await me(there)).statusCode).toBe(200);
        expect((await me(there)).statusCode).toBe(200); // now answered from the distant server's memory

        const revoked = await authed(here, s, {
          method: 'POST',
          url: api(pathOf(ROUTES.sessions.revoke.path, { id: s.sessionId })),
        });
        expect(revoked.statusCode, revoked.body).toBe(200);
        expect((await me(there)).statusCode).toBe(401);
      } finally {
        await here.close();
        await there.close();
      }
    }, 30_000);

    it('does not wait for ever on a feed that never answers', async () => {
      // Named like a feed, so it is asked, but it listens to nothing and so never answers.
      const silent = new pg.Client({ connectionString: test.url!, application_name: CHANGE_FEED_APPLICATION_NAME });
      await silent.connect();
      try {
        near.changes.subscribe(() => undefined);
        await bothLive();
        const started = performance.now();
        await near.changes.heardEverywhere();
        expect(performance.now() - started).toBeGreaterThanOrEqual(HEARD_TIMEOUT_MS - 50);
      } finally {
        await silent.end();
      }
    });
  },
);
