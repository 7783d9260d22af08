import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client.js';
import * as schema from './schema/index.js';

// A read-only replica of the primary (DATABASE_REPLICA_URL, issue 20 §1) for the reads that may lag a moment: public
// pages, search and dashboards. Which database a read goes to is decided per request (plugins/reads.ts) and kept in
// an AsyncLocalStorage, so the services that may read from the replica take one `Db` that follows the request:
// - the person who just wrote reads the primary (read-your-writes, the cookie PRIMARY_UNTIL_COOKIE);
// - while the replica does not answer its probe, everyone reads the primary;
// - a read outside any request (a job, a CLI) reads the primary.

/** What the current request decided. */
export const readRouting = new AsyncLocalStorage<{ replica: boolean }>();

const PROBE_MS = 2_000;
const PROBE_TIMEOUT_MS = 1_000;

export interface ReadReplica {
  db: Db;
  /** False from the moment a probe fails until one succeeds. */
  readonly healthy: boolean;
  /** Runs one probe now (tests; the loop runs them every PROBE_MS). */
  probe(): Promise<boolean>;
  close(): Promise<void>;
}

/** A small pool on the replica (no LISTEN: notifications come from the primary), probed every couple of seconds. */
export function openReplica(url: string, max = 5): ReadReplica {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  pool.on('error', () => undefined); // an idle client dropped by the server must not crash the process
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let healthy = false;
  const probe = async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    });
    healthy = await Promise.race([db.execute(sql`select 1`).then(() => true, () => false), late]);
    clearTimeout(timer);
    return healthy;
  };
  const loop = setInterval(() => void probe(), PROBE_MS);
  loop.unref();
  void probe();
  return {
    db,
    get healthy() {
      return healthy;
    },
    probe,
    async close() {
      clearInterval(loop);
      await pool.end();
    },
  };
}

/**
 * One `Db` for the services that may read from the replica: each property is taken from the replica when the
 * current request chose it and the replica is healthy, else from the primary. A transaction started on it runs
 * wholly on the database it was started on.
 */
export function routedReads(primary: Db, replica: ReadReplica): Db {
  const current = () => (replica.healthy && readRouting.getStore()?.replica ? replica.db : primary);
  return new Proxy(primary, {
    get(_target, property) {
      const db = current();
      const value = Reflect.get(db, property, db) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(db) : value;
    },
  });
}
