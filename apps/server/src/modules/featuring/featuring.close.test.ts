import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { AuctionLog, Campaign, CampaignResults, CategoryFeaturing, FeaturingCloseResult } from '@plaudit/contract';
import { campaigns, creditEntries, featuringResults } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createPunishment, api, authed, signedInUser } from '../../../test/factories.js';
import {
  biddingBrand,
  createCategory,
  createFeaturing,
  creditTeam,
  FEATURING_TEST_LIMITS,
  type Brand,
} from '../../../test/featuring-factories.js';
import { seedPublishedReviews } from '../../../test/review-factories.js';
import { dayToClose } from './featuring.close.service.js';
import { addDays } from './featuring.dates.js';

// The daily close on a real database: the worked auction charged through the ledger (a SPEND per winner, equal to
// the log's prices), idempotent per featuring and day, each eligibility rule, no overspend, the immutable results,
// the brand's results and CSV, and what a visitor is told about a sponsored card.

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedInUser>>;
type Person = typeof admin;

beforeAll(async () => {
  t = await buildTestApp(FEATURING_TEST_LIMITS);
  admin = await signedInUser(t.app, { role: 'ADMIN' });
});
afterAll(async () => t.close());

const call = (s: Person | null, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  s
    ? authed(t.app, s, { method, url: api(path), ...(payload && { payload }) })
    : t.app.inject({ method, url: api(path), ...(payload && { payload }) });
const close = async (day: string) =>
  (await call(admin, 'POST', '/admin/featuring/close', { day })).json<FeaturingCloseResult>();

let dayCounter = 0;
/** A fresh day per test, so closes of one test never meet another's. */
const freshDay = () => `2027-0${1 + Math.floor(dayCounter / 28)}-${String(1 + (dayCounter++ % 28)).padStart(2, '0')}`;

async function campaignOf(brand: Brand, featuringId: string, maxBid: number, budget = 1000, over = {}) {
  const res = await call(brand.owner, 'POST', `/creator/campaigns/${brand.team.id}`, {
    name: `Campaign ${maxBid}`,
    startsOn: '2026-01-01',
    totalBudget: budget,
    bids: [{ featuringId, productId: brand.products[0]!.id, maxBid }],
    ...over,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<Campaign>();
}
const spends = async (teamId: string) =>
  t.app.db
    .select({ amount: creditEntries.amount, key: creditEntries.idempotencyKey })
    .from(creditEntries)
    .where(and(eq(creditEntries.teamId, teamId), eq(creditEntries.kind, 'SPEND')));

describe('the close', () => {
  it('runs the worked example: quality orders, second prices are charged as SPEND entries, losers pay nothing', async () => {
    const category = await createCategory(t.app, { name: 'Grinders' });
    const day = freshDay();
    const featuring = await createFeaturing(t.app, category.id, {
      slots: 2,
      reservePrice: 5,
      startsOn: day,
      endsOn: day,
    });
    const [a, b, c] = await Promise.all([
      biddingBrand(t.app, category.id, { credits: 500 }),
      biddingBrand(t.app, category.id, { credits: 500 }),
      biddingBrand(t.app, category.id, { credits: 500 }),
    ]);
    // B's product is well reviewed (q near 1), A's has none (q 0.5).
    await seedPublishedReviews(t.app, { id: b.products[0]!.id, teamId: b.team.id }, Array(30).fill(5));
    await campaignOf(a, featuring.id, 30);
    await campaignOf(b, featuring.id, 20);
    await campaignOf(c, featuring.id, 8);
    const result = await close(day);
    expect(result).toMatchObject({ day, featurings: 1, winners: 2 });

    const log = (
      await call(admin, 'GET', `/admin/featuring/${featuring.id}/results?from=${day}&to=${day}`)
    ).json<AuctionLog>();
    const entries = log.data[0]!.entries;
    expect(entries.map((e) => [e.team.id, e.rank, e.won, e.reason])).toEqual([
      [b.team.id, 1, true, null],
      [a.team.id, 2, true, null],
      [c.team.id, null, false, 'OUTBID'],
    ]);
    const [first, second, third] = entries as [(typeof entries)[0], (typeof entries)[0], (typeof entries)[0]];
    expect(first.quality).toBeGreaterThan(0.9);
    expect(second.quality).toBe(0.5);
    // Each pays ⌈next score ÷ own quality⌉, never above its bid.
    expect(first.price).toBe(Math.max(5, Math.ceil((second.score - 1e-9) / first.quality)));
    expect(second.price).toBe(Math.max(5, Math.ceil((third.score - 1e-9) / second.quality)));
    expect(first.price!).toBeLessThanOrEqual(20);
    expect(result.charged).toBe(first.price! + second.price!);
    expect((await spends(b.team.id)).map((s) => Number(s.amount))).toEqual([-first.price!]);
    expect(await spends(c.team.id)).toEqual([]);
    expect(await t.app.services.credits.balanceOf(a.team.id)).toMatchObject({ balance: 500 - second.price! });
  });

  it('closing a day twice charges once', async () => {
    const category = await createCategory(t.app);
    const day = freshDay();
    const featuring = await createFeaturing(t.app, category.id, { reservePrice: 7, startsOn: day, endsOn: day });
    const brand = await biddingBrand(t.app, category.id, { credits: 100 });
    await campaignOf(brand, featuring.id, 10);
    expect(await close(day)).toMatchObject({ featurings: 1, winners: 1, charged: 7 });
    expect(await close(day)).toMatchObject({ featurings: 0, winners: 0, charged: 0 });
    expect((await spends(brand.team.id)).length).toBe(1);
    expect(await t.app.services.credits.balanceOf(brand.team.id)).toMatchObject({ balance: 93 });
  });

  it('results are immutable rows', async () => {
    const [row] = await t.app.db.select().from(featuringResults).limit(1);
    await expect(
      t.app.db.update(featuringResults).set({ price: 1 }).where(eq(featuringResults.campaignId, row!.campaignId)),
    ).rejects.toThrow();
  });

  it('marks each ineligible bid with its rule and charges none of them', async () => {
    const category = await createCategory(t.app);
    const day = freshDay();
    const featuring = await createFeaturing(t.app, category.id, {
      slots: 3,
      reservePrice: 5,
      startsOn: day,
      endsOn: day,
    });
    const brands = await Promise.all(
      Array.from({ length: 6 }, () => biddingBrand(t.app, category.id, { credits: 100 })),
    );
    const [dates, locked, punished, unlisted, poor, fine] = brands as [Brand, Brand, Brand, Brand, Brand, Brand];
    await campaignOf(dates, featuring.id, 10, 100, { startsOn: '2030-01-01' });
    await campaignOf(locked, featuring.id, 10);
    await campaignOf(punished, featuring.id, 10);
    await campaignOf(unlisted, featuring.id, 10);
    await campaignOf(poor, featuring.id, 10, 4);
    await campaignOf(fine, featuring.id, 10);
    await t.app.db.execute(sql`update creator_teams set access_status = 'BLOCKED' where id = ${locked.team.id}`);
    await createPunishment(t.app, punished.owner.user.id, { type: 'MUTE' });
    await t.app.db.execute(sql`update products set status = 'DRAFT' where id = ${unlisted.products[0]!.id}`);
    expect(await close(day)).toMatchObject({ winners: 1, charged: 5 });
    const rows = await t.app.db.select().from(featuringResults).where(eq(featuringResults.featuringId, featuring.id));
    const reasonOf = (b: Brand) => rows.find((r) => r.teamId === b.team.id)!.reason;
    expect([dates, locked, punished, unlisted, poor, fine].map(reasonOf)).toEqual([
      'CAMPAIGN_DATES',
      'TEAM_LOCKED',
      'OWNER_PUNISHED',
      'PRODUCT_NOT_LISTED',
      'NO_BUDGET',
      null,
    ]);
  });

  it('never spends past a budget: a campaign that runs out is EXHAUSTED and skipped', async () => {
    const category = await createCategory(t.app);
    const days = [freshDay(), freshDay(), freshDay()];
    const featuring = await createFeaturing(t.app, category.id, {
      reservePrice: 6,
      startsOn: days[0],
      endsOn: days[2],
    });
    const brand = await biddingBrand(t.app, category.id, { credits: 100 });
    const campaign = await campaignOf(brand, featuring.id, 10, 13);
    for (const day of days) await close(day);
    const [row] = await t.app.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row).toMatchObject({ spent: 12, status: 'ACTIVE', held: 1 });
    const res = (
      await call(
        brand.owner,
        'GET',
        `/creator/campaigns/${brand.team.id}/${campaign.id}/results?from=${days[0]}&to=${days[2]}`,
      )
    ).json<CampaignResults>();
    expect(res.data.map((r) => [r.won, r.price, r.reason])).toEqual([
      [true, 6, null],
      [true, 6, null],
      [false, null, 'NO_BUDGET'],
    ]);
    expect(res.totals).toMatchObject({ spent: 12, daysWon: 2 });
    const csv = await call(
      brand.owner,
      'GET',
      `/creator/campaigns/${brand.team.id}/${campaign.id}/results.csv?from=${days[0]}&to=${days[2]}`,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'day,category,product,max_bid,won,reason,rank,price,impressions,clicks,unique_clicks,ctr',
    );
    expect(csv.body.split('\r\n')).toHaveLength(5);
  });

  it('tells every visitor who paid for a sponsored card and why it is shown, without changing anything else', async () => {
    const parent = await createCategory(t.app, { name: 'Coffee' });
    const category = await createCategory(t.app, { name: 'Grinders', parentId: parent.id });
    const today = new Date().toISOString().slice(0, 10);
    const featuring = await createFeaturing(t.app, category.id, {
      slots: 1,
      reservePrice: 5,
      startsOn: today,
      endsOn: today,
    });
    const brand = await biddingBrand(t.app, category.id, { credits: 100 });
    await t.app.db.execute(
      sql`update creator_teams set billing_legal_name = 'Grind Works GmbH' where id = ${brand.team.id}`,
    );
    await campaignOf(brand, featuring.id, 10);
    await close(today);
    for (const slug of [category.slug, parent.slug]) {
      const answer = (await call(null, 'GET', `/categories/${slug}/featuring`)).json<CategoryFeaturing>();
      expect(answer.sponsored).toEqual([
        expect.objectContaining({
          rank: 1,
          paidBy: 'Grind Works GmbH',
          onBehalfOf: brand.team.brandName,
          category: { id: category.id, slug: category.slug, name: 'Grinders' },
          featuringId: featuring.id,
          day: today,
          card: expect.objectContaining({ id: brand.products[0]!.id }),
        }),
      ]);
    }
    const own = (await call(null, 'GET', `/categories/${category.slug}/featuring`)).json<CategoryFeaturing>();
    expect(own.featuring).toEqual({ slots: 1, reservePrice: 5, clearing: [{ day: today, prices: [5] }] });
    expect((await call(null, 'GET', '/categories/no-such-category/featuring')).statusCode).toBe(404);
  });
});

describe('the close, for random bids', () => {
  it('no winner pays more than its bid, the charges equal the SPEND entries, and no team goes below zero', async () => {
    const category = await createCategory(t.app);
    // Days of its own, so no other test's featuring is closed with it.
    const featuring = await createFeaturing(t.app, category.id, {
      slots: 3,
      reservePrice: 2,
      startsOn: '2028-01-01',
    });
    let propertyDay = 0;
    const nextDay = () => addDays('2028-01-01', propertyDay++);
    const brands = await Promise.all(Array.from({ length: 5 }, () => biddingBrand(t.app, category.id)));
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            bid: fc.integer({ min: 1, max: 40 }),
            budget: fc.integer({ min: 1, max: 60 }),
            credits: fc.integer({ min: 0, max: 60 }),
          }),
          { minLength: 5, maxLength: 5 },
        ),
        async (plan) => {
          const day = nextDay();
          const campaignIds: string[] = [];
          for (const [i, p] of plan.entries()) {
            const brand = brands[i]!;
            if (p.credits > 0) await creditTeam(t.app, brand.team.id, p.credits);
            const res = await call(brand.owner, 'POST', `/creator/campaigns/${brand.team.id}`, {
              name: `Run ${day}`,
              startsOn: day,
              endsOn: day,
              totalBudget: p.budget,
              bids: [{ featuringId: featuring.id, productId: brand.products[0]!.id, maxBid: Math.max(2, p.bid) }],
            });
            campaignIds.push(res.json<Campaign>().id);
          }
          const result = await close(day);
          const rows = await t.app.db
            .select()
            .from(featuringResults)
            .where(and(eq(featuringResults.featuringId, featuring.id), eq(featuringResults.day, day)));
          for (const row of rows) if (row.price !== null) expect(row.price).toBeLessThanOrEqual(row.maxBid);
          const spent = rowsOf<{ total: number }>(
            await t.app.db.execute(sql`select coalesce(-sum(amount), 0)::int as total from credit_entries
              where kind = 'SPEND' and idempotency_key like ${`featuring:${featuring.id}:${day}:%`}`),
          )[0]!.total;
          expect(Number(spent)).toBe(result.charged);
          expect(rows.reduce((sum, r) => sum + (r.price ?? 0), 0)).toBe(result.charged);
          for (const brand of brands) {
            const b = await t.app.services.credits.balanceOf(brand.team.id);
            expect(b.balance).toBeGreaterThanOrEqual(0);
            expect(b.available).toBeGreaterThanOrEqual(0);
          }
          // The day's campaigns end, so the next run starts from what is left.
          for (const [i, id] of campaignIds.entries())
            await call(brands[i]!.owner, 'POST', `/creator/campaigns/${brands[i]!.team.id}/${id}/end`);
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});

describe('when the job closes', () => {
  it('closes the day just begun at 00:00, and the next day at a later close time', () => {
    expect(dayToClose(new Date('2026-05-01T00:03:00Z'), '00:00')).toBe('2026-05-01');
    expect(dayToClose(new Date('2026-05-01T21:59:00Z'), '22:00')).toBe('2026-05-01');
    expect(dayToClose(new Date('2026-05-01T22:01:00Z'), '22:00')).toBe('2026-05-02');
  });
});
