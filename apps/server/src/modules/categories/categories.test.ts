import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, categoryListSchema } from '@plaudit/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct, publishedBrand } from '../../../test/catalogue-factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/categories', () => {
  it('lists every category, anonymously, with the count of its public products only', async () => {
    const parent = await createCategory(t.app, { position: -100 });
    const child = await createCategory(t.app, { parentId: parent.id, position: -99 });
    const { team } = await publishedBrand(t.app, 0);
    await createProduct(t.app, team.id, { categoryId: child.id, status: 'PUBLISHED' });
    await createProduct(t.app, team.id, { categoryId: child.id, status: 'DRAFT' });
    const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/categories` });
    expect(res.statusCode).toBe(200);
    const body = categoryListSchema.parse(res.json());
    const [first, second] = body.data;
    expect(first).toMatchObject({ id: parent.id, parentId: null, productCount: 0 });
    expect(second).toMatchObject({ id: child.id, parentId: parent.id, productCount: 1 });
  });
});
