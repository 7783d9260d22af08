import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, LANGUAGE_COOKIE, searchResultSchema } from '@plaudit/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct } from '../../../test/catalogue-factories.js';
import { approveTeam, createTeam } from '../../../test/team-factories.js';

// Search knows a category's names in both languages: a German reader typing the German name of a category finds its
// products (and its sub-categories') though no product says that word, and the category facets are named in the
// reader's language, English when a category has no German name.

let t: TestContext;
const ids: Record<string, string> = {};

const search = async (q: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/search`, query: { q }, headers });
  expect(res.statusCode, res.body).toBe(200);
  return searchResultSchema.parse(res.json());
};

beforeAll(async () => {
  t = await buildTestApp();
  const team = await createTeam(t.app, { brandName: 'Hafenrösterei', profileHandle: 'hafenroesterei' });
  await approveTeam(t.app, team.id);
  const drinks = await createCategory(t.app, { name: 'Coffee & Tea', nameDe: 'Kaffee & Tee', slug: 'coffee-tea' });
  const beans = await createCategory(t.app, { name: 'Beans', nameDe: 'Bohnen', slug: 'beans', parentId: drinks.id });
  const tools = await createCategory(t.app, { name: 'Tools', slug: 'tools' });
  ids.drinks = drinks.id;
  ids.beans = beans.id;
  ids.tools = tools.id;
  ids.blend = (
    await createProduct(t.app, team.id, {
      name: 'Cold Brew Blend',
      slug: 'cold-brew-blend',
      status: 'PUBLISHED',
      categoryId: beans.id,
      description: 'Steep it overnight.',
    })
  ).id;
  ids.kettle = (
    await createProduct(t.app, team.id, {
      name: 'Gooseneck Kettle',
      slug: 'kettle',
      status: 'PUBLISHED',
      categoryId: tools.id,
      description: 'For pour-over.',
    })
  ).id;
});
afterAll(() => t.close());

describe('GET /api/search: category names in both languages', () => {
  it("finds the products of a category and of its sub-categories by the category's German name, and by a typo of it", async () => {
    for (const q of ['kaffee', 'Kafee', 'bohnen']) {
      const ids_ = (await search(q)).data.map((h) => h.id);
      expect(ids_, q).toContain(ids.blend);
      expect(ids_, q).not.toContain(ids.kettle);
    }
  });

  it("names the category facets in the reader's language, English without a German name", async () => {
    const facet = (r: Awaited<ReturnType<typeof search>>, id: string) =>
      r.meta.facets.category.find((c) => c.id === id)?.name;
    const german = await search('cold brew', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(facet(german, ids.beans!)).toBe('Bohnen');
    const chosen = await search('cold brew', { cookie: `${LANGUAGE_COOKIE}=de`, 'accept-language': 'en' });
    expect(facet(chosen, ids.beans!)).toBe('Bohnen');
    expect(facet(await search('cold brew'), ids.beans!)).toBe('Beans');
    expect(facet(await search('kettle', { 'accept-language': 'de' }), ids.tools!)).toBe('Tools');
  });
});
