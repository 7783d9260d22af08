import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client.js';
import { postgresPoolOf } from './pool-of.js';
import { forwardingTo } from '../lib/forwarding-proxy.js';
import { isDatabaseError } from './query-error.js';
import * as schema from './schema/index.js';

// A read-only replica of the primary (DATABASE_REPLICA_URL) for the reads that may lag a moment: public
// pages, search and dashboards. Which database a read goes to is decided per request (plugins/reads.ts) and kept in
// an AsyncLocalStorage, so the services that may read from the replica take one `Db` that follows the request:
// - the person who just wrote reads the primary (read-your-writes, the cookie PRIMARY_UNTIL_COOKIE);
// - while the replica does not answer its probe, everyone reads the primary;
// - a read outside any request (a job, a CLI) reads the primary.
// A replica that dies between two probes costs nobody their page: the read it fails runs again on the primary, and
// the replica is left alone until a probe finds it answering again.

/** What the current request decided. */
export const readRouting = new AsyncLocalStorage<{ replica: boolean }>();

const PROBE_MS = 2_000;
const PROBE_TIMEOUT_MS = 1_000;

/**
 * SQLSTATEs that say the replica could not run the statement, not that the statement is wrong: connection
 * exceptions (class 08), too many connections, shutting down or starting up (57P01–57P03), and the cancels of a
 * recovery conflict (40001, or 40P01 for a buffer-pin deadlock): on a replica nothing else raises those two.
 */
const UNAVAILABLE_CODES = new Set(['53300', '57P01', '57P02', '57P03', '40001', '40P01']);

/**
 * Whether a read that failed on the replica should run on the primary instead. An error PostgreSQL raised about
 * the statement (syntax, a missing table, a bad value) would fail there too and is the caller's to see; an error
 * without a SQLSTATE never reached the statement (refused, reset, ended, timed out while connecting).
 */
export function replicaUnavailable(error: unknown): boolean {
  if (!isDatabaseError(error)) return true;
  return error.code.startsWith('08') || UNAVAILABLE_CODES.has(error.code);
}

export interface ReplicaOptions {
  /** Connections to the replica. */
  max?: number;
  /** Between probes (a test that wants only its own probes sets it long). */
  probeMs?: number;
  /** Called when a read finds a replica that its last probe called healthy unable to answer. */
  onDown?: (error: unknown) => void;
}

export interface ReadReplica {
  /** False from the moment a probe or a read fails until a probe succeeds. */
  readonly healthy: boolean;
  /** Runs one probe now (tests; the loop runs them every PROBE_MS). */
  probe(): Promise<boolean>;
  /** Reads on the replica; any it cannot answer run on `primary` instead (and mark it down). */
  readsFallingBackTo(primary: pg.Pool): Db;
  close(): Promise<void>;
}

type PoolQuery = (...args: unknown[]) => Promise<unknown>;
type PoolConnect = (...args: unknown[]) => Promise<pg.PoolClient>;

/**
 * The replica's pool as drizzle sees it, where a query or a checkout (a transaction's first step) that the replica
 * cannot serve goes to the primary's pool. At the pool, so every query drizzle builds is covered without a service
 * knowing; a transaction keeps the connection it began on, so it runs wholly on one database. A checkout that fails
 * falls back whatever the reason (nothing ran on the replica); a statement that fails, only when the replica was
 * unable to run it (replicaUnavailable).
 */
function fallingBack(replica: pg.Pool, primary: pg.Pool, down: (error: unknown) => void): pg.Pool {
  const onPrimary = (error: unknown, args: unknown[]) => {
    down(error);
    return (primary.query as PoolQuery)(...args);
  };
  const query: PoolQuery = async (...args) => {
    // The callback form is not drizzle's: left as it is.
    if (typeof args.at(-1) === 'function') return (replica.query as PoolQuery)(...args);
    let client: pg.PoolClient;
    try {
      client = await replica.connect();
    } catch (error) {
      return onPrimary(error, args);
    }
    try {
      const result = await (client.query as PoolQuery)(...args);
      client.release();
      return result;
    } catch (error) {
      const unavailable = replicaUnavailable(error);
      // A connection that failed is not handed out again; one that merely ran a bad statement is fine.
      client.release(unavailable ? toError(error) : undefined);
      if (!unavailable) throw error;
      return onPrimary(error, args);
    }
  };
  const connect: PoolConnect = async (...args) => {
    if (args.length > 0) return (replica.connect as PoolConnect)(...args);
    try {
      return await replica.connect();
    } catch (error) {
      down(error);
      return primary.connect();
    }
  };
  // A proxy, not a subclass: drizzle checks `instanceof Pool` (a proxy keeps the prototype), and pg-pool's own
  // methods call `this.connect` with a callback, which must reach the real pool.
  return new Proxy(replica, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'connect') return connect;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** A small pool on the replica (no LISTEN: notifications come from the primary), probed every couple of seconds. */
export function openReplica(url: string, options: ReplicaOptions = {}): ReadReplica {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 5, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  pool.on('error', () => undefined); // an idle client dropped by the server must not crash the process
  // Nor one dropped while checked out: pg emits 'error' on it besides failing its query, and pg-pool listens only
  // while the client is idle (or inside its own query), so a replica dying under a checked-out client would throw.
  pool.on('connect', (client) => client.on('error', () => undefined));
  let healthy = false;
  const probe = async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    });
    healthy = await Promise.race([
      pool.query('select 1').then(
        () => true,
        () => false,
      ),
      late,
    ]);
    clearTimeout(timer);
    return healthy;
  };
  const down = (error: unknown) => {
    if (!healthy) return;
    healthy = false;
    options.onDown?.(error);
  };
  const loop = setInterval(() => void probe(), options.probeMs ?? PROBE_MS);
  loop.unref();
  void probe();
  return {
    get healthy() {
      return healthy;
    },
    probe,
    readsFallingBackTo: (primary) => drizzlePg({ client: fallingBack(pool, primary, down), schema }) as unknown as Db,
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
  // The primary's pool: where a read the replica cannot answer runs instead.
  const primaryPool = postgresPoolOf(primary);
  if (!primaryPool) throw new Error('a read replica needs a PostgreSQL primary');
  const replicaDb = replica.readsFallingBackTo(primaryPool);
  return forwardingTo(primary, () => (replica.healthy && readRouting.getStore()?.replica ? replicaDb : primary));
}
