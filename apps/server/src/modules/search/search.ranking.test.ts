import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, searchResultSchema } from '@plaudit/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct } from '../../../test/catalogue-factories.js';
import { approveTeam, createTeam } from '../../../test/team-factories.js';

// How kinds rank against each other in the "All" list: a name that matches (exactly, by its start, or by a close
// spelling) is a stronger hit than words found only in a product's description, whatever brand or product it is.

let t: TestContext;
let coffeeBrand: Awaited<ReturnType<typeof createTeam>>;
const ids: Record<string, string> = {};

const search = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/search`, query: { q } });
  expect(res.statusCode, res.body).toBe(200);
  return searchResultSchema.parse(res.json());
};

beforeAll(async () => {
  t = await buildTestApp();
  coffeeBrand = await createTeam(t.app, { brandName: 'Plaudit Coffee', profileHandle: 'plauditcoffee' });
  await approveTeam(t.app, coffeeBrand.id);
  const roaster = await createTeam(t.app, { brandName: 'Hafenrösterei', profileHandle: 'hafen' });
  await approveTeam(t.app, roaster.id);
  const beans = await createCategory(t.app, { name: 'Coffee beans', slug: 'coffee-beans' });
  // A description as the catalogue writes them: the word three times, the name never.
  ids.blend = (
    await createProduct(t.app, roaster.id, {
      name: 'Cold Brew Blend S',
      slug: 'cold-brew-blend-s',
      status: 'PUBLISHED',
      categoryId: beans.id,
      description:
        'Coffee for cold brew: steep the coffee overnight. Our coffee, coarsely ground, sweet and low in acid.',
    })
  ).id;
  ids.beans = (
    await createProduct(t.app, roaster.id, {
      name: 'Coffee Beans House',
      slug: 'coffee-beans-house',
      status: 'PUBLISHED',
      categoryId: beans.id,
      description: 'Whole beans.',
    })
  ).id;
});
afterAll(() => t.close());

describe('GET /api/search: a brand whose name matches against products matched by their description', () => {
  it('"cofee" ranks the brand "Plaudit Coffee" above "Cold Brew Blend S", which says coffee only in its description', async () => {
    const r = await search('cofee');
    const order = r.data.map((h) => h.id);
    expect(order, r.data.map((h) => h.name).join(' | ')).toContain(ids.blend);
    expect(order.indexOf(coffeeBrand.id), r.data.map((h) => h.name).join(' | ')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(coffeeBrand.id)).toBeLessThan(order.indexOf(ids.blend!));
  });

  it('keeps a product whose own name matches with the brand, above the description-only product', async () => {
    const order = (await search('coffee')).data.map((h) => h.id);
    expect(order.indexOf(ids.beans!)).toBeLessThan(order.indexOf(ids.blend!));
    expect(order.indexOf(coffeeBrand.id)).toBeLessThan(order.indexOf(ids.blend!));
  });
});
