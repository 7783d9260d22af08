import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { M, adminUserDetailSchema, adminUserListSchema, pathOf, ROUTES } from '@plaudit/contract';
import { auditLog, sessions, users } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import {
  api,
  authed,
  createPunishment,
  createUser,
  latestResetToken,
  signIn,
  signedInUser,
} from '../../../test/factories.js';

type Signed = Awaited<ReturnType<typeof signedInUser>>;
import { addMember } from '../../../test/trust-factories.js';
import { onPostgres } from '../../../test/needs.js';

let t: TestContext;
let admin: Signed;
let mod: Signed;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t.app, { role: 'ADMIN' });
  mod = await signedInUser(t.app, { role: 'MOD' });
});
afterAll(async () => t.close());

const list = (by: { accessToken: string; sessionId: string }, query: string) =>
  authed(t.app, by, { method: 'GET', url: `${api(ROUTES.adminUsers.list.path)}?${query}` });
const update = (by: { accessToken: string; sessionId: string }, id: string, payload: Record<string, unknown>) =>
  authed(t.app, by, { method: 'PUT', url: api(pathOf(ROUTES.adminUsers.update.path, { id })), payload });

describe('GET /admin/users', () => {
  it('searches email, username and name; filters role and status; pages with meta', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = await createUser(t.app, { firstName: 'Hedda', lastName: `Gabler${tag}` });
    const b = await createUser(t.app, { username: `${tag}_b`, role: 'MOD' });
    const c = await createUser(t.app, { email: `${tag}-c@example.test`, accountStatus: 'INACTIVE' });
    await createPunishment(t.app, c.id, { type: 'MUTE', until: null });

    const all = adminUserListSchema.parse((await list(mod, `search=${tag}`)).json());
    expect(all.meta).toEqual({ page: 1, take: 20, total: 3, pageCount: 1 });
    expect(new Set(all.data.map((u) => u.id))).toEqual(new Set([a.id, b.id, c.id]));
    expect(all.data.find((u) => u.id === c.id)?.activePunishments).toEqual(['MUTE']);
    expect(JSON.stringify(all)).not.toContain('passwordHash');

    const byName = adminUserListSchema.parse(
      (await list(mod, `search=${encodeURIComponent(`hedda gabler${tag}`)}`)).json(),
    );
    expect(byName.data.map((u) => u.id)).toEqual([a.id]);
    expect(adminUserListSchema.parse((await list(mod, `search=${tag}&role=MOD`)).json()).data.map((u) => u.id)).toEqual(
      [b.id],
    );
    expect(
      adminUserListSchema.parse((await list(mod, `search=${tag}&status=INACTIVE`)).json()).data.map((u) => u.id),
    ).toEqual([c.id]);

    const page2 = adminUserListSchema.parse(
      (await list(admin, `search=${tag}&take=2&page=2&sortBy=createdAt&sortOrder=ASC`)).json(),
    );
    expect(page2.meta).toEqual({ page: 2, take: 2, total: 3, pageCount: 2 });
    expect(page2.data.map((u) => u.id)).toEqual([c.id]);
    // A wildcard in the search is a literal character, not "everything".
    expect(adminUserListSchema.parse((await list(admin, 'search=%25%25%25')).json()).meta.total).toBe(0);
  });

  it('rejects a bad page, take or role with a validation error', async () => {
    for (const query of ['page=0', 'take=101', 'role=OWNER', 'status=GONE']) {
      const res = await list(admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].type).toBe('validation');
    }
  });
});

describe('GET /admin/users/{id}', () => {
  it('shows memberships and the punishments in force', async () => {
    const user = await createUser(t.app);
    const { team } = await addMember(t.app, user.id, 'OWNER');
    const warning = await createPunishment(t.app, user.id, { type: 'WARNING', until: null });
    await createPunishment(t.app, user.id, { type: 'BAN', until: new Date(Date.now() - 1000) });
    const detail = adminUserDetailSchema.parse(
      (
        await authed(t.app, mod, { method: 'GET', url: api(pathOf(ROUTES.adminUsers.get.path, { id: user.id })) })
      ).json(),
    );
    expect(detail.creatorTeamMembers).toEqual([
      expect.objectContaining({
        role: 'OWNER',
        creatorTeam: { id: team.id, brandName: team.brandName, iconUrl: null },
      }),
    ]);
    expect(detail.activePunishmentList.map((p) => p.id)).toEqual([warning.id]);
    expect(detail.activePunishments).toEqual(['WARNING']);
  });
});

describe('PUT /admin/users/{id}', () => {
  it('changes any subset of the fields and audits only what changed', async () => {
    const user = await createUser(t.app);
    const res = await update(admin, user.id, {
      firstName: 'Grace',
      lastName: user.lastName,
      role: 'MOD',
      username: `gh_${user.id.slice(0, 6)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminUserDetailSchema.parse(res.json())).toMatchObject({ firstName: 'Grace', role: 'MOD' });
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(entry).toMatchObject({ action: 'user.update', actorId: admin.user.id, targetType: 'user' });
    expect(entry!.before).toEqual({ firstName: 'Test', role: 'USER', username: user.username });
    expect(entry!.after).toEqual({ firstName: 'Grace', role: 'MOD', username: `gh_${user.id.slice(0, 6)}` });
    expect(JSON.stringify(entry)).not.toMatch(/password/i);
  });

  it('answers 409 with the field for an email or username another account has (any case)', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const email = await update(admin, user.id, { email: other.email.toUpperCase() });
    expect(email.statusCode).toBe(409);
    expect(email.json().errors[0]).toMatchObject({
      type: 'conflict',
      message: M.auth.error.email_taken,
      meta: { field: 'email' },
    });
    const username = await update(admin, user.id, { username: other.username.toUpperCase() });
    expect(username.json().errors[0]).toMatchObject({
      message: M.profile.error.username_already_exists,
      meta: { field: 'username' },
    });
    // Its own values are no conflict.
    expect((await update(admin, user.id, { email: user.email, username: user.username })).statusCode).toBe(200);
  });

  it('validates with the messages', async () => {
    const user = await createUser(t.app);
    const res = await update(admin, user.id, { username: 'a b', accountStatus: 'DELETED' });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(expect.arrayContaining([M.validation.username.pattern]));
  });

  it('deactivating ends the sessions at once and refuses sign-in', async () => {
    const target = await signedInUser(t.app);
    expect((await update(admin, target.user.id, { accountStatus: 'INACTIVE' })).statusCode).toBe(200);
    const [s] = await t.app.db.select().from(sessions).where(eq(sessions.id, target.sessionId));
    expect(s!.revokedAt).not.toBeNull();
    expect((await authed(t.app, target, { method: 'GET', url: api(ROUTES.auth.me.path) })).statusCode).toBe(401);
    const signInRes = await t.app.inject({
      method: 'POST',
      url: api(ROUTES.auth.signIn.path),
      payload: { email: target.user.email, password: target.user.password },
    });
    expect(signInRes.statusCode).toBe(403);
    expect((await update(admin, target.user.id, { accountStatus: 'ACTIVE' })).statusCode).toBe(200);
    await signIn(t.app, target.user.email, target.user.password);
  });

  it('nobody changes their own role or deactivates themselves', async () => {
    const role = await update(admin, admin.user.id, { role: 'USER' });
    expect(role.statusCode).toBe(403);
    expect(role.json().errors[0].message).toBe(M.adminUsers.error.self_role);
    const status = await update(admin, admin.user.id, { accountStatus: 'INACTIVE' });
    expect(status.json().errors[0].message).toBe(M.adminUsers.error.self_status);
    // Their own names are fine.
    expect((await update(admin, admin.user.id, { firstName: 'Ada' })).statusCode).toBe(200);
  });

  onPostgres.it(
    'the last active admin cannot be demoted: of two admins demoting each other at once, one wins',
    async () => {
      const t2 = await buildTestApp();
      try {
        const a = await signedInUser(t2.app, { role: 'ADMIN' });
        const b = await signedInUser(t2.app, { role: 'ADMIN' });
        const [x, y] = await Promise.all([
          authed(t2.app, a, {
            method: 'PUT',
            url: api(pathOf(ROUTES.adminUsers.update.path, { id: b.user.id })),
            payload: { role: 'USER' },
          }),
          authed(t2.app, b, {
            method: 'PUT',
            url: api(pathOf(ROUTES.adminUsers.update.path, { id: a.user.id })),
            payload: { accountStatus: 'INACTIVE' },
          }),
        ]);
        // The loser is refused either as no longer an admin (403) or as the last admin (409), never both succeed.
        const codes = [x.statusCode, y.statusCode].sort();
        expect(codes[0]).toBe(200);
        expect([403, 409]).toContain(codes[1]);
        const admins = await t2.app.db.select().from(users).where(eq(users.role, 'ADMIN'));
        expect(admins.filter((u) => u.accountStatus === 'ACTIVE')).toHaveLength(1);
      } finally {
        await t2.close();
      }
    },
  );
});

describe('password reset and organisations', () => {
  it('mails the forgot-password link; the link works; the audit names the action, not the token', async () => {
    const user = await createUser(t.app);
    const res = await authed(t.app, admin, {
      method: 'POST',
      url: api(pathOf(ROUTES.adminUsers.resetPassword.path, { id: user.id })),
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = await latestResetToken(t.app, user.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: api(ROUTES.auth.resetPassword.path),
      payload: { token, newPassword: 'brand-new-pass' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await signIn(t.app, user.email, 'brand-new-pass');
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(entry).toMatchObject({ action: 'user.password_reset', actorId: admin.user.id });
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it('removes a membership (audited); removing it again is 404', async () => {
    const target = await signedInUser(t.app);
    const first = await addMember(t.app, target.user.id, 'EDITOR');
    const second = await addMember(t.app, target.user.id, 'OWNER');
    await t.app.db.update(users).set({ selectedTeamId: second.team.id }).where(eq(users.id, target.user.id));
    const res = await authed(t.app, admin, {
      method: 'DELETE',
      url: api(pathOf(ROUTES.adminUsers.removeFromTeam.path, { id: target.user.id, teamId: second.team.id })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminUserDetailSchema.parse(res.json()).creatorTeamMembers.map((m) => m.creatorTeam.id)).toEqual([
      first.team.id,
    ]);
    const again = await authed(t.app, admin, {
      method: 'DELETE',
      url: api(pathOf(ROUTES.adminUsers.removeFromTeam.path, { id: target.user.id, teamId: second.team.id })),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0].message).toBe(M.adminUsers.error.membership_not_found);
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, target.user.id));
    expect(entry).toMatchObject({
      action: 'user.team.remove',
      before: { teamId: second.team.id, brandName: second.team.brandName, role: 'OWNER' },
    });
  });
});
