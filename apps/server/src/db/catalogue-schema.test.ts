import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './rows.js';
import { buildTestApp, type TestContext } from '../../test/build-test-app.js';
import { createCategory, createProduct } from '../../test/catalogue-factories.js';
import { createTeam } from '../../test/team-factories.js';

// Migration 0005 on both databases: pg_trgm is there, and the generated search column weighs name over tags over
// description, so search can rely on it.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('catalogue schema', () => {
  it('keeps a weighted search vector and answers trigram similarity', async () => {
    const team = await createTeam(t.app);
    const category = await createCategory(t.app);
    const product = await createProduct(t.app, team.id, {
      categoryId: category.id,
      name: 'Sennheiser Headphones',
      tags: ['audio', 'wireless'],
      description: 'Closed back studio monitors.',
    });
    const [row] = rowsOf<{ vector: string; similar: number }>(
      await t.app.db.execute(sql`
      SELECT search_vector::text AS vector, similarity(lower(name), 'sennheisr') AS similar FROM products WHERE id = ${product.id}`),
    );
    if (!row) throw new Error('the product row is missing');
    expect(row.vector).toContain("'sennheiser':1A");
    expect(row.vector).toContain("'audio':3B");
    expect(row.vector).toMatch(/'studio':\d+C/);
    expect(Number(row.similar)).toBeGreaterThan(0.3);
  });
});
