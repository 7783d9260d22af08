import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, M, trophyCategoryListSchema, trophyCategorySchema } from '@plaudit/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';
import { TROPHY_TEST_LIMITS } from '../../../test/trophy-factories.js';

// A trophy category's name and description per language: the admin enters English (required) and German
// (optional); the public list names each in the reader's language, English when it has no German text.

let t: TestContext;
let admin: Signed;
beforeAll(async () => {
  t = await buildTestApp(TROPHY_TEST_LIMITS);
  admin = await signedInUser(t.app, { role: 'ADMIN' });
});
afterAll(() => t.close());

const list = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/trophy-categories`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return trophyCategoryListSchema.parse(res.json()).data;
};

describe('trophy categories in English and German', () => {
  it('keeps both languages, answers each reader in theirs, and clears the German text when emptied', async () => {
    const created = await authed(t.app, admin, {
      method: 'POST',
      url: api('/admin/trophy-categories'),
      payload: {
        name: 'Best video review',
        icon: 'video',
        description: 'The review that helped most.',
        nameDe: 'Beste Video-Bewertung',
        descriptionDe: 'Die hilfreichste Bewertung.',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = trophyCategorySchema.parse(created.json());
    expect(category.texts).toEqual({
      name: 'Best video review',
      description: 'The review that helped most.',
      nameDe: 'Beste Video-Bewertung',
      descriptionDe: 'Die hilfreichste Bewertung.',
    });

    expect((await list()).find((c) => c.id === category.id)).toMatchObject({
      name: 'Best video review',
      description: 'The review that helped most.',
    });
    expect((await list({ 'accept-language': 'de-AT,de;q=0.9' })).find((c) => c.id === category.id)).toMatchObject({
      name: 'Beste Video-Bewertung',
      description: 'Die hilfreichste Bewertung.',
    });

    const cleared = await authed(t.app, admin, {
      method: 'PUT',
      url: api(`/admin/trophy-categories/${category.id}`),
      payload: { name: 'Best video review', icon: 'video', nameDe: '', descriptionDe: '' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await list({ 'accept-language': 'de' })).find((c) => c.id === category.id)).toMatchObject({
      name: 'Best video review',
      texts: { nameDe: null },
    });

    const short = await authed(t.app, admin, {
      method: 'POST',
      url: api('/admin/trophy-categories'),
      payload: { name: 'Rising', icon: 'rocket', nameDe: 'A' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatchObject({
      type: 'validation',
      message: M.trophy.category.name.min,
      meta: expect.objectContaining({ field: 'nameDe' }),
    });
  });
});
