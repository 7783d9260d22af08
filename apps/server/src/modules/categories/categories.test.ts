import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, CATEGORIES_CACHE_SECONDS, categoryListSchema } from '@plaudit/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct, publishedBrand } from '../../../test/catalogue-factories.js';
import { createUser } from '../../../test/factories.js';
import { CategoriesService } from './categories.service.js';
import { localCacheBus } from '../../lib/cache-bus.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/categories', () => {
  it("lists every category, anonymously, with the count of its public products, a parent's with its sub-categories'", async () => {
    const parent = await createCategory(t.app, { position: -100 });
    const child = await createCategory(t.app, { parentId: parent.id, position: -99 });
    const { team } = await publishedBrand(t.app, 0);
    await createProduct(t.app, team.id, { categoryId: child.id, status: 'PUBLISHED' });
    await createProduct(t.app, team.id, { categoryId: child.id, status: 'DRAFT' });
    await createProduct(t.app, team.id, { categoryId: parent.id, status: 'PUBLISHED' });
    const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/categories` });
    expect(res.statusCode).toBe(200);
    const body = categoryListSchema.parse(res.json());
    const [first, second] = body.data;
    expect(first).toMatchObject({ id: parent.id, parentId: null, productCount: 2 });
    expect(second).toMatchObject({ id: child.id, parentId: parent.id, productCount: 1 });
  });
});

describe('the public list kept in memory', () => {
  function serviceWithClock() {
    // Not 0: lru-cache reads a start time of 0 as "no time to live".
    let now = 1_000_000;
    const service = new CategoriesService(
      { db: t.app.db, storage: { urlFor: (name: string) => name } as never, cacheBus: localCacheBus() },
      { now: () => now },
    );
    return {
      service,
      advance: (seconds: number) => {
        now += seconds * 1000;
      },
    };
  }
  const countOf = (list: { data: Array<{ id: string; productCount: number }> }, id: string) =>
    list.data.find((c) => c.id === id)?.productCount;

  it('keeps the counts for CATEGORIES_CACHE_SECONDS, then reads them again', async () => {
    const { service, advance } = serviceWithClock();
    const category = await createCategory(t.app);
    const { team } = await publishedBrand(t.app, 0);
    expect(countOf(await service.list(), category.id)).toBe(0);
    await createProduct(t.app, team.id, { categoryId: category.id, status: 'PUBLISHED' });
    advance(CATEGORIES_CACHE_SECONDS - 1);
    expect(countOf(await service.list(), category.id)).toBe(0);
    advance(2);
    expect(countOf(await service.list(), category.id)).toBe(1);
  });

  it('forgets the list at once after a category write', async () => {
    const { service } = serviceWithClock();
    const before = await service.list();
    const admin = await createUser(t.app, { role: 'ADMIN' });
    const created = await service.create(
      { id: admin.id, role: 'ADMIN' },
      { name: `Cached ${before.data.length}`, icon: 'coffee' },
    );
    expect((await service.list()).data.some((c) => c.id === created.id)).toBe(true);
  });
});
