import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { M, pathOf, ROUTES, type DecisionList, type Product, type ProductStaffList } from '@plaudit/contract';
import { auditLog, products, searchDocuments } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';
import { createCategory, createProduct } from '../../../test/catalogue-factories.js';
import { approveTeam, TEAM_TEST_LIMITS, teamWorld, type TeamWorld } from '../../../test/team-factories.js';
import { mailsTo } from '../../../test/review-moderation-factories.js';

// Over HTTP on a real database: staff take a team's product off every public surface with a reason (ADMIN and MOD
// only), the team still sees it marked and cannot publish it again, the decision carries a statement its OWNERs and
// ADMINs may appeal, and a reversed appeal puts the product back everywhere.

let t: TestContext;
let mod: Signed;
let otherMod: Signed;
let admin: Signed;
let user: Signed;

beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
  [mod, otherMod, admin, user] = await Promise.all([
    signedInUser(t.app, { role: 'MOD' }),
    signedInUser(t.app, { role: 'MOD' }),
    signedInUser(t.app, { role: 'ADMIN' }),
    signedInUser(t.app),
  ]);
});
afterAll(async () => t.close());

async function publicProduct() {
  const world = await teamWorld(t.app);
  await approveTeam(t.app, world.team.id);
  const category = await createCategory(t.app);
  const product = await createProduct(t.app, world.team.id, {
    categoryId: category.id,
    status: 'PUBLISHED',
    name: `Zephyrine ${Date.now().toString(36)}`,
  });
  return { world, category, product };
}

const disable = (s: Signed, productId: string, payload: object = { reason: 'Sells counterfeits', ground: 'ILLEGAL' }) =>
  authed(t.app, s, { method: 'POST', url: api(`/admin/products/${productId}/disable`), payload });
const enable = (s: Signed, productId: string) =>
  authed(t.app, s, { method: 'POST', url: api(`/admin/products/${productId}/enable`) });

/** Where a visitor could meet the product: its page, the brand's and category's lists, search, home, the sitemap. */
async function seenInPublic(world: TeamWorld, category: { slug: string }, product: { slug: string; name: string }) {
  const handle = world.team.profileHandle!;
  const page = await t.app.inject({
    method: 'GET',
    url: api(pathOf(ROUTES.catalogue.product.path, { creatorProfile: handle, productSlug: product.slug })),
  });
  const brandList = await t.app.inject({
    method: 'GET',
    url: api(pathOf(ROUTES.catalogue.brandProducts.path, { creatorProfile: handle })),
  });
  const categoryList = await t.app.inject({ method: 'GET', url: api(`/categories/${category.slug}/products`) });
  const search = await t.app.inject({ method: 'GET', url: api(`/search?q=${encodeURIComponent(product.name)}`) });
  const home = await t.app.inject({ method: 'GET', url: api('/home') });
  const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(brandList.statusCode, brandList.body).toBe(200);
  expect(categoryList.statusCode, categoryList.body).toBe(200);
  expect(search.statusCode, search.body).toBe(200);
  return {
    page: page.statusCode === 200,
    brandList: brandList.body.includes(product.slug),
    categoryList: categoryList.body.includes(product.slug),
    search: search.body.includes(product.slug),
    home: home.body.includes(product.slug),
    sitemap: sitemap.body.includes(`/${product.slug}`),
  };
}

describe('who may disable and enable a product', () => {
  it('ADMIN and MOD may; a USER, a team OWNER and nobody signed in may not', async () => {
    const { world, product } = await publicProduct();
    for (const s of [user, world.owner]) {
      expect((await disable(s, product.id)).statusCode).toBe(403);
      expect((await enable(s, product.id)).statusCode).toBe(403);
      expect((await authed(t.app, s, { method: 'GET', url: api('/admin/products/disabled') })).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: api(`/admin/products/${product.id}/disable`),
      payload: { reason: 'x', ground: 'SPAM' },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const s of [mod, admin]) {
      const off = await disable(s, product.id);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ id: product.id, staffDisabled: true, staffReason: 'Sells counterfeits' });
      const on = await enable(s, product.id);
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toMatchObject({ staffDisabled: false, staffReason: null });
    }
    const actions = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, product.id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'product.disable',
      'product.disable',
      'product.enable',
      'product.enable',
    ]);
  });

  it('an unknown product is a 404; no reason or an unknown ground is a 400 that changes nothing', async () => {
    const { product } = await publicProduct();
    expect((await disable(mod, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await disable(mod, 'nope')).statusCode).toBe(404);
    const noReason = await disable(mod, product.id, { reason: '  ', ground: 'SPAM' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].meta).toMatchObject({ field: 'reason' });
    const badGround = await disable(mod, product.id, { reason: 'Spam', ground: 'BECAUSE' });
    expect(badGround.statusCode).toBe(400);
    expect(badGround.json().errors[0].meta).toMatchObject({ field: 'ground' });
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.staffDisabledAt).toBeNull();
  });
});

describe('enabling again', () => {
  it('its own team is told that only Plaudit enables it (and may appeal); anyone else gets the plain 403', async () => {
    const { world, product } = await publicProduct();
    expect((await disable(mod, product.id)).statusCode).toBe(200);
    for (const member of [world.owner, world.admin, world.editor]) {
      const res = await enable(member, product.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0]).toMatchObject({ type: 'forbidden', message: M.product.error.enable_staff_only });
    }
    const stranger = await enable(user, product.id);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().errors[0]).toMatchObject({ type: 'forbidden', message: M.error.common.forbidden });
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.staffDisabledAt).not.toBeNull();
  });

  it('staff list what they disabled, newest first and searchable, until it is enabled again', async () => {
    const first = await publicProduct();
    const second = await publicProduct();
    expect((await disable(mod, first.product.id, { reason: 'Counterfeit', ground: 'ILLEGAL' })).statusCode).toBe(200);
    expect((await disable(admin, second.product.id, { reason: 'Spam', ground: 'SPAM' })).statusCode).toBe(200);
    const list = async (query = '') => {
      const res = await authed(t.app, mod, { method: 'GET', url: api(`/admin/products/disabled?take=100${query}`) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ProductStaffList>();
    };
    const all = await list();
    const ids = all.data.map((p) => p.id);
    expect(ids.indexOf(second.product.id)).toBeLessThan(ids.indexOf(first.product.id));
    expect(all.data.find((p) => p.id === first.product.id)).toMatchObject({
      name: first.product.name,
      status: 'PUBLISHED',
      staffReason: 'Counterfeit',
      team: { id: first.world.team.id, creatorProfile: first.world.team.profileHandle },
    });
    const found = await list(`&search=${encodeURIComponent(first.product.name.toUpperCase())}`);
    expect(found.data.map((p) => p.id)).toEqual([first.product.id]);
    expect((await enable(admin, first.product.id)).statusCode).toBe(200);
    expect((await list()).data.map((p) => p.id)).not.toContain(first.product.id);
    expect(
      (await authed(t.app, mod, { method: 'GET', url: api('/admin/products/disabled?take=500') })).statusCode,
    ).toBe(400);
  });
});

describe('a product disabled by staff', () => {
  it('answers its public call with 410 and the reason it is gone; an unknown slug stays a 404', async () => {
    const { world, product } = await publicProduct();
    const handle = world.team.profileHandle!;
    const get = (slug: string) =>
      t.app.inject({
        method: 'GET',
        url: api(pathOf(ROUTES.catalogue.product.path, { creatorProfile: handle, productSlug: slug })),
      });
    expect((await disable(mod, product.id)).statusCode).toBe(200);
    const gone = await get(product.slug);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().errors[0]).toMatchObject({ message: M.catalogue.error.product_disabled });
    expect((await get(`${product.slug}-nope`)).statusCode).toBe(404);
    expect((await enable(mod, product.id)).statusCode).toBe(200);
    expect((await get(product.slug)).statusCode).toBe(200);
  });

  it('shows its team the ground, and the statement to appeal to those who may (OWNERs and ADMINs)', async () => {
    const { world, product } = await publicProduct();
    const read = async (s: Signed) => {
      const res = await authed(t.app, s, {
        method: 'GET',
        url: api(`/creator/products/${world.team.id}/${product.id}`),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Product>();
    };
    expect((await read(world.owner)).staffDecision).toBeNull();
    expect((await disable(mod, product.id, { reason: 'Sells counterfeits', ground: 'ILLEGAL' })).statusCode).toBe(200);
    const decisions = await authed(t.app, world.owner, { method: 'GET', url: api('/profile/decisions?take=100') });
    const decision = decisions.json<DecisionList>().data.find((d) => d.kind === 'PRODUCT_DISABLED')!;
    expect((await read(world.owner)).staffDecision).toEqual({ id: decision.id, ground: 'ILLEGAL' });
    expect((await read(world.admin)).staffDecision).toEqual({ id: decision.id, ground: 'ILLEGAL' });
    expect((await read(world.editor)).staffDecision).toEqual({ id: null, ground: 'ILLEGAL' });
    expect((await enable(mod, product.id)).statusCode).toBe(200);
    expect((await read(world.owner)).staffDecision).toBeNull();
  });

  it('leaves every public surface and its search document, and comes back when enabled', async () => {
    const { world, category, product } = await publicProduct();
    const everywhere = { page: true, brandList: true, categoryList: true, search: true, home: true, sitemap: true };
    // Home shows a few products only, so it is asked for what it showed before the disable.
    const before = await seenInPublic(world, category, product);
    expect({ ...before, home: true }).toEqual(everywhere);
    expect(await t.app.db.select().from(searchDocuments).where(eq(searchDocuments.id, product.id))).toHaveLength(1);

    expect((await disable(mod, product.id)).statusCode).toBe(200);
    expect(await seenInPublic(world, category, product)).toEqual({
      page: false,
      brandList: false,
      categoryList: false,
      search: false,
      home: false,
      sitemap: false,
    });
    expect(await t.app.db.select().from(searchDocuments).where(eq(searchDocuments.id, product.id))).toHaveLength(0);

    expect((await enable(admin, product.id)).statusCode).toBe(200);
    expect(await seenInPublic(world, category, product)).toEqual(before);
    expect(await t.app.db.select().from(searchDocuments).where(eq(searchDocuments.id, product.id))).toHaveLength(1);
  });

  it('is still the team’s, marked with the reason; the team may edit it but never publish it again', async () => {
    const { world, category, product } = await publicProduct();
    expect((await disable(mod, product.id)).statusCode).toBe(200);
    const team = world.team.id;
    const got = await authed(t.app, world.editor, {
      method: 'GET',
      url: api(`/creator/products/${team}/${product.id}`),
    });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ staffDisabled: true, staffReason: 'Sells counterfeits', status: 'PUBLISHED' });
    const list = await authed(t.app, world.owner, { method: 'GET', url: api(`/creator/products/${team}`) });
    expect(list.json().data.find((p: { id: string }) => p.id === product.id)).toMatchObject({
      staffDisabled: true,
      staffReason: 'Sells counterfeits',
    });

    const body = { name: product.name, categoryId: category.id, tags: [], description: 'Fixed', url: null };
    const put = (status: string) =>
      authed(t.app, world.owner, {
        method: 'PUT',
        url: api(`/creator/products/${team}/${product.id}`),
        payload: { ...body, status },
      });
    // Saved as it stands (still PUBLISHED): its fields change, and it stays off every public page.
    const fixed = await put('PUBLISHED');
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ description: 'Fixed', status: 'PUBLISHED', staffDisabled: true });
    expect((await seenInPublic(world, category, product)).page).toBe(false);
    const draft = await put('DRAFT');
    expect(draft.statusCode, draft.body).toBe(200);
    const republish = await put('PUBLISHED');
    expect(republish.statusCode).toBe(409);
    expect(republish.json().errors[0]).toMatchObject({
      type: 'conflict',
      message: M.product.error.disabled_by_staff,
      meta: { field: 'status' },
    });
    const bulk = await authed(t.app, world.owner, {
      method: 'POST',
      url: api(`/creator/products/${team}/bulk-status`),
      payload: { ids: [product.id], status: 'PUBLISHED' },
    });
    expect(bulk.statusCode).toBe(409);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.status).toBe('DRAFT');
  });

  it('mails its OWNERs and ADMINs the statement; a reversed appeal enables it again everywhere', async () => {
    const { world, category, product } = await publicProduct();
    expect((await disable(mod, product.id, { reason: 'Sells counterfeits', ground: 'ILLEGAL' })).statusCode).toBe(200);
    for (const person of [world.owner, world.admin]) {
      const mails = await mailsTo(t.app, person.user.email);
      const mail = mails.find((m) => m.subject.includes(product.name));
      expect(mail, person.user.email).toBeDefined();
      expect(mail!.text).toContain('Sells counterfeits');
      expect(mail!.text).toContain('/settings/decisions?decision=');
    }
    expect((await mailsTo(t.app, world.editor.user.email)).some((m) => m.subject.includes(product.name))).toBe(false);

    const res = await authed(t.app, world.admin, { method: 'GET', url: api('/profile/decisions?take=100') });
    const decision = res.json<DecisionList>().data.find((d) => d.kind === 'PRODUCT_DISABLED')!;
    expect(decision).toMatchObject({
      facts: 'Sells counterfeits',
      ground: 'ILLEGAL',
      team: { id: world.team.id },
      appealable: true,
    });
    const made = await authed(t.app, world.owner, {
      method: 'POST',
      url: api(`/profile/decisions/${decision.id}/appeal`),
      payload: { text: 'These are our own products, made in our own workshop.' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const decide = (s: Signed) =>
      authed(t.app, s, {
        method: 'PUT',
        url: api(`/admin/appeals/${made.json<{ id: string }>().id}`),
        payload: { outcome: 'REVERSED', reason: 'The invoices show the products are genuine.' },
      });
    // Whoever disabled it does not hear the appeal.
    expect((await decide(mod)).statusCode).toBe(403);
    expect((await decide(otherMod)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.staffDisabledAt).toBeNull();
    const seen = await seenInPublic(world, category, product);
    expect({ ...seen, home: true }).toEqual({
      page: true,
      brandList: true,
      categoryList: true,
      search: true,
      home: true,
      sitemap: true,
    });
  });
});
