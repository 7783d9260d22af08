import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { M, categoryPageSchema, categoryProductListSchema } from '@plaudit/contract';
import { creatorTeams, products } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { addProductImageRow, createCategory, createProduct } from '../../../test/catalogue-factories.js';
import { api } from '../../../test/factories.js';
import { approveTeam, createTeam } from '../../../test/team-factories.js';

// The category page: the category with its breadcrumb and sub-categories, and its products (its own
// and its sub-categories'), public only, paged and sorted.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: api(url) });

/** A parent with two children; public products in the parent and in one child, and hidden ones around them. */
async function world() {
  const parent = await createCategory(t.app, { description: 'Everything for the desk.' });
  const child = await createCategory(t.app, { parentId: parent.id, position: 1 });
  const emptyChild = await createCategory(t.app, { parentId: parent.id, position: 0 });
  const team = await createTeam(t.app);
  await approveTeam(t.app, team.id);
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const own = await createProduct(t.app, team.id, {
    categoryId: parent.id,
    status: 'PUBLISHED',
    name: 'Banana stand',
    publishedAt: day(1),
  });
  const inChild = await createProduct(t.app, team.id, {
    categoryId: child.id,
    status: 'PUBLISHED',
    name: 'apple press',
    publishedAt: day(3),
  });
  const third = await createProduct(t.app, team.id, {
    categoryId: child.id,
    status: 'PUBLISHED',
    name: 'Cherry pitter',
    publishedAt: day(2),
  });
  await addProductImageRow(t.app, inChild.id, 0);
  await createProduct(t.app, team.id, { categoryId: child.id, status: 'DRAFT' });
  const unapproved = await createTeam(t.app);
  await createProduct(t.app, unapproved.id, { categoryId: parent.id, status: 'PUBLISHED' });
  return { parent, child, emptyChild, own, inChild, third };
}

describe('GET /categories/{slug}', () => {
  it("answers the category, its sub-categories with counts, and the whole tree's public count", async () => {
    const w = await world();
    const res = await get(`/categories/${w.parent.slug}`);
    expect(res.statusCode).toBe(200);
    const page = categoryPageSchema.parse(res.json());
    expect(page.category).toMatchObject({ id: w.parent.id, description: 'Everything for the desk.', productCount: 3 });
    expect(page.parent).toBeNull();
    expect(page.children.map((c) => [c.id, c.productCount])).toEqual([
      [w.emptyChild.id, 0],
      [w.child.id, 2],
    ]);

    const childPage = categoryPageSchema.parse((await get(`/categories/${w.child.slug}`)).json());
    expect(childPage.parent).toEqual({
      id: w.parent.id,
      slug: w.parent.slug,
      name: w.parent.name,
      icon: w.parent.icon,
    });
    expect(childPage.category.productCount).toBe(2);
    expect(childPage.children).toEqual([]);
  });

  it('answers 404 in the error shape for an unknown slug, on both calls', async () => {
    for (const url of ['/categories/no-such-category', '/categories/no-such-category/products']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: 404,
        errors: [{ type: 'not_found', message: M.category.error.not_found }],
        requestId: expect.any(String),
      });
    }
  });
});

describe('GET /categories/{slug}/products', () => {
  it('lists the public products of the category and its sub-categories, newest first by default, with pictures', async () => {
    const w = await world();
    const res = await get(`/categories/${w.parent.slug}/products`);
    expect(res.statusCode).toBe(200);
    const body = categoryProductListSchema.parse(res.json());
    expect(body.data.map((p) => p.id)).toEqual([w.inChild.id, w.third.id, w.own.id]);
    expect(body.meta).toEqual({ page: 1, take: 24, total: 3, pageCount: 1 });
    expect(body.data[0]!.image?.srcset).toContain('320w');
    expect(body.data[0]!.category.slug).toBe(w.child.slug);
  });

  it('sorts by name and by rating (newest while nothing is rated), both ways', async () => {
    const w = await world();
    const ids = async (query: string) =>
      categoryProductListSchema
        .parse((await get(`/categories/${w.parent.slug}/products?${query}`)).json())
        .data.map((p) => p.id);
    expect(await ids('sortBy=name&sortOrder=ASC')).toEqual([w.inChild.id, w.own.id, w.third.id]);
    expect(await ids('sortBy=name&sortOrder=DESC')).toEqual([w.third.id, w.own.id, w.inChild.id]);
    expect(await ids('sortBy=newest&sortOrder=ASC')).toEqual([w.own.id, w.third.id, w.inChild.id]);
    expect(await ids('sortBy=rating')).toEqual([w.inChild.id, w.third.id, w.own.id]);
  });

  it('pages without overlap and validates take and sortBy', async () => {
    const w = await world();
    const first = categoryProductListSchema.parse((await get(`/categories/${w.parent.slug}/products?take=2`)).json());
    const second = categoryProductListSchema.parse(
      (await get(`/categories/${w.parent.slug}/products?take=2&page=2`)).json(),
    );
    expect(first.meta).toEqual({ page: 1, take: 2, total: 3, pageCount: 2 });
    expect([...first.data, ...second.data].map((p) => p.id)).toEqual([w.inChild.id, w.third.id, w.own.id]);
    const tooMany = await get(`/categories/${w.parent.slug}/products?take=49`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].message).toBe(M.validation.list.catalogue_take);
    const badSort = await get(`/categories/${w.parent.slug}/products?sortBy=price`);
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().errors[0].message).toBe(M.category.validation.sortBy);
  });

  it("drops a blocked team's products and an unpublished one at once", async () => {
    const w = await world();
    await t.app.db.update(products).set({ status: 'ARCHIVED' }).where(eq(products.id, w.own.id));
    const [row] = await t.app.db
      .select({ teamId: products.teamId })
      .from(products)
      .where(eq(products.id, w.inChild.id));
    const before = categoryProductListSchema.parse((await get(`/categories/${w.parent.slug}/products`)).json());
    expect(before.data.map((p) => p.id)).toEqual([w.inChild.id, w.third.id]);
    expect(before.meta.total).toBe(2);
    await t.app.db.update(creatorTeams).set({ accessStatus: 'BLOCKED' }).where(eq(creatorTeams.id, row!.teamId));
    const after = categoryProductListSchema.parse((await get(`/categories/${w.parent.slug}/products`)).json());
    expect(after.data).toEqual([]);
    expect(after.meta).toEqual({ page: 1, take: 24, total: 0, pageCount: 0 });
    expect(categoryPageSchema.parse((await get(`/categories/${w.parent.slug}`)).json()).category.productCount).toBe(0);
  });
});

describe('throttle', () => {
  it('answers 429 past the per-IP limit of public reads', async () => {
    const small = await buildTestApp({ env: { RATE_LIMIT_PUBLIC_READS_PER_IP: '2' } });
    try {
      const category = await createCategory(small.app);
      const url = api(`/categories/${category.slug}`);
      expect((await small.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect((await small.app.inject({ method: 'GET', url: `${url}/products` })).statusCode).toBe(200);
      const third = await small.app.inject({ method: 'GET', url: api('/home') });
      expect(third.statusCode).toBe(429);
      expect(third.json().errors[0].type).toBe('throttle');
    } finally {
      await small.close();
    }
  });
});
