import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { API_BASE, M, productCreatedSchema, productListSchema, productSchema } from '@plaudit/contract';
import { auditLog, creatorTeams, products } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct } from '../../../test/catalogue-factories.js';
import { authed, createPunishment, type Signed } from '../../../test/factories.js';
import { TEAM_TEST_LIMITS, teamWorld, type TeamWorld } from '../../../test/team-factories.js';

// A team's products: who may do what (OWNER, ADMIN, EDITOR, outsider, anonymous), 404s, validation
// messages, slug derivation and clashes, the list's filters and sorting, bulk status, a locked team and a mute.

let t: TestContext;
let categoryId: string;
beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
  categoryId = (await createCategory(t.app)).id;
});
afterAll(() => t.close());

const base = (teamId: string) => `${API_BASE}/creator/products/${teamId}`;
const body = (overrides: Record<string, unknown> = {}) => ({ name: 'Cold Brew Kit', categoryId, ...overrides });

async function create(w: TeamWorld, as: Signed, overrides: Record<string, unknown> = {}) {
  return authed(t.app, as, { method: 'POST', url: base(w.team.id), payload: body(overrides) });
}

async function created(w: TeamWorld, overrides: Record<string, unknown> = {}) {
  const res = await create(w, w.owner, overrides);
  expect(res.statusCode, res.body).toBe(201);
  return productCreatedSchema.parse(res.json());
}

const firstError = (res: {
  json: () => { errors: Array<{ type: string; message: string; meta?: Record<string, unknown> }> };
}) => res.json().errors[0]!;

describe('creating and reading products', () => {
  it('OWNER, ADMIN and EDITOR create (201 {id, slug}); the product reads back with every field; each create is audited', async () => {
    const w = await teamWorld(t.app);
    for (const role of ['owner', 'admin', 'editor'] as const) {
      const res = await create(w, w[role], {
        name: `Grinder ${role}`,
        tags: [' Coffee ', 'coffee', 'Brew'],
        url: 'https://shop.example/grinder',
        description: 'Burr grinder.',
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id, slug } = productCreatedSchema.parse(res.json());
      expect(slug).toBe(`grinder-${role}`);
      const read = await authed(t.app, w.editor, { method: 'GET', url: `${base(w.team.id)}/${id}` });
      expect(read.statusCode).toBe(200);
      expect(productSchema.parse(read.json())).toMatchObject({
        id,
        slug,
        name: `Grinder ${role}`,
        tags: ['Coffee', 'Brew'],
        url: 'https://shop.example/grinder',
        status: 'DRAFT',
        categoryId,
        images: [],
        publishedAt: null,
      });
      const audit = await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'product.create'), eq(auditLog.targetId, id)));
      expect(audit).toHaveLength(1);
    }
  });

  it("an outsider and a missing team get 404; anonymous gets 401; an unknown product or another team's product is 404", async () => {
    const w = await teamWorld(t.app);
    const other = await teamWorld(t.app);
    const { id } = await created(w);
    const foreign = await created(other);
    const outsiderCreate = await create(w, w.outsider);
    expect(outsiderCreate.statusCode).toBe(404);
    expect(firstError(outsiderCreate).message).toBe(M.creator.error.team_not_found);
    expect((await authed(t.app, w.outsider, { method: 'GET', url: base(w.team.id) })).statusCode).toBe(404);
    expect((await authed(t.app, w.outsider, { method: 'GET', url: `${base(w.team.id)}/${id}` })).statusCode).toBe(404);
    expect((await authed(t.app, w.outsider, { method: 'DELETE', url: `${base(w.team.id)}/${id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await authed(t.app, w.owner, { method: 'GET', url: base('00000000-0000-4000-8000-000000000000') })).statusCode,
    ).toBe(404);
    expect((await authed(t.app, w.owner, { method: 'GET', url: base('not-a-team') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: base(w.team.id) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: base(w.team.id), payload: body() })).statusCode).toBe(401);
    const missing = await authed(t.app, w.owner, {
      method: 'GET',
      url: `${base(w.team.id)}/00000000-0000-4000-8000-000000000000`,
    });
    expect(missing.statusCode).toBe(404);
    expect(firstError(missing).message).toBe(M.product.error.not_found);
    expect((await authed(t.app, w.owner, { method: 'GET', url: `${base(w.team.id)}/${foreign.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await authed(t.app, w.owner, { method: 'PUT', url: `${base(w.team.id)}/${foreign.id}`, payload: body() }))
        .statusCode,
    ).toBe(404);
    expect(
      (await authed(t.app, w.owner, { method: 'DELETE', url: `${base(w.team.id)}/${foreign.id}` })).statusCode,
    ).toBe(404);
  });

  it("refuses bad input with the field's own message", async () => {
    const w = await teamWorld(t.app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'A' }, M.product.validation.name_min],
      [{ name: 'x'.repeat(121) }, M.product.validation.name_max],
      [{ name: '' }, M.product.validation.name_required],
      [{ slug: 'Not A Slug' }, M.product.validation.slug_pattern],
      [{ slug: 'a'.repeat(81) }, M.product.validation.slug_max],
      [{ description: 'x'.repeat(5001) }, M.product.validation.description_max],
      [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, M.product.validation.tags_max],
      [{ tags: ['x'.repeat(31)] }, M.product.validation.tag_max],
      [{ url: 'javascript:alert(1)' }, M.product.validation.url_invalid],
      [{ url: 'ftp://example.com/file' }, M.product.validation.url_invalid],
      [{ status: 'LIVE' }, M.product.validation.status_invalid],
      [{ categoryId: '' }, M.product.validation.category_required],
    ];
    for (const [overrides, message] of cases) {
      const res = await create(w, w.owner, overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(
        res.json().errors.map((e: { message: string }) => e.message),
        JSON.stringify(overrides),
      ).toContain(message);
    }
    const unknownCategory = await create(w, w.owner, { categoryId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownCategory.statusCode).toBe(400);
    expect(firstError(unknownCategory)).toMatchObject({
      message: M.product.error.category_not_found,
      meta: { field: 'categoryId' },
    });
    // Eleven tags that are ten once de-duplicated are fine.
    const dupes = await create(w, w.owner, { tags: [...Array.from({ length: 10 }, (_, i) => `Tag${i}`), 'TAG0'] });
    expect(dupes.statusCode, dupes.body).toBe(201);
  });
});

describe('slugs', () => {
  it('derives from the name (lower-case, diacritics folded, hyphens), -2 and -3 on a clash; an explicit clash is 409 on slug', async () => {
    const w = await teamWorld(t.app);
    expect((await created(w, { name: 'Crème Brûlée — Große Dose!' })).slug).toBe('creme-brulee-grosse-dose');
    expect((await created(w, { name: 'Crème brûlée: große dose' })).slug).toBe('creme-brulee-grosse-dose-2');
    expect((await created(w, { name: 'CREME BRULEE grosse dose' })).slug).toBe('creme-brulee-grosse-dose-3');
    expect((await created(w, { name: 'Tea', slug: 'my-tea' })).slug).toBe('my-tea');
    const clash = await create(w, w.owner, { name: 'Other tea', slug: 'my-tea' });
    expect(clash.statusCode).toBe(409);
    expect(firstError(clash)).toMatchObject({
      type: 'conflict',
      message: M.product.error.slug_taken,
      meta: { field: 'slug' },
    });
    // Another team may use the same slug.
    const other = await teamWorld(t.app);
    expect((await created(other, { name: 'Tea', slug: 'my-tea' })).slug).toBe('my-tea');
  });

  it("an update keeps its own slug, refuses another product's, and derives again from the name when the slug is emptied", async () => {
    const w = await teamWorld(t.app);
    const a = await created(w, { name: 'Alpha' });
    await created(w, { name: 'Beta' });
    const url = `${base(w.team.id)}/${a.id}`;
    const same = await authed(t.app, w.editor, {
      method: 'PUT',
      url,
      payload: body({ name: 'Alpha', slug: 'alpha', description: 'New text' }),
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ slug: 'alpha', description: 'New text' });
    const clash = await authed(t.app, w.editor, { method: 'PUT', url, payload: body({ name: 'Alpha', slug: 'beta' }) });
    expect(clash.statusCode).toBe(409);
    const derived = await authed(t.app, w.editor, { method: 'PUT', url, payload: body({ name: 'Beta', slug: '' }) });
    expect(derived.json()).toMatchObject({ slug: 'beta-2', name: 'Beta' });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.update'), eq(auditLog.targetId, a.id)));
    expect(audit).toHaveLength(2);
  });
});

describe('deleting', () => {
  it('OWNER and ADMIN delete (audited); an EDITOR gets 403', async () => {
    const w = await teamWorld(t.app);
    const a = await created(w);
    const b = await created(w);
    const byEditor = await authed(t.app, w.editor, { method: 'DELETE', url: `${base(w.team.id)}/${a.id}` });
    expect(byEditor.statusCode).toBe(403);
    expect(firstError(byEditor).message).toBe(M.team.error.role_not_allowed);
    expect((await authed(t.app, w.admin, { method: 'DELETE', url: `${base(w.team.id)}/${a.id}` })).json()).toEqual({
      success: true,
    });
    expect((await authed(t.app, w.owner, { method: 'DELETE', url: `${base(w.team.id)}/${b.id}` })).statusCode).toBe(
      200,
    );
    expect(await t.app.db.select().from(products).where(eq(products.teamId, w.team.id))).toHaveLength(0);
    expect(
      await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'product.delete'), eq(auditLog.targetId, a.id))),
    ).toHaveLength(1);
    expect((await authed(t.app, w.owner, { method: 'GET', url: `${base(w.team.id)}/${a.id}` })).statusCode).toBe(404);
  });
});

describe('the list', () => {
  it("pages, searches, filters by status and category, sorts; carries the cover and the caller's permissions", async () => {
    const w = await teamWorld(t.app);
    const other = await createCategory(t.app);
    await createProduct(t.app, w.team.id, { categoryId, name: 'Zeta Mug', slug: 'zeta-mug', status: 'PUBLISHED' });
    await createProduct(t.app, w.team.id, { categoryId, name: 'Alpha Mug', slug: 'alpha-mug' });
    await createProduct(t.app, w.team.id, {
      categoryId: other.id,
      name: 'Beta Beans 100%',
      slug: 'beta-beans',
      status: 'ARCHIVED',
    });
    const list = async (as: Signed, query: string) => {
      const res = await authed(t.app, as, { method: 'GET', url: `${base(w.team.id)}?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return productListSchema.parse(res.json());
    };
    const byName = await list(w.editor, 'sortBy=name&sortOrder=ASC&take=2');
    expect(byName.data.map((p) => p.name)).toEqual(['Alpha Mug', 'Beta Beans 100%']);
    expect(byName.meta).toEqual({ page: 1, take: 2, total: 3, pageCount: 2 });
    expect(byName.permissions).toEqual({ edit: true, delete: false, publish: true, readOnly: false });
    expect((await list(w.editor, 'sortBy=name&sortOrder=ASC&take=2&page=2')).data.map((p) => p.name)).toEqual([
      'Zeta Mug',
    ]);
    expect((await list(w.owner, 'search=MUG')).data.map((p) => p.name).sort()).toEqual(['Alpha Mug', 'Zeta Mug']);
    expect((await list(w.owner, 'search=100%25')).data.map((p) => p.name)).toEqual(['Beta Beans 100%']);
    expect((await list(w.owner, 'search=_')).data).toEqual([]);
    expect((await list(w.owner, 'status=PUBLISHED')).data.map((p) => p.name)).toEqual(['Zeta Mug']);
    expect((await list(w.owner, `categoryId=${other.id}`)).data.map((p) => p.categoryName)).toEqual([other.name]);
    expect((await list(w.owner, 'categoryId=nonsense')).meta.total).toBe(0);
    expect((await list(w.owner, 'sortBy=status&sortOrder=ASC')).data.map((p) => p.status)).toEqual([
      'ARCHIVED',
      'DRAFT',
      'PUBLISHED',
    ]);
    expect((await list(w.owner, '')).permissions.delete).toBe(true);
    expect((await list(w.owner, '')).data[0]).toMatchObject({ cover: null, imageCount: 0 });
    const bad = await authed(t.app, w.owner, { method: 'GET', url: `${base(w.team.id)}?status=LIVE&sortBy=price` });
    expect(bad.statusCode).toBe(400);
  });
});

describe('publishing', () => {
  it("bulk publish and archive change only the team's own products, stamp publishedAt once, and audit each change", async () => {
    const w = await teamWorld(t.app);
    const other = await teamWorld(t.app);
    const a = await created(w);
    const b = await created(w);
    const foreign = await created(other);
    const url = `${base(w.team.id)}/bulk-status`;
    const publish = await authed(t.app, w.editor, {
      method: 'POST',
      url,
      payload: { ids: [a.id, b.id, foreign.id, 'junk'], status: 'PUBLISHED' },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(publish.json()).toEqual({ updated: 2 });
    const [row] = await t.app.db.select().from(products).where(eq(products.id, a.id));
    expect(row!.status).toBe('PUBLISHED');
    expect(row!.publishedAt).not.toBeNull();
    const [untouched] = await t.app.db.select().from(products).where(eq(products.id, foreign.id));
    expect(untouched!.status).toBe('DRAFT');
    expect(
      (await authed(t.app, w.owner, { method: 'POST', url, payload: { ids: [a.id], status: 'ARCHIVED' } })).json(),
    ).toEqual({ updated: 1 });
    expect(
      (await authed(t.app, w.owner, { method: 'POST', url, payload: { ids: [a.id], status: 'PUBLISHED' } })).json(),
    ).toEqual({ updated: 1 });
    const [again] = await t.app.db.select().from(products).where(eq(products.id, a.id));
    expect(again!.publishedAt!.getTime()).toBe(row!.publishedAt!.getTime());
    // Each entry says what the product was before the change, not the status it was given.
    const entries = await t.app.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.status'), eq(auditLog.targetId, a.id)))
      .orderBy(asc(auditLog.at));
    expect(entries).toEqual([
      { before: { status: 'DRAFT' }, after: { status: 'PUBLISHED' } },
      { before: { status: 'PUBLISHED' }, after: { status: 'ARCHIVED' } },
      { before: { status: 'ARCHIVED' }, after: { status: 'PUBLISHED' } },
    ]);
    const empty = await authed(t.app, w.owner, { method: 'POST', url, payload: { ids: [], status: 'PUBLISHED' } });
    expect(empty.statusCode).toBe(400);
    expect(firstError(empty).message).toBe(M.product.validation.ids_invalid);
    expect(
      (await authed(t.app, w.outsider, { method: 'POST', url, payload: { ids: [a.id], status: 'ARCHIVED' } }))
        .statusCode,
    ).toBe(404);
  });

  it('a locked (BLOCKED) team is read-only: no create, edit, publish or delete (403), reading still works', async () => {
    const w = await teamWorld(t.app);
    const { id } = await created(w);
    await t.app.db
      .update(creatorTeams)
      .set({ accessStatus: 'BLOCKED', accessUntil: null })
      .where(eq(creatorTeams.id, w.team.id));
    const refused = [
      await create(w, w.owner),
      await create(w, w.owner, { status: 'PUBLISHED' }),
      await authed(t.app, w.owner, {
        method: 'PUT',
        url: `${base(w.team.id)}/${id}`,
        payload: body({ status: 'PUBLISHED' }),
      }),
      await authed(t.app, w.owner, {
        method: 'POST',
        url: `${base(w.team.id)}/bulk-status`,
        payload: { ids: [id], status: 'PUBLISHED' },
      }),
      await authed(t.app, w.owner, { method: 'DELETE', url: `${base(w.team.id)}/${id}` }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(firstError(res).message).toBe(M.team.error.blocked);
    }
    const list = await authed(t.app, w.owner, { method: 'GET', url: base(w.team.id) });
    expect(list.statusCode).toBe(200);
    expect(list.json().permissions).toEqual({ edit: false, delete: false, publish: false, readOnly: true });
  });

  it("a muted person may keep drafts but not publish (403 with the mute's end)", async () => {
    const w = await teamWorld(t.app);
    const until = new Date(Date.now() + 3_600_000);
    await createPunishment(t.app, w.editor.user.id, { type: 'MUTE', until });
    const draft = await create(w, w.editor);
    expect(draft.statusCode).toBe(201);
    const { id } = productCreatedSchema.parse(draft.json());
    const refused = [
      await create(w, w.editor, { status: 'PUBLISHED' }),
      await authed(t.app, w.editor, {
        method: 'PUT',
        url: `${base(w.team.id)}/${id}`,
        payload: body({ status: 'PUBLISHED' }),
      }),
      await authed(t.app, w.editor, {
        method: 'POST',
        url: `${base(w.team.id)}/bulk-status`,
        payload: { ids: [id], status: 'PUBLISHED' },
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(firstError(res)).toMatchObject({
        type: 'forbidden',
        message: M.punishments.error.muted,
        meta: { until: until.toISOString() },
      });
    }
    const edit = await authed(t.app, w.editor, {
      method: 'PUT',
      url: `${base(w.team.id)}/${id}`,
      payload: body({ description: 'Still a draft' }),
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().permissions).toEqual({ edit: true, delete: false, publish: false, readOnly: false });
    // Another member of the team still publishes.
    expect(
      (
        await authed(t.app, w.owner, {
          method: 'POST',
          url: `${base(w.team.id)}/bulk-status`,
          payload: { ids: [id], status: 'PUBLISHED' },
        })
      ).json(),
    ).toEqual({ updated: 1 });
  });
});
