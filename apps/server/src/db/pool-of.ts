import pg from 'pg';
import type { Db } from './client.js';

/** The PostgreSQL pool under a handle (drizzle's `$client`), or null on the embedded database. */
export function postgresPoolOf(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}
