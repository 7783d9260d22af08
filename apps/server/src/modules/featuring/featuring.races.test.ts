import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Campaign } from '@plaudit/contract';
import { campaigns, creditEntries, featuringResults } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser } from '../../../test/factories.js';
import {
  biddingBrand,
  createCategory,
  createFeaturing,
  FEATURING_TEST_LIMITS,
} from '../../../test/featuring-factories.js';
import { onPostgres } from '../../../test/needs.js';

// Closes that really overlap, on PostgreSQL: two at once (two servers' jobs, or the job and an admin's button)
// charge a day once, and closes racing other spends of the same team never take a team below zero nor a campaign
// past its budget; holds following credits as they arrive, amid pauses, resumes and spends, never overdraw either.

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  t = await buildTestApp(FEATURING_TEST_LIMITS);
  admin = await signedInUser(t.app, { role: 'ADMIN' });
});
afterAll(async () => t?.close());

const close = (day: string) =>
  authed(t.app, admin, { method: 'POST', url: api('/admin/featuring/close'), payload: { day } });

onPostgres.describe('closes that overlap', () => {
  onPostgres.it('two closes of the same day at once charge it once', async () => {
    const day = '2029-03-01';
    const category = await createCategory(t.app);
    const featuring = await createFeaturing(t.app, category.id, {
      slots: 2,
      reservePrice: 4,
      startsOn: day,
      endsOn: day,
    });
    const brands = await Promise.all([1, 2, 3].map(() => biddingBrand(t.app, category.id, { credits: 50 })));
    for (const [i, brand] of brands.entries()) {
      const res = await authed(t.app, brand.owner, {
        method: 'POST',
        url: api(`/creator/campaigns/${brand.team.id}`),
        payload: {
          name: 'Race',
          startsOn: day,
          totalBudget: 50,
          bids: [{ featuringId: featuring.id, productId: brand.products[0]!.id, maxBid: 10 + i }],
        },
      });
      expect(res.statusCode).toBe(201);
    }
    const answers = await Promise.all([close(day), close(day), t.app.services.featuringClose.closeDay(day)]);
    const results = [answers[0].json(), answers[1].json(), answers[2]] as { featurings: number; charged: number }[];
    expect(results.map((r) => r.featurings).sort()).toEqual([0, 0, 1]);
    const charged = results.reduce((sum, r) => sum + r.charged, 0);
    const rows = await t.app.db.select().from(featuringResults).where(eq(featuringResults.featuringId, featuring.id));
    expect(rows).toHaveLength(3);
    expect(rows.reduce((sum, r) => sum + (r.price ?? 0), 0)).toBe(charged);
    for (const brand of brands) {
      const spends = await t.app.db
        .select()
        .from(creditEntries)
        .where(and(eq(creditEntries.teamId, brand.team.id), eq(creditEntries.kind, 'SPEND')));
      expect(spends.length).toBeLessThanOrEqual(1);
    }
  });

  onPostgres.it('closes racing the team’s other spends never overspend a budget or the credits', async () => {
    const days = ['2029-04-01', '2029-04-02', '2029-04-03', '2029-04-04'];
    const category = await createCategory(t.app);
    const featuring = await createFeaturing(t.app, category.id, {
      slots: 1,
      reservePrice: 5,
      startsOn: days[0],
      endsOn: days[3],
    });
    const brand = await biddingBrand(t.app, category.id, { credits: 30 });
    const res = await authed(t.app, brand.owner, {
      method: 'POST',
      url: api(`/creator/campaigns/${brand.team.id}`),
      payload: {
        name: 'Tight',
        startsOn: days[0],
        totalBudget: 12,
        bids: [{ featuringId: featuring.id, productId: brand.products[0]!.id, maxBid: 9 }],
      },
    });
    const campaign = res.json<Campaign>();
    // Every day's close at once, while the team spends its free credits elsewhere.
    const spends = Array.from({ length: 6 }, () =>
      t.app.services.credits
        .spend({
          teamId: brand.team.id,
          credits: 3,
          cause: { type: 'ADMIN', id: null },
          idempotencyKey: `race:${randomUUID()}`,
          actorId: null,
        })
        .catch(() => null),
    );
    await Promise.all([...days.map((day) => close(day)), ...spends]);
    const [row] = await t.app.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row!.spent).toBeLessThanOrEqual(12);
    expect(row!.spent % 5).toBe(0);
    const balance = await t.app.services.credits.balanceOf(brand.team.id);
    expect(balance.balance).toBeGreaterThanOrEqual(0);
    expect(balance.available).toBeGreaterThanOrEqual(0);
    const charged = await t.app.db.select().from(featuringResults).where(eq(featuringResults.campaignId, campaign.id));
    expect(charged.reduce((sum, r) => sum + (r.price ?? 0), 0)).toBe(row!.spent);
  });

  onPostgres.it(
    'holds following top-ups, pauses, resumes and spends at once never make available negative',
    async () => {
      const day = '2029-05-01';
      const category = await createCategory(t.app);
      const featuring = await createFeaturing(t.app, category.id, { slots: 1, reservePrice: 2, startsOn: day });
      const brand = await biddingBrand(t.app, category.id, { credits: 10 });
      const start = async (name: string, totalBudget: number) => {
        const res = await authed(t.app, brand.owner, {
          method: 'POST',
          url: api(`/creator/campaigns/${brand.team.id}`),
          payload: {
            name,
            startsOn: day,
            totalBudget,
            bids: [{ featuringId: featuring.id, productId: brand.products[0]!.id, maxBid: 5 }],
          },
        });
        expect(res.statusCode).toBe(201);
        return res.json<Campaign>();
      };
      const started = [await start('First', 100), await start('Second', 80), await start('Third', 60)];
      const step = (id: string, to: 'pause' | 'resume') =>
        authed(t.app, brand.owner, {
          method: 'POST',
          url: api(`/creator/campaigns/${brand.team.id}/${id}/${to}`),
        });
      const ledger = t.app.services.credits;
      const move = (credits: number) => ({
        teamId: brand.team.id,
        credits,
        cause: { type: 'ADMIN' as const, id: null },
        idempotencyKey: `race:${randomUUID()}`,
        actorId: null,
      });
      // Twelve top-ups of 15, the second campaign paused and resumed twice, the third paused, spends of what is free.
      await Promise.all([
        ...Array.from({ length: 12 }, () =>
          ledger.post('TOP_UP', move(15), { balanceDelta: 15, heldDelta: 0 }).then(() => null),
        ),
        step(started[1]!.id, 'pause').then(() => step(started[1]!.id, 'resume')),
        step(started[1]!.id, 'pause').then(() => step(started[1]!.id, 'resume')),
        step(started[2]!.id, 'pause'),
        ...Array.from({ length: 6 }, () => ledger.spend(move(4)).catch(() => null)),
        ...Array.from({ length: 4 }, () => ledger.hold(move(3)).catch(() => null)),
      ]);

      const rows = await t.app.db.select().from(campaigns).where(eq(campaigns.teamId, brand.team.id));
      const balance = await ledger.balanceOf(brand.team.id);
      expect(balance.available).toBeGreaterThanOrEqual(0);
      for (const row of rows) {
        expect(row.held).toBeGreaterThanOrEqual(0);
        expect(row.held).toBeLessThanOrEqual(row.totalBudget - row.spent);
        if (row.status !== 'ACTIVE') expect(row.held).toBe(0);
      }
      // What the campaigns hold plus the loose holds is what the account holds, every entry accounted for.
      const entries = await t.app.db.select().from(creditEntries).where(eq(creditEntries.teamId, brand.team.id));
      const loose = entries
        .filter((e) => e.causeType === 'ADMIN' && e.kind === 'HOLD')
        .reduce((sum, e) => sum + e.heldAmount, 0);
      expect(balance.held).toBe(rows.reduce((sum, r) => sum + r.held, 0) + loose);
      expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(balance.balance);
      expect(entries.reduce((sum, e) => sum + e.heldAmount, 0)).toBe(balance.held);
      // Nothing left lying free while an ACTIVE campaign still lacks credits.
      const lacking = rows.filter((r) => r.status === 'ACTIVE' && r.held < r.totalBudget - r.spent);
      if (lacking.length > 0) expect(balance.available).toBe(0);
    },
  );
});
