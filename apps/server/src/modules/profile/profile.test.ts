import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { M, userSchema, pathOf, ROUTES } from '@plaudit/contract';
import { creatorTeamMembers, creatorTeams, emptySocialLinks, users } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createUser, signedInUser } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Signed = Awaited<ReturnType<typeof signedInUser>>;
const call = (s: Signed, method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
  authed(t.app, s, { method, url: api(path), ...(payload === undefined ? {} : { payload: payload as object }) });

async function createTeam(members: Array<{ userId: string; role: 'OWNER' | 'ADMIN' | 'EDITOR' }>, brandName = 'Acme') {
  const [team] = await t.app.db
    .insert(creatorTeams)
    .values({ brandName, profileHandle: `h${Math.random().toString(36).slice(2, 10)}`, social: emptySocialLinks() })
    .returning();
  for (const m of members)
    await t.app.db.insert(creatorTeamMembers).values({ teamId: team!.id, userId: m.userId, role: m.role });
  return team!;
}

describe('GET /api/profile', () => {
  it('answers the same user shape as /auth/me', async () => {
    const s = await signedInUser(t.app);
    const res = await call(s, 'GET', ROUTES.profile.get.path);
    expect(res.statusCode, res.body).toBe(200);
    const profile = userSchema.parse(res.json());
    const me = (await call(s, 'GET', ROUTES.auth.me.path)).json();
    expect(profile).toEqual(me);
    expect(profile.email).toBe(s.user.email);
  });

  it('needs a signed-in person', async () => {
    const res = await t.app.inject({ method: 'GET', url: api(ROUTES.profile.get.path) });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/profile (names)', () => {
  it('updates first and last name', async () => {
    const s = await signedInUser(t.app);
    const res = await call(s, 'PUT', ROUTES.profile.updateNames.path, { firstName: 'Grace', lastName: 'Hopper' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('answers the messages for bad names', async () => {
    const s = await signedInUser(t.app);
    const res = await call(s, 'PUT', ROUTES.profile.updateNames.path, { firstName: 'G', lastName: '' });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Array<{ message: string; meta: { field: string } }>;
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: M.validation.firstName.min, meta: { field: 'firstName' } }),
        expect.objectContaining({ message: M.validation.lastName.required, meta: { field: 'lastName' } }),
      ]),
    );
  });
});

describe('PUT /api/profile/settings', () => {
  it('sets language and currency, each on its own', async () => {
    const s = await signedInUser(t.app);
    let res = await call(s, 'PUT', ROUTES.profile.updateSettings.path, { language: 'de' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings).toMatchObject({ language: 'de', currency: 'EUR' });
    res = await call(s, 'PUT', ROUTES.profile.updateSettings.path, { currency: 'CHF' });
    expect(res.json().settings).toMatchObject({ language: 'de', currency: 'CHF' });
  });

  it('refuses an unknown language or currency', async () => {
    const s = await signedInUser(t.app);
    const res = await call(s, 'PUT', ROUTES.profile.updateSettings.path, { language: 'fr', currency: 'JPY' });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(expect.arrayContaining([M.validation.language.invalid, M.validation.currency.invalid]));
  });
});

describe('PUT /api/profile/username', () => {
  it('changes the username; changing only the letter case of your own is fine', async () => {
    const s = await signedInUser(t.app);
    const name = `nm_${Math.random().toString(36).slice(2, 9)}`;
    let res = await call(s, 'PUT', ROUTES.profile.updateUsername.path, { username: name });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().username).toBe(name);
    res = await call(s, 'PUT', ROUTES.profile.updateUsername.path, { username: name.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().username).toBe(name.toUpperCase());
  });

  it('a username taken by someone else, in any letter case, is 409 username_already_exists', async () => {
    const other = await createUser(t.app);
    const s = await signedInUser(t.app);
    const res = await call(s, 'PUT', ROUTES.profile.updateUsername.path, { username: other.username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({
      type: 'conflict',
      message: M.profile.error.username_already_exists,
      meta: { field: 'username' },
    });
  });

  it('two people racing for the same name: exactly one wins (the unique index)', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    const name = `race_${Math.random().toString(36).slice(2, 9)}`;
    const [ra, rb] = await Promise.all([
      call(a, 'PUT', ROUTES.profile.updateUsername.path, { username: name }),
      call(b, 'PUT', ROUTES.profile.updateUsername.path, { username: name }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
  });

  it('answers the username messages', async () => {
    const s = await signedInUser(t.app);
    const cases: Array<[string, string]> = [
      ['ab', M.validation.username.min],
      ['a'.repeat(21), M.validation.username.max],
      ['bad name!', M.validation.username.pattern],
      ['', M.validation.username.required],
    ];
    for (const [username, message] of cases) {
      const res = await call(s, 'PUT', ROUTES.profile.updateUsername.path, { username });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ message, meta: { field: 'username' } });
    }
  });
});

describe('PUT /api/profile/notifications', () => {
  it('merges the flags sent into the stored ones', async () => {
    const s = await signedInUser(t.app);
    const before = (await call(s, 'GET', ROUTES.profile.get.path)).json().notifications;
    const res = await call(s, 'PUT', ROUTES.profile.updateNotifications.path, {
      desktopNotifications: true,
      newTrophy: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notifications).toEqual({ ...before, desktopNotifications: true, newTrophy: false });
    const again = await call(s, 'PUT', ROUTES.profile.updateNotifications.path, { weeklyContentUpdates: true });
    expect(again.json().notifications).toEqual({
      ...before,
      desktopNotifications: true,
      newTrophy: false,
      weeklyContentUpdates: true,
    });
  });

  it('refuses a flag that is not a boolean and ignores unknown keys', async () => {
    const s = await signedInUser(t.app);
    const bad = await call(s, 'PUT', ROUTES.profile.updateNotifications.path, { newReview: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].meta.field).toBe('newReview');
    const unknown = await call(s, 'PUT', ROUTES.profile.updateNotifications.path, { somethingElse: true });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().notifications).not.toHaveProperty('somethingElse');
  });
});

describe('PUT /api/profile/selected-creator-team', () => {
  it('selects a team the caller belongs to', async () => {
    const s = await signedInUser(t.app);
    const team = await createTeam([{ userId: s.user.id, role: 'EDITOR' }]);
    const res = await call(s, 'PUT', ROUTES.profile.selectCreatorTeam.path, { creatorTeamId: team.id });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row!.selectedTeamId).toBe(team.id);
  });

  it('a team the caller is not a member of (or none at all) is 403 error.common.unauthorized', async () => {
    const s = await signedInUser(t.app);
    const stranger = await createUser(t.app);
    const team = await createTeam([{ userId: stranger.id, role: 'OWNER' }]);
    for (const creatorTeamId of [team.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call(s, 'PUT', ROUTES.profile.selectCreatorTeam.path, { creatorTeamId });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0]).toMatchObject({ type: 'forbidden', message: M.error.common.unauthorized });
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row!.selectedTeamId).toBeNull();
  });
});

describe('every profile call needs a session', () => {
  it.each([
    ['PUT', ROUTES.profile.updateNames.path],
    ['PUT', ROUTES.profile.updateSettings.path],
    ['PUT', ROUTES.profile.updateUsername.path],
    ['PUT', ROUTES.profile.updateNotifications.path],
    ['PUT', ROUTES.profile.uploadImage.path],
    ['DELETE', ROUTES.profile.deleteImage.path],
    ['DELETE', ROUTES.profile.delete.path],
    ['PUT', ROUTES.profile.selectCreatorTeam.path],
    ['POST', ROUTES.profile.passwordChange.path],
    ['POST', ROUTES.profile.passwordChangeConfirm.path],
    ['POST', ROUTES.profile.passwordChangeResend.path],
    ['POST', ROUTES.profile.changeEmail.path],
    ['POST', ROUTES.profile.changeEmailConfirm.path],
    ['POST', ROUTES.profile.changeEmailResend.path],
    ['GET', pathOf(ROUTES.profile.changeEmailInfo.path, { token: 'x' })],
  ] as const)('%s %s → 401', async (method, path) => {
    const res = await t.app.inject({
      method,
      url: api(path),
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(res.statusCode).toBe(401);
  });
});
