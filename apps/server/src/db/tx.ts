import type { Db } from './client.js';

// The one transaction type. Services take an optional `tx?: Tx` so a change that spans areas (deleting an
// account, a ban, a transfer) stays one transaction: each owner's service writes its own tables inside the
// caller's transaction, and opens its own when there is none.

/** An open transaction: the argument of `db.transaction`'s callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a statement runs: the database itself or an open transaction (a transaction is a Db for queries). */
export type DbOrTx = Db | Tx;
