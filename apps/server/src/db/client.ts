import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed, type HeartbeatOptions } from './changes.js';
import { lockDataDir } from './data-dir-lock.js';
import { openDurablePglite, type DurabilityStats } from './pglite-durable.js';
import * as schema from './schema/index.js';

// One database handle for the whole app: PGlite (embedded, in DATA_DIR) when DATABASE_URL is unset, else a pooled
// PostgreSQL connection. Both speak the same SQL and run the same migrations.

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A PostgreSQL pool's use, for /metrics. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Who changed (see changes.ts): what keeps the in-memory signed-in people honest. */
  changes: ChangeFeed;
  /** PGlite on disk: the fsyncs made so far (pglite-durable.ts). Null where PostgreSQL itself keeps the data safe, or in memory. */
  durability(): DurabilityStats | null;
  /** PostgreSQL: the pool's connections now; null on PGlite. */
  poolStats(): PoolStats | null;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Wraps an already opened PGlite (tests hand in a copy of a migrated template). */
export function fromPglite(client: PGlite, onDisk?: { stats: DurabilityStats; release(): void }): Database {
  const db = drizzlePglite({ client, schema });
  const changes = pgliteChangeFeed(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    changes,
    durability: () => (onDisk ? { ...onDisk.stats } : null),
    poolStats: () => null,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      try {
        await changes.close();
        if (!client.closed) await client.close(); // the shutdown checkpoint: everything reaches the disk
      } finally {
        onDisk?.release();
      }
    },
  };
}

/** `heartbeat`: how the listening connection is checked (tests make it quick). */
export function fromPostgres(url: string, max = 10, heartbeat?: HeartbeatOptions): Database {
  const changes = postgresChangeFeed(url, heartbeat);
  const pool = new pg.Pool({ connectionString: url, max, onConnect: (client) => changes.onPooledConnect(client) });
  pool.on('error', () => undefined); // an idle client dropped by the server must not crash the process
  // Nor one dropped while checked out (a transaction between two statements when PostgreSQL restarts or fails
  // over): pg emits 'error' on it besides failing its next query, and pg-pool listens only while it is idle.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    changes,
    durability: () => null,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: () => migrateExclusively(pool, () => migratePg(db, { migrationsFolder })),
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

/** Held while migrating: servers starting together migrate one after another, the later ones finding nothing to do. */
const MIGRATION_LOCK = 20_000_001;

async function migrateExclusively(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  // A session-level lock on a connection of its own, held while the migrator works on others of the pool.
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    holder.release();
  }
}

/** `databasePoolMax`: connections to PostgreSQL (config DATABASE_POOL_MAX); unused on PGlite. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  databasePoolMax?: number;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl, options.databasePoolMax);
  mkdirSync(options.dataDir, { recursive: true });
  // Before PGlite touches a file: a second process on the same directory would lose one side's writes.
  const lock = lockDataDir(options.dataDir);
  try {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const { client, stats } = await openDurablePglite(dir);
    return fromPglite(client, { stats, release: () => lock.release() });
  } catch (error) {
    lock.release();
    throw error;
  }
}
