import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCardSchema } from '@plaudit/contract';
import { products } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { addProductImageRow, createProduct, publishedBrand } from '../../../test/catalogue-factories.js';
import { countProductCards, selectProductCards, toProductCard } from './catalogue.cards.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('product cards', () => {
  it('shape a public product with its brand, category and cover picture, and leave out what is not public', async () => {
    const {
      team,
      category,
      products: [shown],
    } = await publishedBrand(t.app, 1);
    await addProductImageRow(t.app, shown!.id, 1);
    const coverRow = await addProductImageRow(t.app, shown!.id, 0);
    await createProduct(t.app, team.id, { categoryId: category.id, status: 'DRAFT' });

    const rows = await selectProductCards(t.app.db, {
      where: eq(products.teamId, team.id),
      orderBy: [desc(products.publishedAt)],
      limit: 10,
    });
    expect(rows).toHaveLength(1);
    expect(await countProductCards(t.app.db, eq(products.teamId, team.id))).toBe(1);
    const card = productCardSchema.parse(toProductCard(t.app.storage, rows[0]!));
    expect(card).toMatchObject({
      id: shown!.id,
      slug: shown!.slug,
      brand: { name: team.brandName, creatorProfile: team.profileHandle },
      category: { slug: category.slug, name: category.name },
      rating: null,
    });
    expect(card.image?.src).toContain(coverRow.files[800]);
    expect(card.image?.srcset).toBe(
      `${t.app.storage.urlFor(coverRow.files[320])} 320w, ${t.app.storage.urlFor(coverRow.files[800])} 800w, ${t.app.storage.urlFor(coverRow.files[1600])} 1600w`,
    );
    expect(card.image).toMatchObject({ width: 1600, height: 1200 });
  });
});
