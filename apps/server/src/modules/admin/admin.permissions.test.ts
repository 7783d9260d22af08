import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M, pathOf, ROUTES, type GlobalRole } from '@plaudit/contract';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createPunishment, createUser, signedInUser, type Signed } from '../../../test/factories.js';
import { addMember } from '../../../test/trust-factories.js';

// The permission table of admin.policy.ts, route by route, for anonymous, USER, MOD and ADMIN callers.

let t: TestContext;
const callers: Partial<Record<GlobalRole, Signed>> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['USER', 'MOD', 'ADMIN'] as const) callers[role] = await signedInUser(t.app, { role });
});
afterAll(async () => t.close());

type Caller = 'anonymous' | GlobalRole;
type Expected = Record<Caller, number>;

async function call(caller: Caller, options: InjectOptions) {
  if (caller === 'anonymous') return t.app.inject(options);
  return authed(t.app, callers[caller]!, options);
}

/** Each row: the request (made fresh for every caller, so one caller's change never decides another's answer). */
const rows: Array<{ name: string; request: () => Promise<InjectOptions>; expected: Expected }> = [
  {
    name: 'GET /admin/users',
    request: async () => ({ method: 'GET', url: api(ROUTES.adminUsers.list.path) }),
    expected: { anonymous: 401, USER: 403, MOD: 200, ADMIN: 200 },
  },
  {
    name: 'GET /admin/users/{id}',
    request: async () => ({
      method: 'GET',
      url: api(pathOf(ROUTES.adminUsers.get.path, { id: (await createUser(t.app)).id })),
    }),
    expected: { anonymous: 401, USER: 403, MOD: 200, ADMIN: 200 },
  },
  {
    name: 'PUT /admin/users/{id}',
    request: async () => ({
      method: 'PUT',
      url: api(pathOf(ROUTES.adminUsers.update.path, { id: (await createUser(t.app)).id })),
      payload: { firstName: 'Changed' },
    }),
    expected: { anonymous: 401, USER: 403, MOD: 403, ADMIN: 200 },
  },
  {
    name: 'POST /admin/users/{id}/password-reset',
    request: async () => ({
      method: 'POST',
      url: api(pathOf(ROUTES.adminUsers.resetPassword.path, { id: (await createUser(t.app)).id })),
    }),
    expected: { anonymous: 401, USER: 403, MOD: 403, ADMIN: 200 },
  },
  {
    name: 'DELETE /admin/users/{id}/creator-teams/{teamId}',
    request: async () => {
      const user = await createUser(t.app);
      const { team } = await addMember(t.app, user.id, 'EDITOR');
      return {
        method: 'DELETE',
        url: api(pathOf(ROUTES.adminUsers.removeFromTeam.path, { id: user.id, teamId: team.id })),
      };
    },
    expected: { anonymous: 401, USER: 403, MOD: 403, ADMIN: 200 },
  },
  {
    name: 'POST /admin/punishments (WARNING)',
    request: async () => ({
      method: 'POST',
      url: api(ROUTES.punishments.create.path),
      payload: {
        userId: (await createUser(t.app)).id,
        type: 'WARNING',
        reason: 'Rude',
        until: null,
        ground: 'OFFENSIVE',
      },
    }),
    expected: { anonymous: 401, USER: 403, MOD: 200, ADMIN: 200 },
  },
  {
    name: 'POST /admin/punishments (MUTE)',
    request: async () => ({
      method: 'POST',
      url: api(ROUTES.punishments.create.path),
      payload: {
        userId: (await createUser(t.app)).id,
        type: 'MUTE',
        reason: 'Spam',
        until: new Date(Date.now() + 86_400_000).toISOString(),
        ground: 'SPAM',
      },
    }),
    expected: { anonymous: 401, USER: 403, MOD: 200, ADMIN: 200 },
  },
  {
    name: 'POST /admin/punishments (BAN)',
    request: async () => ({
      method: 'POST',
      url: api(ROUTES.punishments.create.path),
      payload: { userId: (await createUser(t.app)).id, type: 'BAN', reason: 'Fraud', until: null, ground: 'ILLEGAL' },
    }),
    expected: { anonymous: 401, USER: 403, MOD: 403, ADMIN: 200 },
  },
  {
    name: 'GET /admin/punishments/{id}',
    request: async () => ({
      method: 'GET',
      url: api(
        pathOf(ROUTES.punishments.get.path, { id: (await createPunishment(t.app, (await createUser(t.app)).id)).id }),
      ),
    }),
    expected: { anonymous: 401, USER: 403, MOD: 200, ADMIN: 200 },
  },
  {
    name: 'PUT /admin/punishments/{id} (a MUTE)',
    request: async () => {
      const p = await createPunishment(t.app, (await createUser(t.app)).id, { type: 'MUTE' });
      return {
        method: 'PUT',
        url: api(pathOf(ROUTES.punishments.update.path, { id: p.id })),
        payload: { reason: 'Changed reason' },
      };
    },
    expected: { anonymous: 401, USER: 403, MOD: 200, ADMIN: 200 },
  },
  {
    name: 'PUT /admin/punishments/{id} (a BAN)',
    request: async () => {
      const p = await createPunishment(t.app, (await createUser(t.app)).id, { type: 'BAN' });
      return {
        method: 'PUT',
        url: api(pathOf(ROUTES.punishments.update.path, { id: p.id })),
        payload: { reason: 'Changed reason' },
      };
    },
    expected: { anonymous: 401, USER: 403, MOD: 403, ADMIN: 200 },
  },
  {
    name: 'GET /admin/users/{id}/punishments',
    request: async () => ({
      method: 'GET',
      url: api(pathOf(ROUTES.punishments.listForUser.path, { id: (await createUser(t.app)).id })),
    }),
    expected: { anonymous: 401, USER: 403, MOD: 200, ADMIN: 200 },
  },
  {
    name: 'GET /admin/audit',
    request: async () => ({ method: 'GET', url: api(ROUTES.audit.list.path) }),
    expected: { anonymous: 401, USER: 403, MOD: 403, ADMIN: 200 },
  },
];

describe('admin permission table', () => {
  const cases = rows.flatMap((row) =>
    (['anonymous', 'USER', 'MOD', 'ADMIN'] as const).map((caller) => ({ ...row, caller })),
  );
  it.each(cases)('$name as $caller', async ({ request, caller, expected }) => {
    const res = await call(caller, await request());
    expect(res.statusCode, res.body).toBe(expected[caller]);
    // The refusal's type follows from the table (no error at all on a 200), asserted on every row.
    const refusal: Record<number, string> = { 401: 'unauthorized', 403: 'forbidden' };
    expect(res.json().errors?.[0]?.type).toBe(refusal[expected[caller]]);
  });

  it('a moderator asking to ban is told only admins ban', async () => {
    const res = await call('MOD', {
      method: 'POST',
      url: api(ROUTES.punishments.create.path),
      payload: { userId: (await createUser(t.app)).id, type: 'BAN', reason: 'x', until: null, ground: 'SPAM' },
    });
    expect(res.json().errors[0].message).toBe(M.punishments.error.ban_admin_only);
  });

  it('an unknown or malformed id answers 404 to staff', async () => {
    for (const url of [
      pathOf(ROUTES.adminUsers.get.path, { id: '00000000-0000-4000-8000-000000000000' }),
      pathOf(ROUTES.adminUsers.get.path, { id: 'nope' }),
      pathOf(ROUTES.punishments.get.path, { id: 'nope' }),
      pathOf(ROUTES.punishments.listForUser.path, { id: 'nope' }),
    ]) {
      const res = await call('ADMIN', { method: 'GET', url: api(url) });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors[0].type).toBe('not_found');
    }
  });
});
