import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { M, type Featuring } from '@plaudit/contract';
import { auditLog, featuringDays } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';
import { createCategory, createFeaturing, FEATURING_TEST_LIMITS } from '../../../test/featuring-factories.js';

// The admin's category featurings over HTTP: who may (ADMIN only, every route), the rules of each field, one
// featuring per category, PUT replacing the whole resource, the audit trail, and DELETE refused once a day sold.

let t: TestContext;
type Person = Awaited<ReturnType<typeof signedInUser>>;
let admin: Person;
let mod: Person;
let user: Person;

beforeAll(async () => {
  t = await buildTestApp(FEATURING_TEST_LIMITS);
  [admin, mod, user] = await Promise.all([
    signedInUser(t.app, { role: 'ADMIN' }),
    signedInUser(t.app, { role: 'MOD' }),
    signedInUser(t.app),
  ]);
});
afterAll(async () => t.close());

const call = (s: Signed | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  s
    ? authed(t.app, s, { method, url: api(path), ...(payload && { payload }) })
    : t.app.inject({ method, url: api(path), ...(payload && { payload }) });
const errorOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { type: string; message: string; meta?: Record<string, unknown> }[] }).errors[0]!;

const body = (categoryId: string, over: Record<string, unknown> = {}) => ({
  categoryId,
  slots: 2,
  reservePrice: 10,
  startsOn: '2026-01-01',
  endsOn: null,
  active: true,
  ...over,
});

describe('roles × routes', () => {
  it('answers 401 signed out and 403 to a moderator or a user on every admin route, and never 403 to an admin', async () => {
    const category = await createCategory(t.app);
    const featuring = await createFeaturing(t.app, category.id);
    const free = await createCategory(t.app);
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/admin/featuring'],
      ['POST', '/admin/featuring', body(free.id)],
      ['GET', `/admin/featuring/${featuring.id}`],
      ['PUT', `/admin/featuring/${featuring.id}`, body(category.id)],
      ['GET', `/admin/featuring/${featuring.id}/results`],
      ['POST', '/admin/featuring/close', { day: '2019-01-01' }],
      ['DELETE', `/admin/featuring/${featuring.id}`],
    ];
    for (const [method, path, payload] of routes) {
      expect((await call(null, method, path, payload)).statusCode, `${method} ${path}`).toBe(401);
      for (const who of [mod, user]) {
        const res = await call(who, method, path, payload);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(errorOf(res).message).toBe(M.error.common.forbidden);
      }
    }
    for (const [method, path, payload] of routes) {
      expect([200, 201], `${method} ${path}`).toContain((await call(admin, method, path, payload)).statusCode);
    }
  });
});

describe('featuring CRUD', () => {
  it('opens featuring on a category, audited, and lists and reads it', async () => {
    const category = await createCategory(t.app, { name: 'Grinders' });
    const res = await call(admin, 'POST', '/admin/featuring', body(category.id));
    expect(res.statusCode).toBe(201);
    const created = res.json<Featuring>();
    expect(created).toMatchObject({
      category: { id: category.id, slug: category.slug, name: 'Grinders' },
      slots: 2,
      reservePrice: 10,
      startsOn: '2026-01-01',
      endsOn: null,
      active: true,
      soldDays: 0,
    });
    const list = await call(admin, 'GET', `/admin/featuring?categoryId=${category.id}`);
    expect(list.json()).toMatchObject({ data: [{ id: created.id }], meta: { total: 1, page: 1 } });
    expect((await call(admin, 'GET', `/admin/featuring/${created.id}`)).json()).toEqual(created);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'featuring.create'), eq(auditLog.targetId, created.id)));
    expect(entry).toMatchObject({ actorId: admin.user.id, after: { slots: 2, reservePrice: 10, active: true } });
  });

  it('refuses a second featuring on the same category (409) and an unknown category (404)', async () => {
    const category = await createCategory(t.app);
    await createFeaturing(t.app, category.id);
    const again = await call(admin, 'POST', '/admin/featuring', body(category.id));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ message: M.featuring.error.category_taken, meta: { field: 'categoryId' } });
    const unknown = await call(admin, 'POST', '/admin/featuring', body('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(M.featuring.error.category_not_found);
  });

  it('checks each field with its message', async () => {
    const category = await createCategory(t.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slots: 0 }, 'slots', M.featuring.validation.slots],
      [{ slots: 4 }, 'slots', M.featuring.validation.slots],
      [{ reservePrice: 0 }, 'reservePrice', M.featuring.validation.reserve_price],
      [{ reservePrice: 2.5 }, 'reservePrice', M.featuring.validation.reserve_price],
      [{ startsOn: '2026-13-01' }, 'startsOn', M.featuring.validation.starts_on],
      [{ endsOn: '2025-12-31' }, 'endsOn', M.featuring.validation.ends_before_start],
    ];
    for (const [over, field, message] of cases) {
      const res = await call(admin, 'POST', '/admin/featuring', body(category.id, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(errorOf(res), JSON.stringify(over)).toMatchObject({ message, meta: { field } });
    }
  });

  it('PUT replaces the whole resource (an absent end date clears it), audited with before and after', async () => {
    const category = await createCategory(t.app);
    const featuring = await createFeaturing(t.app, category.id, { endsOn: '2030-01-01', slots: 3 });
    const res = await call(admin, 'PUT', `/admin/featuring/${featuring.id}`, {
      categoryId: category.id,
      slots: 1,
      reservePrice: 3,
      startsOn: '2026-02-01',
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slots: 1,
      reservePrice: 3,
      startsOn: '2026-02-01',
      endsOn: null,
      active: false,
    });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'featuring.update'), eq(auditLog.targetId, featuring.id)));
    expect(entry).toMatchObject({ before: { slots: 3, endsOn: '2030-01-01' }, after: { slots: 1, endsOn: null } });
  });

  it('deletes a featuring that never sold a day, and refuses one that did (409: deactivate it instead)', async () => {
    const unsold = await createFeaturing(t.app, (await createCategory(t.app)).id);
    await t.app.db
      .insert(featuringDays)
      .values({ featuringId: unsold.id, day: '2026-01-01', slots: 1, reservePrice: 5, winners: 0, charged: 0 });
    expect((await call(admin, 'DELETE', `/admin/featuring/${unsold.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/admin/featuring/${unsold.id}`)).statusCode).toBe(404);

    const sold = await createFeaturing(t.app, (await createCategory(t.app)).id);
    await t.app.db
      .insert(featuringDays)
      .values({ featuringId: sold.id, day: '2026-01-01', slots: 1, reservePrice: 5, winners: 1, charged: 5 });
    const res = await call(admin, 'DELETE', `/admin/featuring/${sold.id}`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(M.featuring.error.has_sold);
    expect((await call(admin, 'GET', `/admin/featuring/${sold.id}`)).json()).toMatchObject({ soldDays: 1 });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await call(admin, 'GET', `/admin/featuring/${id}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(M.featuring.error.not_found);
    }
  });
});
