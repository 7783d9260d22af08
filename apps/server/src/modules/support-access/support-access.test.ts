import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  HEADERS,
  M,
  ROUTES,
  SUPPORT_ACCESS_MINUTES,
  type Session,
  type SignInResponse,
  type User,
} from '@plaudit/contract';
import { auditLog, sessions } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;
import { mailsTo } from '../../../test/review-moderation-factories.js';

// Support access over HTTP: who may be viewed by whom, every write refused inside it (a table of routes), the
// 60-minute cap that no refresh moves (on a fake clock), Stop handing the admin their own session back, the audit
// entries, the person's mail and the line in their sessions list.

let t: TestContext;
let admin: Person;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t.app, { role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

const REASON = 'The person asked why their review is not shown';
const start = (who: Signed, userId: string, reason = REASON) =>
  authed(t.app, who, { method: 'POST', url: api(`/admin/users/${userId}/impersonate`), payload: { reason } });
const errorOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { type: string; message: string }[] }).errors[0]!;
const asSigned = (body: SignInResponse) => ({ accessToken: body.accessToken.token, sessionId: body.sessionId });

describe('who may be viewed', () => {
  it('ADMIN only, never an ADMIN or MOD, never oneself; a reason of 10 to 500 characters', async () => {
    const mod = await signedInUser(t.app, { role: 'MOD' });
    const user = await signedInUser(t.app);
    const otherAdmin = await signedInUser(t.app, { role: 'ADMIN' });
    expect((await start(mod, user.user.id)).statusCode).toBe(403);
    expect((await start(user, mod.user.id)).statusCode).toBe(403);
    for (const target of [otherAdmin.user.id, mod.user.id]) {
      const res = await start(admin, target);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(M.impersonation.target_refused);
    }
    const self = await start(admin, admin.user.id);
    expect(self.statusCode).toBe(403);
    expect(errorOf(self).message).toBe(M.impersonation.self);
    expect((await start(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await start(admin, user.user.id, 'too short')).statusCode).toBe(400);
    expect((await start(admin, user.user.id, 'x'.repeat(501))).statusCode).toBe(400);
    expect(await t.app.db.$count(sessions, eq(sessions.userId, user.user.id))).toBe(1);
  });
});

describe('a support session', () => {
  it('reads as the person, carries the impersonator, is audited and mailed, and refuses every write', async () => {
    const user = await signedInUser(t.app, { firstName: 'Una' });
    const res = await start(admin, user.user.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SignInResponse>();
    expect(body.user.id).toBe(user.user.id);
    const support = asSigned(body);

    const me = await authed(t.app, support, { method: 'GET', url: api(ROUTES.auth.me.path) });
    expect(me.statusCode).toBe(200);
    const person = me.json<User>();
    expect(person.id).toBe(user.user.id);
    expect(person.impersonator).toMatchObject({ id: admin.user.id, name: 'Ada Admin' });
    const minutes = (Date.parse(person.impersonator!.endsAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(SUPPORT_ACCESS_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(SUPPORT_ACCESS_MINUTES);
    // The person's own session knows nothing of it.
    const own = await authed(t.app, user, { method: 'GET', url: api(ROUTES.auth.me.path) });
    expect(own.json<User>().impersonator ?? null).toBeNull();
    expect((await authed(t.app, support, { method: 'GET', url: api('/profile') })).statusCode).toBe(200);

    const writes = [
      { method: 'PUT', url: '/profile', payload: { firstName: 'Changed', lastName: 'Name' } },
      { method: 'PUT', url: '/profile/settings', payload: { language: 'de', currency: 'EUR' } },
      { method: 'PUT', url: '/profile/username', payload: { username: 'hijacked_name' } },
      { method: 'PUT', url: '/profile/notifications', payload: {} },
      { method: 'POST', url: '/profile/password-change', payload: { password: 'whatever-1' } },
      { method: 'POST', url: '/profile/change-email', payload: { email: 'new@example.test' } },
      { method: 'DELETE', url: '/profile' },
      { method: 'POST', url: '/auth/signOut' },
      { method: 'POST', url: '/auth/sessions/revoke-all-except-current' },
      {
        method: 'POST',
        url: '/auth/creator/signUp',
        payload: { brandName: 'X', website: 'https://x.test', creatorProfile: 'x' },
      },
      { method: 'POST', url: '/profile/decisions/00000000-0000-4000-8000-000000000000/appeal', payload: {} },
      { method: 'POST', url: '/admin/users/00000000-0000-4000-8000-000000000000/impersonate', payload: {} },
    ] as const;
    for (const write of writes) {
      const answer = await authed(t.app, support, { ...write, url: api(write.url) });
      expect(answer.statusCode, `${write.method} ${write.url}`).toBe(403);
      expect(errorOf(answer).message).toBe(M.impersonation.read_only);
    }
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, support.sessionId));
    expect(row!.revokedAt).toBeNull();

    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.impersonate'), eq(auditLog.targetId, user.user.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(admin.user.id);
    expect(audits[0]!.after).toMatchObject({ reason: REASON, sessionId: support.sessionId });
    const mail = (await mailsTo(t.app, user.user.email)).at(-1)!;
    expect(mail.text).toContain('An administrator viewed your account on ');
    expect(mail.text).toContain(`for: ${REASON}`);

    // The person sees the visit among their sessions, marked as support access.
    const list = (await authed(t.app, user, { method: 'GET', url: api(ROUTES.sessions.list.path) })).json<{
      sessions: Session[];
    }>().sessions;
    expect(list.find((s) => s.id === support.sessionId)?.supportAccess).toEqual({ reason: REASON, active: true });
    expect(list.find((s) => s.id === user.sessionId)?.supportAccess ?? null).toBeNull();
  });

  it('ends 60 minutes after it started, whatever refreshes it (a fake clock)', async () => {
    const user = await signedInUser(t.app);
    const body = (await start(admin, user.user.id)).json<SignInResponse>();
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, body.sessionId));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(SUPPORT_ACCESS_MINUTES * 60_000);
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: api(ROUTES.auth.refreshToken.path),
        headers: { authorization: `Bearer ${token}`, [HEADERS.sessionId]: body.sessionId },
      });
    const refreshed = await refresh(body.refreshToken.token);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const [after] = await t.app.db.select().from(sessions).where(eq(sessions.id, body.sessionId));
    expect(after!.expiresAt.getTime()).toBe(row!.expiresAt.getTime());

    vi.useFakeTimers({ toFake: ['Date'], now: row!.createdAt.getTime() + (SUPPORT_ACCESS_MINUTES + 1) * 60_000 });
    const late = await refresh(refreshed.json<SignInResponse>().refreshToken.token);
    expect(late.statusCode).toBe(401);
  });

  it('Stop ends it and answers the admin their own session; outside support access it is refused', async () => {
    const user = await signedInUser(t.app);
    const support = asSigned((await start(admin, user.user.id)).json<SignInResponse>());
    const notActive = await authed(t.app, user, { method: 'POST', url: api(ROUTES.supportAccess.stop.path) });
    expect(notActive.statusCode).toBe(403);
    expect(errorOf(notActive).message).toBe(M.impersonation.not_active);

    const stop = await authed(t.app, support, { method: 'POST', url: api(ROUTES.supportAccess.stop.path) });
    expect(stop.statusCode, stop.body).toBe(200);
    const back = stop.json<SignInResponse>();
    expect(back.user.id).toBe(admin.user.id);
    expect(back.sessionId).toBe(admin.sessionId);
    const me = await authed(t.app, asSigned(back), { method: 'GET', url: api(ROUTES.auth.me.path) });
    expect(me.json<User>().id).toBe(admin.user.id);
    expect((await authed(t.app, support, { method: 'GET', url: api(ROUTES.auth.me.path) })).statusCode).toBe(401);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, support.sessionId));
    expect(row!.revokedAt).not.toBeNull();
    expect(
      await t.app.db.$count(
        auditLog,
        and(eq(auditLog.action, 'user.impersonate.stop'), eq(auditLog.targetId, user.user.id)),
      ),
    ).toBe(1);
    const list = (await authed(t.app, user, { method: 'GET', url: api(ROUTES.sessions.list.path) })).json<{
      sessions: Session[];
    }>().sessions;
    expect(list.find((s) => s.id === support.sessionId)?.supportAccess).toEqual({ reason: REASON, active: false });
  });
});
