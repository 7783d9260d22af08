import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  API_BASE,
  LANGUAGE_COOKIE,
  M,
  categoryItemSchema,
  categoryListSchema,
  categoryPageSchema,
  homeSchema,
} from '@plaudit/contract';
import { auditLog } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { createProduct, publishedBrand } from '../../../test/catalogue-factories.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';

// A category's name and description per language: the admin enters English (required) and German (optional);
// every public answer names it in the reader's language (the language cookie, else Accept-Language), English when
// it has no German text.

let t: TestContext;
let admin: Signed;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t.app, { role: 'ADMIN' });
});
afterAll(() => t.close());

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('categories in English and German', () => {
  it('keeps what the admin entered per language, and answers each reader in theirs, English as the fallback', async () => {
    const created = await authed(t.app, admin, {
      method: 'POST',
      url: api('/admin/categories'),
      payload: {
        name: 'Coffee & Tea',
        slug: 'coffee-tea-de',
        icon: 'coffee',
        description: 'Beans and leaves.',
        nameDe: 'Kaffee & Tee',
        descriptionDe: 'Bohnen und Blätter.',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const item = categoryItemSchema.parse(created.json());
    expect(item).toMatchObject({
      name: 'Coffee & Tea',
      texts: {
        name: 'Coffee & Tea',
        description: 'Beans and leaves.',
        nameDe: 'Kaffee & Tee',
        descriptionDe: 'Bohnen und Blätter.',
      },
    });
    const child = categoryItemSchema.parse(
      (
        await authed(t.app, admin, {
          method: 'POST',
          url: api('/admin/categories'),
          payload: { name: 'Beans', slug: 'beans-de', icon: 'coffee', parentId: item.id },
        })
      ).json(),
    );
    const { team } = await publishedBrand(t.app, 0);
    await createProduct(t.app, team.id, { categoryId: child.id, status: 'PUBLISHED' });

    const english = categoryListSchema.parse(await get('/categories')).data.find((c) => c.id === item.id)!;
    expect(english).toMatchObject({ name: 'Coffee & Tea', description: 'Beans and leaves.', productCount: 1 });
    const german = categoryListSchema.parse(await get('/categories', GERMAN)).data;
    expect(german.find((c) => c.id === item.id)).toMatchObject({
      name: 'Kaffee & Tee',
      description: 'Bohnen und Blätter.',
    });
    // No German name: the English one.
    expect(german.find((c) => c.id === child.id)).toMatchObject({ name: 'Beans', texts: { nameDe: null } });
    // The language chosen in the app (its cookie) wins over the browser's.
    const chosen = categoryListSchema.parse(
      await get('/categories', { cookie: `${LANGUAGE_COOKIE}=de`, 'accept-language': 'en-US' }),
    ).data;
    expect(chosen.find((c) => c.id === item.id)?.name).toBe('Kaffee & Tee');

    const page = categoryPageSchema.parse(await get('/categories/beans-de', GERMAN));
    expect(page.parent).toMatchObject({ name: 'Kaffee & Tee' });
    const parentPage = categoryPageSchema.parse(await get('/categories/coffee-tea-de', GERMAN));
    expect(parentPage.category).toMatchObject({
      name: 'Kaffee & Tee',
      description: 'Bohnen und Blätter.',
      productCount: 1,
    });

    const home = homeSchema.parse(await get('/home', GERMAN));
    expect(home.featuredCategories.find((c) => c.id === item.id)?.name).toBe('Kaffee & Tee');
    expect(homeSchema.parse(await get('/home')).featuredCategories.find((c) => c.id === item.id)?.name).toBe(
      'Coffee & Tea',
    );
  });

  it('changes and clears the German texts, audits them, and checks them like the English ones', async () => {
    const item = categoryItemSchema.parse(
      (
        await authed(t.app, admin, {
          method: 'POST',
          url: api('/admin/categories'),
          payload: { name: 'Audio', slug: 'audio-de', icon: 'coffee' },
        })
      ).json(),
    );
    const update = (payload: Record<string, unknown>) =>
      authed(t.app, admin, { method: 'PUT', url: api(`/admin/categories/${item.id}`), payload });
    const named = categoryItemSchema.parse(
      (await update({ nameDe: 'Tontechnik', descriptionDe: 'Kopfhörer und Lautsprecher.' })).json(),
    );
    expect(named.texts).toMatchObject({ nameDe: 'Tontechnik', descriptionDe: 'Kopfhörer und Lautsprecher.' });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'category.update'), eq(auditLog.targetId, item.id)));
    expect(entry).toMatchObject({
      before: { nameDe: null, descriptionDe: null },
      after: { nameDe: 'Tontechnik', descriptionDe: 'Kopfhörer und Lautsprecher.' },
    });
    const cleared = categoryItemSchema.parse((await update({ nameDe: '', descriptionDe: '' })).json());
    expect(cleared.texts).toMatchObject({ nameDe: null, descriptionDe: null });

    for (const [payload, field, message] of [
      [{ nameDe: 'K' }, 'nameDe', M.category.validation.name.min],
      [{ nameDe: 'x'.repeat(61) }, 'nameDe', M.category.validation.name.max],
      [{ descriptionDe: 'x'.repeat(501) }, 'descriptionDe', M.category.validation.description.max],
    ] as const) {
      const res = await update(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({
        type: 'validation',
        message,
        meta: expect.objectContaining({ field }),
      });
    }
  });
});
