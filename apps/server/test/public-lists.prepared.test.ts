import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { pathOf, ROUTES } from '@plaudit/contract';
import { fromPostgres, type Database } from '../src/db/client.js';
import { rowsOf } from '../src/db/rows.js';
import { buildAppOn, buildTestApp, type TestContext } from './build-test-app.js';
import { publishedBrand } from './catalogue-factories.js';
import { api } from './factories.js';
import { onPostgres } from './needs.js';
import { seedPublishedReviews } from './review-factories.js';

// The lists readers open most — a product's reviews and a brand's products — run prepared statements: on a server
// with one connection, two reads of each leave one named statement per statement and shape, each run twice, and a
// filter or another order is a statement of its own.

let t: TestContext;
let one: Database;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  if (!t.databaseUrl) return;
  one = fromPostgres(t.databaseUrl, 1);
  app = await buildAppOn(one);
});
afterAll(async () => {
  await app?.close();
  await one?.close();
  await t?.close();
});

async function kept(): Promise<Record<string, number>> {
  const rows = rowsOf<{ name: string; runs: number }>(
    await one.db.execute(
      sql`select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements
          where name like 'reviews_product_%' or name like 'catalogue_brand_%'`,
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.runs]));
}

const read = async (path: string) => {
  const res = await app.inject({ method: 'GET', url: api(path) });
  expect(res.statusCode, path).toBe(200);
  return res.json<{ data: unknown[] }>();
};

onPostgres.it("prepares a product's review list and a brand's product list once per shape", async () => {
  const { team, products } = await publishedBrand(t.app, 2);
  await seedPublishedReviews(t.app, products[0]!, [5, 4, 5]);
  const reviews = pathOf(ROUTES.reviews.productList.path, { productId: products[0]!.id });
  const brandProducts = pathOf(ROUTES.catalogue.brandProducts.path, { creatorProfile: team.profileHandle });

  expect((await read(reviews)).data).toHaveLength(3);
  expect((await read(reviews)).data).toHaveLength(3);
  expect((await read(`${reviews}?rating=5&sortBy=helpful`)).data).toHaveLength(2);
  expect((await read(brandProducts)).data).toHaveLength(2);
  expect((await read(brandProducts)).data).toHaveLength(2);
  expect((await read(`${brandProducts}?sortBy=rating`)).data).toHaveLength(2);

  expect(await kept()).toEqual({
    // The product's visibility, its summary and the filtered count in one statement beside the page.
    reviews_product_head_000: 2,
    reviews_product_page_000_createdAt_DESC_a: 2,
    reviews_product_head_100: 1,
    reviews_product_page_100_helpful_DESC_a: 1,
    catalogue_brand_cards_a_newest_default: 2,
    catalogue_brand_count_a: 3,
    catalogue_brand_cards_a_rating_default: 1,
  });
});
