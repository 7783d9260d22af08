import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  LANGUAGE_COOKIE,
  pathOf,
  ROUTES,
  brandPageSchema,
  categoryProductListSchema,
  homeSchema,
  productCardListSchema,
  productPageSchema,
} from '@plaudit/contract';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct, publishedBrand } from '../../../test/catalogue-factories.js';

// Category names inside the catalogue's answers (a product's category and its parent, a brand's category chips, every
// product card) are the reader's language, as the category list is: German for a German reader where German was
// entered, English otherwise. The product page's statement is prepared once for every language.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };
const get = async (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};

describe("category names in the catalogue, in the reader's language", () => {
  it("a product's category and its parent, its brand's chips and every product card: German for a German reader, English else", async () => {
    const parent = await createCategory(t.app, { name: 'Food & Drink', nameDe: 'Essen & Trinken' });
    const coffee = await createCategory(t.app, { name: 'Coffee & Tea', nameDe: 'Kaffee & Tee', parentId: parent.id });
    const plain = await createCategory(t.app, { name: 'Mugs' });
    const {
      team,
      products: [product],
    } = await publishedBrand(t.app, 1);
    await t.app.db.update(products).set({ categoryId: coffee.id }).where(eq(products.id, product!.id));
    await createProduct(t.app, team.id, { categoryId: plain.id, status: 'PUBLISHED', name: 'Plain mug' });
    const handle = team.profileHandle!;
    const productPath = pathOf(ROUTES.catalogue.product.path, { creatorProfile: handle, productSlug: product!.slug });
    const brandPath = pathOf(ROUTES.catalogue.brand.path, { creatorProfile: handle });

    // The product page twice in each language: its prepared statement serves both.
    for (const round of [1, 2]) {
      const german = productPageSchema.parse(await get(productPath, GERMAN));
      expect(german.category, `round ${round}`).toMatchObject({
        id: coffee.id,
        name: 'Kaffee & Tee',
        parent: { id: parent.id, name: 'Essen & Trinken' },
      });
      expect(german.moreFromBrand.map((card) => card.category.name)).toEqual(['Mugs']);
      const english = productPageSchema.parse(await get(productPath));
      expect(english.category, `round ${round}`).toMatchObject({
        name: 'Coffee & Tea',
        parent: { name: 'Food & Drink' },
      });
    }
    // The language cookie wins over the browser's preference.
    const chosen = productPageSchema.parse(await get(productPath, {}, { [LANGUAGE_COOKIE]: 'de' }));
    expect(chosen.category.name).toBe('Kaffee & Tee');

    const germanBrand = brandPageSchema.parse(await get(brandPath, GERMAN));
    expect(germanBrand.categories.map((c) => c.name).sort()).toEqual(['Kaffee & Tee', 'Mugs']);
    expect(
      brandPageSchema
        .parse(await get(brandPath))
        .categories.map((c) => c.name)
        .sort(),
    ).toEqual(['Coffee & Tea', 'Mugs']);

    const cards = productCardListSchema.parse(
      await get(
        `${pathOf(ROUTES.catalogue.brandProducts.path, { creatorProfile: handle })}?page=1&take=24&sortBy=name&sortOrder=ASC`,
        GERMAN,
      ),
    );
    expect(cards.data.map((card) => card.category.name).sort()).toEqual(['Kaffee & Tee', 'Mugs']);
    const inCategory = categoryProductListSchema.parse(
      await get(
        `${pathOf(ROUTES.categories.products.path, { slug: parent.slug })}?page=1&take=24&sortBy=name&sortOrder=ASC`,
        GERMAN,
      ),
    );
    expect(inCategory.data.map((card) => card.category.name)).toEqual(['Kaffee & Tee']);

    const germanHome = homeSchema.parse(await get(ROUTES.home.get.path, GERMAN));
    expect(germanHome.newest.find((card) => card.id === product!.id)?.category.name).toBe('Kaffee & Tee');
    // One build of the home serves both languages.
    const englishHome = homeSchema.parse(await get(ROUTES.home.get.path));
    expect(englishHome.newest.find((card) => card.id === product!.id)?.category.name).toBe('Coffee & Tea');
  });
});
