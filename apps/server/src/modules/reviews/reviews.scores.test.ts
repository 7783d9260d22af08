import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  brandPageSchema,
  categoryProductListSchema,
  homeSchema,
  productCardListSchema,
  productPageSchema,
  searchResultSchema,
} from '@plaudit/contract';
import { auditLog, products, reviews } from '../../db/schema/index.js';
import { buildAppOn, buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createProduct, publishedBrand } from '../../../test/catalogue-factories.js';
import { api, authed } from '../../../test/factories.js';
import { addMember } from '../../../test/team-factories.js';
import {
  REVIEW_TEST_LIMITS,
  publicProduct,
  reviewer,
  seedPublishedReviews,
  writeReview,
} from '../../../test/review-factories.js';
import { forgetPlatformMean, platformMean } from './reviews.scores.js';

// The catalogue's scores: cards, brand and product pages and search hits show the plain average and
// count; lists sorted by rating, home's top rated and search's tie-break rank by the Bayesian average, so one 5★
// review does not beat twenty 4.8★ ones. A reviewed product is archived instead of deleted.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp(REVIEW_TEST_LIMITS);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: api(url) });
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json();
};
/** 16 fives and 4 fours: an average of 4.8 over 20 reviews. */
const TWENTY_AT_4_8 = [...Array(16).fill(5), ...Array(4).fill(4)] as number[];

describe('ranking by the Bayesian average', () => {
  it('puts twenty 4.8★ reviews above one 5★, rated above unrated, on the brand, category, home and search lists', async () => {
    const { team, category } = await publishedBrand(t.app, 0);
    const make = (name: string) =>
      createProduct(t.app, team.id, { categoryId: category.id, status: 'PUBLISHED', name });
    const one = await make('Zest single five');
    const many = await make('Zest many good');
    const none = await make('Zest unrated');
    // Ten 3★ reviews bring the platform mean to a realistic 4.2 (with the mean at 4.8 a lone 5★ would fairly win).
    const middling = await make('Zest middling');
    await seedPublishedReviews(t.app, one, [5]);
    await seedPublishedReviews(t.app, many, TWENTY_AT_4_8);
    await seedPublishedReviews(t.app, middling, Array(10).fill(3));
    forgetPlatformMean(t.app.db);
    expect(await platformMean(t.app.db)).toBeCloseTo((5 + 96 + 30) / 31, 5);

    const brandList = productCardListSchema.parse(await get(`/brands/${team.profileHandle}/products?sortBy=rating`));
    expect(brandList.data.map((card) => card.id)).toEqual([many.id, one.id, middling.id, none.id]);
    expect(brandList.data.map((card) => card.rating)).toEqual([
      { average: 4.8, count: 20 },
      { average: 5, count: 1 },
      { average: 3, count: 10 },
      null,
    ]);
    // Ascending: worst rated first, unrated still last.
    const ascending = productCardListSchema.parse(
      await get(`/brands/${team.profileHandle}/products?sortBy=rating&sortOrder=ASC`),
    );
    expect(ascending.data.map((card) => card.id)).toEqual([middling.id, one.id, many.id, none.id]);

    const categoryList = categoryProductListSchema.parse(
      await get(`/categories/${category.slug}/products?sortBy=rating`),
    );
    expect(categoryList.data.map((card) => card.id)).toEqual([many.id, one.id, middling.id, none.id]);

    const fresh = await buildAppOn(t.database, REVIEW_TEST_LIMITS);
    const home = homeSchema.parse((await fresh.inject({ method: 'GET', url: api('/home') })).json());
    await fresh.close();
    expect(home.topRated.map((card) => card.id)).toEqual([many.id, one.id, middling.id]);

    // Search: the names match "zest" equally well, so the rank decides after relevance.
    const search = searchResultSchema.parse(await get('/search?q=zest&type=product'));
    expect(search.data.map((hit) => hit.id)).toEqual([many.id, one.id, middling.id, none.id]);
    expect(search.data.map((hit) => hit.rating)).toEqual([
      { average: 4.8, count: 20 },
      { average: 5, count: 1 },
      { average: 3, count: 10 },
      null,
    ]);
  });
});

describe('scores on the pages', () => {
  it("shows the product's and the brand's plain average and count, and null without reviews", async () => {
    const {
      team,
      products: [a, b],
    } = await publishedBrand(t.app, 2);
    const brandBefore = brandPageSchema.parse(await get(`/brands/${team.profileHandle}`));
    expect(brandBefore.rating).toBeNull();
    await seedPublishedReviews(t.app, a!, [5, 4]);
    await seedPublishedReviews(t.app, b!, [2]);
    await seedPublishedReviews(t.app, b!, [1], { status: 'PENDING', publishedAt: null });
    expect(brandPageSchema.parse(await get(`/brands/${team.profileHandle}`)).rating).toEqual({
      average: 3.7,
      count: 3,
    });
    expect(productPageSchema.parse(await get(`/brands/${team.profileHandle}/products/${a!.slug}`)).rating).toEqual({
      average: 4.5,
      count: 2,
    });
    expect(productPageSchema.parse(await get(`/brands/${team.profileHandle}/products/${b!.slug}`)).rating).toEqual({
      average: 2,
      count: 1,
    });
  });

  it('moves the scores when a review is written through the API', async () => {
    const { product, team } = await publicProduct(t.app);
    await writeReview(t.app, await reviewer(t.app), product.id, { rating: 3 });
    expect(productPageSchema.parse(await get(`/brands/${team.profileHandle}/products/${product.slug}`)).rating).toEqual(
      { average: 3, count: 1 },
    );
    expect(brandPageSchema.parse(await get(`/brands/${team.profileHandle}`)).rating).toEqual({ average: 3, count: 1 });
  });
});

describe('deleting a reviewed product', () => {
  it('archives it instead (reviews kept, answer unchanged); a product without reviews is deleted', async () => {
    const { product, team } = await publicProduct(t.app);
    const owner = await reviewer(t.app);
    await addMember(t.app, team.id, owner.user.id, 'OWNER');
    const review = await writeReview(t.app, await reviewer(t.app), product.id);
    const res = await authed(t.app, owner, {
      method: 'DELETE',
      url: api(`/creator/products/${team.id}/${product.id}`),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.status).toBe('ARCHIVED');
    expect(await t.app.db.select().from(reviews).where(eq(reviews.id, review.id))).toHaveLength(1);
    // The audit says what the product was; deleting it again changes nothing and records nothing.
    const statusEntries = () =>
      t.app.db
        .select({ before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'product.status'), eq(auditLog.targetId, product.id)));
    expect(await statusEntries()).toEqual([{ before: { status: 'PUBLISHED' }, after: { status: 'ARCHIVED' } }]);
    const again = await authed(t.app, owner, {
      method: 'DELETE',
      url: api(`/creator/products/${team.id}/${product.id}`),
    });
    expect(again.statusCode).toBe(200);
    expect(await statusEntries()).toHaveLength(1);

    const plain = await createProduct(t.app, team.id, { categoryId: product.categoryId, status: 'PUBLISHED' });
    expect(
      (await authed(t.app, owner, { method: 'DELETE', url: api(`/creator/products/${team.id}/${plain.id}`) }))
        .statusCode,
    ).toBe(200);
    expect(await t.app.db.select().from(products).where(eq(products.id, plain.id))).toHaveLength(0);
  });
});
