import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { createTestDatabase, type TestDatabase } from './build-test-app.js';
import { needs } from './needs.js';

// PostgreSQL restarting or failing over ends connections the server holds. One that ends while a transaction has it
// checked out, between two statements, must fail that transaction and nothing else: pg emits 'error' on the client,
// and without a listener that event would stop the whole process (vitest reports it as an unhandled error).

const enabled = Boolean(process.env.TEST_DATABASE_URL);

needs(enabled, 'set TEST_DATABASE_URL').describe('a connection PostgreSQL ends mid-transaction', () => {
  let database: TestDatabase;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.drop();
  });

  it('fails that transaction; the process and the pool go on', async () => {
    const { db } = database.database;
    const outcome = await db
      .transaction(async (tx) => {
        const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        await admin.query('select pg_terminate_backend($1)', [row!.pid]);
        // The connection's end arrives while nothing runs on it: the moment pg emits 'error' on the client.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => 'committed',
        (error: unknown) => error,
      );
    expect(outcome).toBeInstanceOf(Error);
    const [after] = rowsOf<{ ok: number }>(await db.execute(sql`select 1 as ok`));
    expect(after!.ok).toBe(1);
  });
});
