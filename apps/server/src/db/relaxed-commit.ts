import { sql } from 'drizzle-orm';

// A write whose commit does not wait for the disk: synchronous_commit is off for its one statement (set_config(...,
// true) lasts until the implicit transaction's commit). On the embedded database the wait is a disk flush on the
// main thread (pglite-durable.ts), which holds every other request meanwhile; on PostgreSQL it holds a connection.
// A crash of the database may lose the last such writes, never leave anything inconsistent: only for writes their
// reader can simply ask for again (a reset link, its mail). One statement rather than a transaction: on the
// embedded database BEGIN, set_config and COMMIT as statements of their own cost about three times the insert.
//
// Usage: sql`with ${noDiskWait} insert into t (a, b) select ${a}, ${b} from no_wait`. The insert must read from
// `no_wait`: PostgreSQL skips a WITH query nobody reads.
export const noDiskWait = sql`no_wait as (select set_config('synchronous_commit', 'off', true))`;
