import { afterAll, beforeAll, expect, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pathOf, ROUTES } from '@plaudit/contract';
import { buildAppOn, createTestDatabase, type TestDatabase } from '../../test/build-test-app.js';
import { api, authed, signedInUser } from '../../test/factories.js';
import { onPostgres } from '../../test/needs.js';
import { fromPostgres, type Database } from './client.js';

// The change feed's one listening connection is asked by every write that changed a person (heardEverywhere), by its
// own heartbeat and by other servers' questions, all at once under load. pg warns "Calling client.query() when the
// client is already executing a query" (deprecated, gone in pg 9) whenever a query is queued behind another on one
// client; the feed must hand its connection one query at a time. pg warns once per process, and test files share
// a process, so the overlap itself is counted: a query sent to a client whose queue is not empty.

let test: TestDatabase;
let database: Database;
const overlapping: string[] = [];
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);
const query = pg.Client.prototype.query;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  process.on('warning', onWarning);
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client & { _queryQueue?: unknown[]; pipeline?: boolean },
    ...args: unknown[]
  ) {
    if ((this._queryQueue?.length ?? 0) > 0 && !this.pipeline)
      overlapping.push(
        String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text).slice(0, 60),
      );
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  test = await createTestDatabase();
  database = fromPostgres(test.url!, 4);
});
afterAll(async () => {
  vi.restoreAllMocks();
  process.off('warning', onWarning);
  await database?.close();
  await test?.drop();
});

onPostgres.it(
  'many writes that changed a person ask the feed at once, and its connection runs one query at a time',
  async () => {
    database.changes.subscribe(() => undefined);
    await vi.waitFor(() => expect(database.changes.live).toBe(true), { timeout: 10_000, interval: 20 });
    await database.db.execute(sql`select pg_notify('person_changed', 'probe-overlap')`);
    // Twenty requests answering at the same moment, each waiting until every server has heard its change.
    await Promise.all(Array.from({ length: 20 }, () => database.changes.heardEverywhere()));
    expect(overlapping).toEqual([]);
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  },
);

onPostgres.it(
  'people signing out everywhere at once, through the app: no query waits behind another on one connection',
  async () => {
    const app = await buildAppOn(database, { rateLimits: { signInPerIp: 1e6 } });
    try {
      const people = await Promise.all(Array.from({ length: 8 }, () => signedInUser(app)));
      await vi.waitFor(() => expect(database.changes.live).toBe(true), { timeout: 10_000, interval: 20 });
      overlapping.length = 0;
      // Each revocation changes a person, so each answer waits for every server to have heard it.
      const answers = await Promise.all(
        people.flatMap((person) => [
          authed(app, person, { method: 'POST', url: api(ROUTES.sessions.revokeAllExceptCurrent.path) }),
          authed(app, person, {
            method: 'POST',
            url: api(pathOf(ROUTES.sessions.revoke.path, { id: person.sessionId })),
          }),
          authed(app, person, { method: 'GET', url: api(ROUTES.auth.me.path) }),
        ]),
      );
      expect(answers.every((res) => res.statusCode < 500)).toBe(true);
      expect(overlapping).toEqual([]);
    } finally {
      await app.close();
    }
  },
);
