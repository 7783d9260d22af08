import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './tx.js';

// A statement that is costly to plan and run often (search: about 1.5 ms of planning at 100,000 products, a third of
// its time) runs as a named prepared statement, so each PostgreSQL connection parses and plans it once and keeps the
// plan (PostgreSQL's plan cache: custom plans for the first five runs, then the generic plan when it costs no more).
// The name is made from the statement's text, so a text is prepared once per connection and two texts never share a
// name; keep such a statement's text the same for every input (the inputs are parameters), or each text is one more
// plan kept on every connection. PGlite takes the same call and plans it each time (its driver has no names).

const dialect = new PgDialect();

/** Runs `statement` as a prepared statement named `${prefix}_<hash of its text>`; answers as `db.execute` does. */
export function executePrepared(db: DbOrTx, prefix: string, statement: SQL): Promise<unknown> {
  const query = dialect.sqlToQuery(statement);
  const name = `${prefix}_${createHash('sha1').update(query.sql).digest('hex').slice(0, 16)}`;
  return db._.session.prepareQuery(query, undefined, name, false).execute();
}
