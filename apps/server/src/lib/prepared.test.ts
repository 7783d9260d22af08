import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/build-test-app.js';
import { fromPostgres } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { Db } from '../db/client.js';
import { forwardingTo } from './forwarding-proxy.js';
import { preparedPerDb, preparedSql } from './prepared.js';
import { onPostgres } from '../../test/needs.js';

// Hand-written statements rendered once with placeholders (search, sessions, sign-in): the same answer as
// db.execute, and on PostgreSQL one prepared statement per name and connection, kept and run again.

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});

afterAll(async () => {
  await t?.drop();
});

describe('preparedSql', () => {
  it('answers as db.execute does, with its placeholders filled, a placeholder used twice filled twice', async () => {
    const probe = preparedSql(
      'probe_answer',
      sql`select ${sql.placeholder('n')}::int + 1 as answer, ${sql.placeholder('s')}::text as echo,
      ${sql.placeholder('n')}::int * 2 as twice`,
    );
    const prepared = rowsOf(await probe(t.database.db).execute({ n: 41, s: "it's" }));
    expect(prepared).toEqual([{ answer: 42, echo: "it's", twice: 82 }]);
    expect(prepared).toEqual(
      rowsOf(
        await t.database.db.execute(
          sql`select ${41}::int + 1 as answer, ${"it's"}::text as echo, ${41}::int * 2 as twice`,
        ),
      ),
    );
    expect(rowsOf(await probe(t.database.db).execute({ n: 1, s: null }))).toEqual([
      { answer: 2, echo: null, twice: 2 },
    ]);
  });

  it("builds once for each database a routed handle forwards to, and never serves one database the other's statement", () => {
    const primary = { _: { name: 'primary' } } as unknown as Db;
    const replica = { _: { name: 'replica' } } as unknown as Db;
    let current = primary;
    const routed = forwardingTo(primary, () => current);
    const built: unknown[] = [];
    const statement = preparedPerDb((db) => (built.push(db._), db._));
    expect(statement(routed)).toBe(primary._);
    current = replica;
    expect(statement(routed)).toBe(replica._);
    current = primary;
    expect(statement(routed)).toBe(primary._);
    expect(statement(primary)).toBe(primary._);
    expect(built).toEqual([primary._, replica._]);
  });

  it('refuses to run with a placeholder left unfilled', async () => {
    const probe = preparedSql('probe_unfilled', sql`select ${sql.placeholder('n')}::int as n`);
    await expect(probe(t.database.db).execute({})).rejects.toThrow(/placeholder "n"/);
  });

  onPostgres.it('prepares a statement once on a connection, under its name, and runs it again', async () => {
    const one = fromPostgres(t.url!, 1);
    try {
      const times = preparedSql('probe_times', sql`select ${sql.placeholder('n')}::int * 3 as n`);
      const double = preparedSql('probe_double', sql`select ${sql.placeholder('n')}::int * 2 as n`);
      expect(rowsOf(await times(one.db).execute({ n: 1 }))).toEqual([{ n: 3 }]);
      expect(rowsOf(await times(one.db).execute({ n: 2 }))).toEqual([{ n: 6 }]);
      expect(rowsOf(await times(one.db).execute({ n: 3 }))).toEqual([{ n: 9 }]);
      expect(rowsOf(await double(one.db).execute({ n: 4 }))).toEqual([{ n: 8 }]);
      const kept = rowsOf<{ name: string; runs: number }>(
        await one.db.execute(
          sql`select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements order by runs desc, name`,
        ),
      );
      expect(kept).toEqual([
        { name: 'probe_times', runs: 3 },
        { name: 'probe_double', runs: 1 },
      ]);
    } finally {
      await one.close();
    }
  });
});
