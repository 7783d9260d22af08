import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct } from '../../../test/catalogue-factories.js';
import { brandView, insertEvents, productEvent, searchEvent, visitorId } from '../../../test/event-factories.js';
import { api, authed, createUser, signedInUser, type Signed } from '../../../test/factories.js';
import { approveTeam, teamWorld, type TeamWorld } from '../../../test/team-factories.js';

// GET /api/creator/stats/{teamId} and its CSV: the figures of a range and of the period before it, the
// series with every bucket, top products, referrers and searches, a product filter, range errors, and who may read
// them (the team's OWNER, ADMIN and EDITOR; anyone else 404, signed out 401). GET /api/admin/stats: ADMIN and MOD.

let t: TestContext;
let world: TeamWorld;
let products: { id: string; teamId: string; name: string }[];
let admin: Signed;
let mod: Signed;
let user: Signed;
const DAY = 86_400_000;
// Whole UTC days well in the past: [10 days ago, 3 days ago) is "the range", the 7 days before it "previous".
const today = Math.floor(Date.now() / DAY) * DAY;
const day = (n: number) => new Date(today - n * DAY).toISOString().slice(0, 10);
const at = (daysAgo: number, hour = 12) => new Date(today - daysAgo * DAY + hour * 3_600_000);

beforeAll(async () => {
  t = await buildTestApp();
  world = await teamWorld(t.app);
  await approveTeam(t.app, world.team.id);
  const category = await createCategory(t.app);
  products = [
    await createProduct(t.app, world.team.id, { categoryId: category.id, status: 'PUBLISHED', name: 'Alpha Speaker' }),
    await createProduct(t.app, world.team.id, { categoryId: category.id, status: 'PUBLISHED', name: 'Beta Speaker' }),
  ];
  [admin, mod, user] = await Promise.all([
    signedInUser(t.app, { role: 'ADMIN' }),
    signedInUser(t.app, { role: 'MOD' }),
    signedInUser(t.app),
  ]);
  const [alpha, beta] = products as [(typeof products)[0], (typeof products)[0]];
  const same = visitorId();
  await insertEvents(t.app, [
    // The range: 6 product views (4 alpha by 3 visitors, 2 beta), 2 alpha clicks, 1 brand page view from google.
    productEvent('PRODUCT_PAGE_VIEW', alpha, at(9), same),
    productEvent('PRODUCT_PAGE_VIEW', alpha, at(9, 13), same),
    productEvent('PRODUCT_PAGE_VIEW', alpha, at(5)),
    productEvent('PRODUCT_PAGE_VIEW', alpha, at(4)),
    productEvent('PRODUCT_CLICK', alpha, at(4)),
    productEvent('PRODUCT_CLICK', alpha, at(5)),
    productEvent('PRODUCT_PAGE_VIEW', beta, at(8)),
    productEvent('PRODUCT_PAGE_VIEW', beta, at(8, 14)),
    brandView(world.team.id, at(6), visitorId(), { referrerHost: 'www.google.com' }),
    searchEvent('speaker', [world.team.id], at(7)),
    searchEvent('speaker', [world.team.id], at(6)),
    searchEvent('alpha', [world.team.id], at(6)),
    // The period before: 2 views.
    productEvent('PRODUCT_PAGE_VIEW', alpha, at(12)),
    productEvent('PRODUCT_PAGE_VIEW', beta, at(15)),
  ]);
  const authors = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
  await t.app.db.insert(reviews).values([
    {
      productId: alpha.id,
      teamId: world.team.id,
      authorId: authors[0]!.id,
      type: 'USER',
      rating: 5,
      status: 'PUBLISHED',
      publishedAt: at(9),
    },
    {
      productId: alpha.id,
      teamId: world.team.id,
      authorId: authors[1]!.id,
      type: 'USER',
      rating: 4,
      status: 'PUBLISHED',
      publishedAt: at(4),
    },
    {
      productId: beta.id,
      teamId: world.team.id,
      authorId: authors[2]!.id,
      type: 'USER',
      rating: 2,
      status: 'PUBLISHED',
      publishedAt: at(12),
    },
    {
      productId: beta.id,
      teamId: world.team.id,
      authorId: authors[0]!.id,
      type: 'USER',
      rating: 1,
      status: 'PENDING',
      publishedAt: null,
    },
  ]);
  await t.app.services.eventRollup.rollupRange(new Date(today - 20 * DAY), new Date(today));
});
afterAll(async () => t.close());

const stats = (who: Signed | null, query = `from=${day(10)}&to=${day(4)}`, teamId = world.team.id) => {
  const url = api(`/creator/stats/${teamId}?${query}`);
  return who ? authed(t.app, who, { method: 'GET', url }) : t.app.inject({ method: 'GET', url });
};

describe('the figures', () => {
  it('totals the range and the period before it', async () => {
    const res = await stats(world.owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totals).toEqual({
      views: 7,
      visitors: 6,
      clicks: 2,
      clickThroughRate: 0.3333,
      reviews: 2,
      avgRating: 4.5,
      trophies: 0,
      brandAwards: 0,
    });
    expect(body.previous).toMatchObject({ views: 2, clicks: 0, clickThroughRate: 0, reviews: 1, avgRating: 2 });
    expect(body.from).toBe(`${day(10)}T00:00:00.000Z`);
    expect(body.to).toBe(`${day(3)}T00:00:00.000Z`);
  });

  it('answers a series with every day of the range, zeros included', async () => {
    const { series } = (await stats(world.owner)).json();
    expect(series).toHaveLength(7);
    expect(series.map((p: { at: string }) => p.at.slice(0, 10))).toEqual([10, 9, 8, 7, 6, 5, 4].map(day));
    expect(series[0]).toEqual({
      at: `${day(10)}T00:00:00.000Z`,
      views: 0,
      visitors: 0,
      clicks: 0,
      reviews: 0,
      avgRating: null,
    });
    expect(series[1]).toMatchObject({ views: 2, visitors: 1, reviews: 1, avgRating: 5 });
    expect(series[6]).toMatchObject({ views: 1, clicks: 1, reviews: 1, avgRating: 4 });
  });

  it('buckets by week (from Monday) and by hour', async () => {
    const weeks = (await stats(world.owner, `from=${day(10)}&to=${day(4)}&interval=week`)).json().series;
    expect(weeks.reduce((sum: number, p: { views: number }) => sum + p.views, 0)).toBe(7);
    for (const point of weeks) expect(new Date(point.at).getUTCDay()).toBe(1);
    const hours = (await stats(world.owner, `from=${day(9)}&to=${day(9)}&interval=hour`)).json().series;
    expect(hours).toHaveLength(24);
    expect(hours[12]).toMatchObject({ views: 1, visitors: 1 });
    expect(hours[13]).toMatchObject({ views: 1, visitors: 1 });
  });

  it('lists top products, referrers and the searches that found the team', async () => {
    const body = (await stats(world.owner)).json();
    expect(body.topProducts).toEqual([
      {
        productId: products[0]!.id,
        name: 'Alpha Speaker',
        slug: expect.any(String),
        views: 4,
        clicks: 2,
        clickThroughRate: 0.5,
      },
      {
        productId: products[1]!.id,
        name: 'Beta Speaker',
        slug: expect.any(String),
        views: 2,
        clicks: 0,
        clickThroughRate: 0,
      },
    ]);
    expect(body.referrers).toEqual([
      { host: null, views: 6 },
      { host: 'www.google.com', views: 1 },
    ]);
    expect(body.searches).toEqual([
      { query: 'speaker', count: 2 },
      { query: 'alpha', count: 1 },
    ]);
  });

  it('narrows every figure to one product', async () => {
    const body = (await stats(world.editor, `from=${day(10)}&to=${day(4)}&productId=${products[1]!.id}`)).json();
    expect(body.totals).toMatchObject({ views: 2, clicks: 0, reviews: 0 });
    expect(body.topProducts.map((p: { name: string }) => p.name)).toEqual(['Beta Speaker']);
  });

  it('exports the series as CSV', async () => {
    const res = await authed(t.app, world.admin, {
      method: 'GET',
      url: api(`/creator/stats/${world.team.id}/export.csv?from=${day(10)}&to=${day(4)}`),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="plaudit-stats-[a-z0-9-]+-${day(10)}-${day(3)}\\.csv"$`),
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('at,views,visitors,clicks,reviews,avgRating');
    expect(lines).toHaveLength(8);
    expect(lines[2]).toBe(`${day(9)}T00:00:00.000Z,2,1,0,1,5`);
  });
});

describe('bad ranges', () => {
  const refused = async (query: string, message: string) => {
    const res = await stats(world.owner, query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].message).toBe(message);
  };
  it('refuses a date it cannot read', () => refused('from=yesterday', 'stats.validation.date'));
  it('refuses a range that ends before it starts', () =>
    refused(`from=${day(3)}&to=${day(5)}`, 'stats.validation.range_order'));
  it('refuses a range over 366 days', () => refused(`from=${day(400)}&to=${day(1)}`, 'stats.validation.range_length'));
  it('refuses an hourly series over a long range', () =>
    refused(`from=${day(120)}&to=${day(1)}&interval=hour`, 'stats.validation.too_many_points'));
  it('refuses a product of another team', async () => {
    const other = await teamWorld(t.app);
    const category = await createCategory(t.app);
    const foreign = await createProduct(t.app, other.team.id, { categoryId: category.id, status: 'PUBLISHED' });
    await refused(`productId=${foreign.id}`, 'stats.validation.product');
  });
});

describe('who may read them', () => {
  it("the team's OWNER, ADMIN and EDITOR read them; an outsider, staff and a made-up team get 404; signed out 401", async () => {
    for (const who of [world.owner, world.admin, world.editor]) expect((await stats(who)).statusCode).toBe(200);
    for (const who of [world.outsider, admin, mod]) expect((await stats(who)).statusCode).toBe(404);
    expect((await stats(world.owner, '', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await stats(null)).statusCode).toBe(401);
    const csv = await authed(t.app, world.outsider, {
      method: 'GET',
      url: api(`/creator/stats/${world.team.id}/export.csv`),
    });
    expect(csv.statusCode).toBe(404);
  });

  it('the platform figures: ADMIN and MOD read them, a user gets 403, signed out 401', async () => {
    const res = await authed(t.app, admin, { method: 'GET', url: api('/admin/stats') });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.signUps).toHaveLength(30);
    expect(body.reviewsPerDay).toHaveLength(30);
    expect(body.totals.people).toBeGreaterThanOrEqual(8);
    expect(body.queues.pendingReviews).toBeGreaterThanOrEqual(1);
    expect(body.activePeople.day).toBeGreaterThanOrEqual(3);
    expect(body.topBrands.find((b: { teamId: string }) => b.teamId === world.team.id)).toMatchObject({ views: 9 });
    expect((await authed(t.app, mod, { method: 'GET', url: api('/admin/stats') })).statusCode).toBe(200);
    expect((await authed(t.app, user, { method: 'GET', url: api('/admin/stats') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: api('/admin/stats') })).statusCode).toBe(401);
  });
});
