import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/build-test-app.js';
import { fromPostgres } from './client.js';
import { executePrepared } from './prepared.js';
import { rowsOf } from './rows.js';

// Statements run prepared (search): the same answer as db.execute, and on PostgreSQL one prepared statement per text
// and connection, kept and run again.

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});

afterAll(async () => {
  await t?.drop();
});

describe('executePrepared', () => {
  it('answers as db.execute does, with its parameters bound', async () => {
    const statement = sql`select ${41}::int + 1 as answer, ${"it's"}::text as echo`;
    const prepared = rowsOf(await executePrepared(t.database.db, 'probe', statement));
    expect(prepared).toEqual([{ answer: 42, echo: "it's" }]);
    expect(prepared).toEqual(rowsOf(await t.database.db.execute(statement)));
  });

  it.runIf(process.env.TEST_DATABASE_URL)('prepares a text once on a connection, under a name made from that text, and runs it again', async () => {
    const one = fromPostgres(t.url!, 1);
    try {
      const times = (n: number) => executePrepared(one.db, 'probe', sql`select ${n}::int * 3 as n`);
      expect(rowsOf(await times(1))).toEqual([{ n: 3 }]);
      expect(rowsOf(await times(2))).toEqual([{ n: 6 }]);
      expect(rowsOf(await times(3))).toEqual([{ n: 9 }]);
      await executePrepared(one.db, 'probe', sql`select ${4}::int * 2 as n`);
      const kept = rowsOf<{ name: string; runs: number }>(await one.db.execute(
        sql`select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements order by runs desc, name`,
      ));
      expect(kept.map((k) => k.runs)).toEqual([3, 1]);
      for (const k of kept) expect(k.name).toMatch(/^probe_[0-9a-f]{16}$/);
      expect(kept[0]!.name).not.toBe(kept[1]!.name);
    } finally {
      await one.close();
    }
  });
});
