import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { M, type Campaign } from '@plaudit/contract';
import { auditLog, creditEntries, verifications } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/catalogue-factories.js';
import { api, authed, signedInUser } from '../../../test/factories.js';
import {
  biddingBrand,
  createCategory,
  createFeaturing,
  creditTeam,
  FEATURING_TEST_LIMITS,
  type Brand,
} from '../../../test/featuring-factories.js';
import { addMember } from '../../../test/team-factories.js';

// A brand's campaigns and bids over HTTP: who may (OWNER and ADMIN run them, EDITOR reads, anyone else 404), the
// bid rules (the product PUBLISHED in the category or a sub-category, at least the reserve, an open featuring), and
// the ledger: the unspent budget up to the available credits is HELD while ACTIVE and released on pause and end.

let t: TestContext;
type Person = Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await buildTestApp(FEATURING_TEST_LIMITS);
});
afterAll(async () => t.close());

const call = (s: Person | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  s
    ? authed(t.app, s, { method, url: api(path), ...(payload && { payload }) })
    : t.app.inject({ method, url: api(path), ...(payload && { payload }) });
const errorOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { type: string; message: string; meta?: Record<string, unknown> }[] }).errors[0]!;
const balance = (teamId: string) => t.app.services.credits.balanceOf(teamId);

async function world(credits = 1000) {
  const category = await createCategory(t.app);
  const featuring = await createFeaturing(t.app, category.id, { reservePrice: 5, slots: 2 });
  const brand = await biddingBrand(t.app, category.id, { credits });
  return { category, featuring, brand };
}

const newCampaign = (brand: Brand, featuringId: string, over: Record<string, unknown> = {}) =>
  call(brand.owner, 'POST', `/creator/campaigns/${brand.team.id}`, {
    name: 'Spring push',
    startsOn: '2026-01-01',
    totalBudget: 300,
    bids: [{ featuringId, productId: brand.products[0]!.id, maxBid: 20 }],
    ...over,
  });

describe('campaigns and holds', () => {
  it('starts ACTIVE and holds its budget; pause releases it, resume holds it again, end releases it for good', async () => {
    const { featuring, brand } = await world(1000);
    const res = await newCampaign(brand, featuring.id);
    expect(res.statusCode).toBe(201);
    const campaign = res.json<Campaign>();
    expect(campaign).toMatchObject({ status: 'ACTIVE', totalBudget: 300, spent: 0, held: 300, bidCount: 1 });
    expect(campaign.bids[0]).toMatchObject({ featuringId: featuring.id, maxBid: 20, reservePrice: 5, active: true });
    expect(await balance(brand.team.id)).toEqual({ balance: 1000, held: 300, available: 700 });

    const path = `/creator/campaigns/${brand.team.id}/${campaign.id}`;
    expect((await call(brand.owner, 'POST', `${path}/pause`)).json()).toMatchObject({ status: 'PAUSED', held: 0 });
    expect(await balance(brand.team.id)).toMatchObject({ held: 0, available: 1000 });
    expect((await call(brand.owner, 'POST', `${path}/pause`)).statusCode).toBe(409);
    expect((await call(brand.owner, 'POST', `${path}/resume`)).json()).toMatchObject({ status: 'ACTIVE', held: 300 });
    expect((await call(brand.owner, 'POST', `${path}/end`)).json()).toMatchObject({ status: 'ENDED', held: 0 });
    expect(await balance(brand.team.id)).toMatchObject({ held: 0, available: 1000 });
    const ended = await call(brand.owner, 'POST', `${path}/resume`);
    expect(ended.statusCode).toBe(409);
    expect(errorOf(ended).message).toBe(M.featuring.error.transition_not_allowed);

    const kinds = await t.app.db
      .select({ kind: creditEntries.kind, amount: creditEntries.amount })
      .from(creditEntries)
      .where(and(eq(creditEntries.teamId, brand.team.id), eq(creditEntries.causeType, 'CAMPAIGN')))
      .orderBy(creditEntries.seq);
    expect(kinds.map((k) => k.kind)).toEqual(['HOLD', 'RELEASE', 'HOLD', 'RELEASE']);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, campaign.id));
    expect(audit.map((a) => a.action).sort()).toEqual(
      ['campaign.create', 'campaign.end', 'campaign.pause', 'campaign.resume'].sort(),
    );
  });

  it('holds no more than the available credits, and a draft holds nothing until it starts', async () => {
    const { featuring, brand } = await world(120);
    const capped = (await newCampaign(brand, featuring.id)).json<Campaign>();
    expect(capped).toMatchObject({ status: 'ACTIVE', held: 120 });
    const draft = (await newCampaign(brand, featuring.id, { draft: true, name: 'Later' })).json<Campaign>();
    expect(draft).toMatchObject({ status: 'DRAFT', held: 0 });
    await creditTeam(t.app, brand.team.id, 50);
    const started = await call(brand.owner, 'POST', `/creator/campaigns/${brand.team.id}/${draft.id}/resume`);
    expect(started.json()).toMatchObject({ status: 'ACTIVE', held: 0 });
    await creditTeam(t.app, brand.team.id, 200);
    // The older campaign took the first 50 and then the 130 it still lacked; the rest went to the newer one.
    const path = `/creator/campaigns/${brand.team.id}/${capped.id}`;
    expect((await call(brand.owner, 'GET', path)).json()).toMatchObject({ held: 300 });
    expect((await call(brand.owner, 'GET', `/creator/campaigns/${brand.team.id}/${draft.id}`)).json()).toMatchObject({
      held: 70,
    });
    expect(await balance(brand.team.id)).toEqual({ balance: 370, held: 370, available: 0 });
  });

  it('the hold follows the credits: what arrives goes to ACTIVE campaigns holding less, oldest first', async () => {
    const { featuring, brand } = await world(100);
    const base = `/creator/campaigns/${brand.team.id}`;
    const held = async (id: string) => (await call(brand.owner, 'GET', `${base}/${id}`)).json<Campaign>().held;
    const a = (await newCampaign(brand, featuring.id, { name: 'Campaign A', totalBudget: 300 })).json<Campaign>();
    const b = (await newCampaign(brand, featuring.id, { name: 'Campaign B', totalBudget: 50 })).json<Campaign>();
    const paused = (await newCampaign(brand, featuring.id, { name: 'Paused', totalBudget: 80 })).json<Campaign>();
    await call(brand.owner, 'POST', `${base}/${paused.id}/pause`);
    expect([await held(a.id), await held(b.id)]).toEqual([100, 0]);

    // A top-up: the oldest takes what it lacks first, a paused campaign nothing.
    await creditTeam(t.app, brand.team.id, 150);
    expect([await held(a.id), await held(b.id), await held(paused.id)]).toEqual([250, 0, 0]);
    await creditTeam(t.app, brand.team.id, 100);
    expect([await held(a.id), await held(b.id), await held(paused.id)]).toEqual([300, 50, 0]);
    expect(await balance(brand.team.id)).toEqual({ balance: 350, held: 350, available: 0 });

    // A release: pausing A frees its 300, and the campaigns still short take them (A itself not).
    const c = (await newCampaign(brand, featuring.id, { name: 'Campaign C', totalBudget: 120 })).json<Campaign>();
    expect(c.held).toBe(0);
    await call(brand.owner, 'POST', `${base}/${a.id}/pause`);
    expect([await held(a.id), await held(b.id), await held(c.id)]).toEqual([0, 50, 120]);
    expect(await balance(brand.team.id)).toEqual({ balance: 350, held: 170, available: 180 });

    // An admin's adjustment in the team's favour is credits arriving too; what nobody lacks stays available.
    await call(brand.owner, 'POST', `${base}/${a.id}/resume`);
    expect(await held(a.id)).toBe(180);
    await t.app.services.credits.post(
      'ADJUSTMENT',
      { teamId: brand.team.id, cause: { type: 'ADMIN', id: null }, idempotencyKey: `adjust:${a.id}`, actorId: null },
      { balanceDelta: 500, heldDelta: 0 },
    );
    expect(await held(a.id)).toBe(300);
    expect(await balance(brand.team.id)).toEqual({ balance: 850, held: 470, available: 380 });

    const holds = await t.app.db
      .select({ kind: creditEntries.kind, amount: creditEntries.heldAmount, key: creditEntries.idempotencyKey })
      .from(creditEntries)
      .where(and(eq(creditEntries.teamId, brand.team.id), eq(creditEntries.causeId, a.id)))
      .orderBy(creditEntries.seq);
    expect(holds.map((h) => [h.kind, h.amount])).toEqual([
      ['HOLD', 100],
      ['HOLD', 150],
      ['HOLD', 50],
      ['RELEASE', -300],
      ['HOLD', 180],
      ['HOLD', 120],
    ]);
    expect(new Set(holds.map((h) => h.key)).size).toBe(holds.length);
  });

  it('a budget change moves the hold with it, and the budget never goes below what is spent', async () => {
    const { featuring, brand } = await world(1000);
    const campaign = (await newCampaign(brand, featuring.id)).json<Campaign>();
    const path = `/creator/campaigns/${brand.team.id}/${campaign.id}`;
    const put = (totalBudget: number) =>
      call(brand.owner, 'PUT', path, { name: 'Spring push', startsOn: '2026-01-01', totalBudget });
    expect((await put(100)).json()).toMatchObject({ totalBudget: 100, held: 100 });
    expect((await put(400)).json()).toMatchObject({ totalBudget: 400, held: 400 });
    expect(await balance(brand.team.id)).toMatchObject({ held: 400 });
  });
});

describe('bid rules', () => {
  it('takes a product PUBLISHED in the category or a sub-category at or above the reserve, and nothing else', async () => {
    const { category, featuring, brand } = await world();
    const sub = await createCategory(t.app, { parentId: category.id });
    const elsewhere = await createCategory(t.app);
    const inSub = await createProduct(t.app, brand.team.id, { categoryId: sub.id, status: 'PUBLISHED' });
    const draft = await createProduct(t.app, brand.team.id, { categoryId: category.id, status: 'DRAFT' });
    const other = await createProduct(t.app, brand.team.id, { categoryId: elsewhere.id, status: 'PUBLISHED' });
    const stranger = await biddingBrand(t.app, category.id);
    const campaign = (await newCampaign(brand, featuring.id)).json<Campaign>();
    const bid = (productId: string, maxBid = 10) =>
      call(brand.owner, 'PUT', `/creator/campaigns/${brand.team.id}/${campaign.id}/bids/${featuring.id}`, {
        productId,
        maxBid,
        active: true,
      });

    const ok = await bid(inSub.id, 7);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Campaign>().bids).toMatchObject([{ product: { id: inSub.id }, maxBid: 7 }]);
    for (const productId of [draft.id, other.id, stranger.products[0]!.id]) {
      const res = await bid(productId);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toMatchObject({
        message: M.featuring.error.product_not_eligible,
        meta: { field: 'productId' },
      });
    }
    const low = await bid(inSub.id, 4);
    expect(low.statusCode).toBe(409);
    expect(errorOf(low)).toMatchObject({ message: M.featuring.error.bid_below_reserve, meta: { reservePrice: 5 } });

    const closed = await createFeaturing(t.app, elsewhere.id, { active: false });
    const res = await call(brand.owner, 'PUT', `/creator/campaigns/${brand.team.id}/${campaign.id}/bids/${closed.id}`, {
      productId: other.id,
      maxBid: 10,
      active: true,
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(M.featuring.error.featuring_closed);

    const removed = await call(
      brand.owner,
      'DELETE',
      `/creator/campaigns/${brand.team.id}/${campaign.id}/bids/${featuring.id}`,
    );
    expect(removed.json<Campaign>().bids).toEqual([]);
  });
});

describe('roles × routes', () => {
  it('OWNER and ADMIN run campaigns, an EDITOR reads them, a stranger gets 404 and nobody signed out gets in', async () => {
    const { featuring, brand } = await world();
    const campaign = (await newCampaign(brand, featuring.id)).json<Campaign>();
    const [admin, editor, stranger] = await Promise.all([
      signedInUser(t.app),
      signedInUser(t.app),
      signedInUser(t.app),
    ]);
    await addMember(t.app, brand.team.id, admin.user.id, 'ADMIN');
    await addMember(t.app, brand.team.id, editor.user.id, 'EDITOR');
    const team = brand.team.id;
    const c = `/creator/campaigns/${team}/${campaign.id}`;
    const reads: [string, string][] = [
      ['GET', `/creator/campaigns/${team}`],
      ['GET', `/creator/campaigns/${team}/options`],
      ['GET', c],
      ['GET', `${c}/results`],
      ['GET', `${c}/results.csv`],
    ];
    const writes: [string, string, object?][] = [
      ['PUT', c, { name: 'Renamed', startsOn: '2026-01-01', totalBudget: 300 }],
      ['PUT', `${c}/bids/${featuring.id}`, { productId: brand.products[0]!.id, maxBid: 9, active: true }],
      ['POST', `${c}/pause`],
      ['POST', `${c}/resume`],
      ['POST', `/creator/campaigns/${team}`, { name: 'Other', startsOn: '2026-01-01', totalBudget: 10, bids: [] }],
      ['DELETE', `${c}/bids/${featuring.id}`],
      ['POST', `${c}/end`],
    ];
    type M = 'GET' | 'POST' | 'PUT' | 'DELETE';
    for (const [method, path, payload] of [...reads, ...writes]) {
      expect((await call(null, method as M, path, payload)).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(stranger, method as M, path, payload)).statusCode, `${method} ${path}`).toBe(404);
    }
    for (const [method, path] of reads) expect((await call(editor, method as M, path)).statusCode).toBe(200);
    for (const [method, path, payload] of writes) {
      expect((await call(editor, method as M, path, payload)).statusCode, `${method} ${path}`).toBe(403);
      expect([200, 201], `${method} ${path}`).toContain((await call(admin, method as M, path, payload)).statusCode);
    }
  });

  it('a team that is not APPROVED cannot run a campaign', async () => {
    const category = await createCategory(t.app);
    const featuring = await createFeaturing(t.app, category.id);
    const brand = await biddingBrand(t.app, category.id);
    // A newer round under review: the team's newest verification is no longer APPROVED.
    await t.app.db.insert(verifications).values({
      subjectType: 'CREATOR',
      teamId: brand.team.id,
      status: 'PENDING',
      details: {},
      submittedAt: new Date(Date.now() + 1000),
    });
    const res = await newCampaign(brand, featuring.id);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(M.featuring.error.team_not_allowed);
  });
});
