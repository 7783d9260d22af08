import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { categories, productImages, products } from '../src/db/schema/index.js';
import { approveTeam, createTeam } from './team-factories.js';

// Factories for the catalogue tests: categories, products and their image rows straight on the tables,
// so each area's tests build the world they need without going through another area's API. Never the demo seed.

const suffix = () => randomBytes(4).toString('hex');

export async function createCategory(app: FastifyInstance, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const id = suffix();
  const [row] = await app.db
    .insert(categories)
    .values({ slug: `category-${id}`, name: `Category ${id}`, icon: 'category', ...overrides })
    .returning();
  return row!;
}

export async function createProduct(
  app: FastifyInstance,
  teamId: string,
  overrides: Partial<typeof products.$inferInsert> & { categoryId: string },
) {
  const id = suffix();
  const published = overrides.status === 'PUBLISHED';
  const [row] = await app.db
    .insert(products)
    .values({
      teamId,
      name: `Product ${id}`,
      slug: `product-${id}`,
      description: 'A product made for the tests.',
      publishedAt: published ? new Date() : null,
      ...overrides,
    })
    .returning();
  return row!;
}

/** An image row pointing at file names (no files are written: tests of the pipeline upload real ones). */
export async function addProductImageRow(app: FastifyInstance, productId: string, position: number) {
  const id = suffix();
  const [row] = await app.db
    .insert(productImages)
    .values({
      productId,
      position,
      files: { 320: `${id}-320.webp`, 800: `${id}-800.webp`, 1600: `${id}-1600.webp` },
      width: 1600,
      height: 1200,
    })
    .returning();
  return row!;
}

/** An APPROVED team with one category and `count` PUBLISHED products in it: the public pages' smallest world. */
export async function publishedBrand(
  app: FastifyInstance,
  count = 2,
  teamOverrides: Parameters<typeof createTeam>[1] = {},
) {
  const team = await createTeam(app, teamOverrides);
  await approveTeam(app, team.id);
  const category = await createCategory(app);
  const items = [];
  for (let i = 0; i < count; i += 1)
    items.push(await createProduct(app, team.id, { categoryId: category.id, status: 'PUBLISHED' }));
  return { team, category, products: items };
}
