import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

// Statements on the hot path (every authenticated request, /auth/me, sign-in, search, the product page) are prepared
// once per database handle: building a Drizzle query and having PostgreSQL plan it cost more CPU than running it.
// Each is one named statement on each PostgreSQL connection, planned there once and kept (PGlite plans it each time);
// its inputs are placeholders (`sql.placeholder`), so its text never changes with them.

/**
 * `build(db)` once per database handle, then the same prepared statement every time. Kept by the handle's own session
 * holder (`db._`), not by `db`: the reads that may go to a replica use one handle that forwards each use to the
 * primary or the replica (db/replica.ts routedReads), and a statement built on one must never run on the other.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<object, T>();
  return (db) => {
    // Read once, and built in the same turn: a routed handle cannot change its choice in between.
    const handle = db._;
    let prepared = cache.get(handle);
    if (!prepared) {
      prepared = build(db);
      cache.set(handle, prepared);
    }
    return prepared;
  };
}

const dialect = new PgDialect();

/**
 * A prepared statement from hand-written SQL (Drizzle prepares only its own builders; a CTE that inserts into two
 * tables is not one of them). `sql.placeholder(name)` marks the parameters; the SQL is rendered once.
 */
export function preparedSql(name: string, query: SQL) {
  const rendered = dialect.sqlToQuery(query);
  return preparedPerDb((db) => db._.session.prepareQuery(rendered, undefined, name, false));
}

/**
 * Prepared statements of one query whose text varies with a few choices (which optional filters are set, the order,
 * whether a viewer is signed in): one named statement per shape, built on its first use, per database handle. The
 * name must say the shape, as PostgreSQL keeps each name's text once per connection.
 */
export function preparedPerShape<S, T>(build: (db: Db, shape: S, name: string) => T) {
  const shapes = new Map<string, (db: Db) => T>();
  return (db: Db, name: string, shape: S): T => {
    let perDb = shapes.get(name);
    if (!perDb) {
      perDb = preparedPerDb((handle) => build(handle, shape, name));
      shapes.set(name, perDb);
    }
    return perDb(db);
  };
}
