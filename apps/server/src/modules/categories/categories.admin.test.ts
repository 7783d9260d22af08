import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { M, categoryItemSchema, type GlobalRole } from '@plaudit/contract';
import { auditLog, categories } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createCategory, createProduct, publishedBrand } from '../../../test/catalogue-factories.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';
import { createTeam } from '../../../test/team-factories.js';
import { slugFromName } from './categories.service.js';

// The admin's editing of categories: ADMIN only, validation, slugs, nesting, deletion rules, audit.

let t: TestContext;
const callers: Partial<Record<GlobalRole, Signed>> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['USER', 'MOD', 'ADMIN'] as const) callers[role] = await signedInUser(t.app, { role });
});
afterAll(() => t.close());

const unique = () => randomBytes(3).toString('hex');
const as = (caller: 'anonymous' | GlobalRole, options: InjectOptions) =>
  caller === 'anonymous' ? t.app.inject(options) : authed(t.app, callers[caller]!, options);
const admin = (options: InjectOptions) => as('ADMIN', options);
const create = (payload: Record<string, unknown>) => admin({ method: 'POST', url: api('/admin/categories'), payload });
const update = (id: string, payload: Record<string, unknown>) =>
  admin({ method: 'PUT', url: api(`/admin/categories/${id}`), payload });
const remove = (id: string) => admin({ method: 'DELETE', url: api(`/admin/categories/${id}`) });
const firstError = (res: { json: () => unknown }) =>
  (res.json() as { errors: Array<{ type: string; message: string; meta?: Record<string, unknown> }> }).errors[0]!;

describe('who may edit categories', () => {
  const requests = (): Array<[string, () => Promise<InjectOptions>]> => [
    [
      'POST',
      async () => ({
        method: 'POST',
        url: api('/admin/categories'),
        payload: { name: `Role ${unique()}`, icon: 'coffee' },
      }),
    ],
    [
      'PUT',
      async () => ({
        method: 'PUT',
        url: api(`/admin/categories/${(await createCategory(t.app)).id}`),
        payload: { name: 'Renamed' },
      }),
    ],
    ['DELETE', async () => ({ method: 'DELETE', url: api(`/admin/categories/${(await createCategory(t.app)).id}`) })],
  ];
  it.each([
    ['anonymous', 401],
    ['USER', 403],
    ['MOD', 403],
    ['ADMIN', 200],
  ] as const)('%s gets %i on every call', async (caller, status) => {
    for (const [, request] of requests()) {
      const res = await as(caller, await request());
      expect(res.statusCode).toBe(status);
    }
  });
});

describe('POST /admin/categories', () => {
  it('creates a category with a slug derived from the name, after its siblings, and audits it', async () => {
    const name = `Café & Tea ${unique()}`;
    const res = await create({ name, icon: 'coffee', description: 'Beans and leaves.' });
    expect(res.statusCode).toBe(200);
    const item = categoryItemSchema.parse(res.json());
    expect(item).toMatchObject({
      name,
      slug: slugFromName(name),
      icon: 'coffee',
      description: 'Beans and leaves.',
      parentId: null,
      productCount: 0,
    });
    expect(item.slug).toMatch(/^cafe-tea-[0-9a-f]{6}$/);
    const second = categoryItemSchema.parse((await create({ name: `Second ${unique()}`, icon: 'cup' })).json());
    expect(second.position).toBeGreaterThan(item.position);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'category.create'), eq(auditLog.targetId, item.id)));
    expect(entry).toMatchObject({
      actorId: callers.ADMIN!.body.user.id,
      targetType: 'category',
      after: expect.objectContaining({ name, slug: item.slug }),
    });
  });

  it('answers each invalid field with its message', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'A', icon: 'coffee' }, 'name', M.category.validation.name.min],
      [{ name: 'x'.repeat(61), icon: 'coffee' }, 'name', M.category.validation.name.max],
      [{ name: '   ', icon: 'coffee' }, 'name', M.category.validation.name.required],
      [{ name: 'Good name', icon: 'not-an-icon' }, 'icon', M.category.validation.icon],
      [{ name: 'Good name', icon: 'coffee', slug: 'Not A Slug' }, 'slug', M.category.validation.slug.pattern],
      [
        { name: 'Good name', icon: 'coffee', description: 'x'.repeat(501) },
        'description',
        M.category.validation.description.max,
      ],
      [{ name: 'Good name', icon: 'coffee', position: 1.5 }, 'position', M.category.validation.position],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(firstError(res)).toMatchObject({ type: 'validation', message, meta: expect.objectContaining({ field }) });
    }
  });

  it('answers 409 on field slug when the slug is taken (given or derived)', async () => {
    const existing = await createCategory(t.app);
    const given = await create({ name: 'Another name', slug: existing.slug, icon: 'coffee' });
    expect(given.statusCode).toBe(409);
    expect(firstError(given)).toMatchObject({
      type: 'conflict',
      message: M.category.error.slug_taken,
      meta: { field: 'slug' },
    });
    const derived = await create({ name: existing.name, icon: 'coffee' });
    expect(derived.statusCode).toBe(409);
  });

  it('nests one level only: the parent must exist and be top-level', async () => {
    const parent = categoryItemSchema.parse((await create({ name: `Parent ${unique()}`, icon: 'home' })).json());
    const child = await create({ name: `Child ${unique()}`, icon: 'armchair', parentId: parent.id });
    expect(child.statusCode).toBe(200);
    expect(child.json()).toMatchObject({ parentId: parent.id, position: 0 });
    const grandchild = await create({
      name: `Grandchild ${unique()}`,
      icon: 'armchair',
      parentId: child.json<{ id: string }>().id,
    });
    expect(grandchild.statusCode).toBe(400);
    expect(firstError(grandchild)).toMatchObject({
      message: M.category.error.parent_not_top_level,
      meta: { field: 'parentId' },
    });
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await create({ name: `Orphan ${unique()}`, icon: 'armchair', parentId: missing });
      expect(res.statusCode).toBe(400);
      expect(firstError(res).message).toBe(M.category.error.parent_not_found);
    }
  });
});

describe('PUT /admin/categories/{id}', () => {
  it('changes only the fields sent, audits the difference, and skips the audit when nothing changed', async () => {
    const row = await createCategory(t.app, { description: 'Before' });
    const res = await update(row.id, { name: 'Renamed category', icon: 'gift', description: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: row.id,
      name: 'Renamed category',
      icon: 'gift',
      description: null,
      slug: row.slug,
    });
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'category.update'), eq(auditLog.targetId, row.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.before).toEqual({ name: row.name, icon: 'category', description: 'Before' });
    expect(entries[0]!.after).toEqual({ name: 'Renamed category', icon: 'gift', description: null });
    expect((await update(row.id, { name: 'Renamed category' })).statusCode).toBe(200);
    expect(
      await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'category.update'), eq(auditLog.targetId, row.id))),
    ).toHaveLength(1);
  });

  it('keeps slugs unique and answers 404 for an unknown category', async () => {
    const [a, b] = [await createCategory(t.app), await createCategory(t.app)];
    const clash = await update(a.id, { slug: b.slug });
    expect(clash.statusCode).toBe(409);
    expect(firstError(clash).meta).toEqual({ field: 'slug' });
    expect((await update(a.id, { slug: a.slug })).statusCode).toBe(200);
    expect((await update('00000000-0000-4000-8000-000000000000', { name: 'Nobody' })).statusCode).toBe(404);
    expect((await update('nope', { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('refuses a parent for itself, for a category with children, and below a sub-category; moves to top level with null', async () => {
    const parent = await createCategory(t.app);
    const child = await createCategory(t.app, { parentId: parent.id });
    const other = await createCategory(t.app);
    expect(firstError(await update(other.id, { parentId: other.id })).message).toBe(M.category.error.self_parent);
    expect(firstError(await update(parent.id, { parentId: other.id })).message).toBe(
      M.category.error.has_children_cannot_nest,
    );
    expect(firstError(await update(other.id, { parentId: child.id })).message).toBe(
      M.category.error.parent_not_top_level,
    );
    const moved = await update(child.id, { parentId: null });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ parentId: null });
    const nested = await update(other.id, { parentId: parent.id, position: 3 });
    expect(nested.json()).toMatchObject({ parentId: parent.id, position: 3 });
  });
});

describe('DELETE /admin/categories/{id}', () => {
  it('answers 409 while any product uses it, even a draft, and while it has sub-categories', async () => {
    const team = await createTeam(t.app);
    const used = await createCategory(t.app);
    await createProduct(t.app, team.id, { categoryId: used.id, status: 'DRAFT' });
    const res = await remove(used.id);
    expect(res.statusCode).toBe(409);
    expect(firstError(res)).toMatchObject({
      type: 'conflict',
      message: M.category.error.in_use,
      meta: { products: 1 },
    });

    const parent = await createCategory(t.app);
    await createCategory(t.app, { parentId: parent.id });
    const withChildren = await remove(parent.id);
    expect(withChildren.statusCode).toBe(409);
    expect(firstError(withChildren).message).toBe(M.category.error.has_children);
  });

  it('deletes an unused category, audits it, and answers 404 after', async () => {
    const row = await createCategory(t.app);
    const res = await remove(row.id);
    expect(res.statusCode).toBe(200);
    expect(await t.app.db.select().from(categories).where(eq(categories.id, row.id))).toHaveLength(0);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'category.delete'), eq(auditLog.targetId, row.id)));
    expect(entry?.before).toMatchObject({ slug: row.slug, name: row.name });
    expect((await remove(row.id)).statusCode).toBe(404);
  });

  it('the public list shows the change at once', async () => {
    const { category } = await publishedBrand(t.app, 1);
    await update(category.id, { name: 'Publicly renamed' });
    const list = await t.app.inject({ method: 'GET', url: api('/categories') });
    expect(
      list
        .json<{ data: Array<{ id: string; name: string; productCount: number }> }>()
        .data.find((c) => c.id === category.id),
    ).toMatchObject({ name: 'Publicly renamed', productCount: 1 });
  });
});

describe('slugFromName', () => {
  it.each([
    ['Coffee', 'coffee'],
    ['Café & Tea', 'cafe-tea'],
    ['  Straße  ', 'strasse'],
    ['Über-Gadgets 2000!', 'uber-gadgets-2000'],
    ['!!!', 'category'],
  ])('%s → %s', (name, slug) => expect(slugFromName(name)).toBe(slug));
});
