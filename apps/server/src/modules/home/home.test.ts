import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HOME_CACHE_SECONDS, homeSchema, type Home } from '@plaudit/contract';
import { creatorTeams } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct, publishedBrand } from '../../../test/catalogue-factories.js';
import { api } from '../../../test/factories.js';
import { createTeam } from '../../../test/team-factories.js';
import { HomeService } from './home.service.js';
import { localCacheBus } from '../../lib/cache-bus.js';

// GET /home: each section from public data only, an empty array when it has nothing, and one answer
// kept for HOME_CACHE_SECONDS. Each test builds its own app, so the cache of one never answers another.

let t: TestContext;
afterAll(() => t?.close());
beforeAll(async () => {
  t = await buildTestApp();
});

async function home(app = t.app): Promise<Home> {
  const res = await app.inject({ method: 'GET', url: api('/home') });
  expect(res.statusCode).toBe(200);
  return homeSchema.parse(res.json());
}

/** A service of its own over the test app's database, with a clock the test moves. */
function homeWithClock() {
  // Not 0: lru-cache reads a start time of 0 as "no time to live".
  let now = 1_000_000;
  const clock = { now: () => now };
  const service = new HomeService(
    {
      reads: t.app.db,
      storage: { urlFor: (name: string) => `/api/files/${name}` } as never,
      cacheBus: localCacheBus(),
    },
    t.app.services.categories,
    t.app.services.reviewLists,
    clock,
  );
  return { service, advance: (ms: number) => void (now += ms) };
}

describe('GET /home', () => {
  it('answers every section empty on an empty catalogue', async () => {
    const { service } = homeWithClock();
    const body = await service.get();
    expect(body.topRated).toEqual([]);
    expect(homeSchema.parse(body)).toEqual(body);
  });

  it('fills the sections from public data: categories with products first, newest products, brands by product count', async () => {
    const empty = await createCategory(t.app, { position: -50 });
    const big = await publishedBrand(t.app, 3);
    const small = await publishedBrand(t.app, 1);
    const child = await createCategory(t.app, { parentId: empty.id });
    await createProduct(t.app, small.team.id, { categoryId: child.id, status: 'DRAFT' });
    const hidden = await createTeam(t.app);
    await createProduct(t.app, hidden.id, { categoryId: big.category.id, status: 'PUBLISHED' });
    const { service } = homeWithClock();
    const body = await service.get();

    const featured = body.featuredCategories.map((c) => c.id);
    expect(featured).not.toContain(child.id);
    expect(featured.indexOf(big.category.id)).toBeLessThan(featured.indexOf(empty.id));
    expect(body.featuredCategories.find((c) => c.id === big.category.id)?.productCount).toBe(3);
    expect(body.featuredCategories.find((c) => c.id === empty.id)?.productCount).toBe(0);

    const newestIds = body.newest.map((p) => p.id);
    expect(newestIds).toHaveLength(4);
    expect(newestIds).toContain(small.products[0]!.id);
    expect(body.topRated).toEqual([]);

    expect(body.brands.map((b) => b.creatorProfile)).toEqual([big.team.profileHandle, small.team.profileHandle]);
    expect(body.brands[0]).toMatchObject({
      name: big.team.brandName,
      productCount: 3,
      iconUrl: big.team.iconUrl,
      bannerUrl: big.team.bannerUrl,
    });
  });

  it("counts a sub-category's products in its parent's tile", async () => {
    const parent = await createCategory(t.app);
    const child = await createCategory(t.app, { parentId: parent.id });
    const { team } = await publishedBrand(t.app, 0);
    await createProduct(t.app, team.id, { categoryId: child.id, status: 'PUBLISHED' });
    const body = await homeWithClock().service.get();
    expect(body.featuredCategories.find((c) => c.id === parent.id)?.productCount).toBe(1);
  });

  it('leaves out a blocked brand and its products', async () => {
    const brand = await publishedBrand(t.app, 1);
    await t.app.db.update(creatorTeams).set({ accessStatus: 'BLOCKED' }).where(eq(creatorTeams.id, brand.team.id));
    const body = await homeWithClock().service.get();
    expect(body.brands.map((b) => b.creatorProfile)).not.toContain(brand.team.profileHandle);
    expect(body.newest.map((p) => p.id)).not.toContain(brand.products[0]!.id);
  });

  it('answers the same within HOME_CACHE_SECONDS and the news after', async () => {
    const { service, advance } = homeWithClock();
    const first = await service.get();
    const { products } = await publishedBrand(t.app, 1);
    advance(HOME_CACHE_SECONDS * 1000 - 1000);
    expect(await service.get()).toEqual(first);
    advance(2000);
    const later = await service.get();
    expect(later.newest[0]?.id).toBe(products[0]!.id);
  });

  it("is served over HTTP, anonymously, from the app's own cache", async () => {
    const first = await home();
    await publishedBrand(t.app, 1);
    expect(await home()).toEqual(first);
  });
});
