import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  HEADERS,
  M,
  REFRESH_COOKIE,
  REFRESH_REUSE_GRACE_SECONDS,
  sessionListSchema,
  tokenPairSchema,
  pathOf,
  ROUTES,
} from '@plaudit/contract';
import { refreshTokens, sessions } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signIn, signedInUser } from '../../../test/factories.js';
import { onPostgres } from '../../../test/needs.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const me = (s: { accessToken: string; sessionId: string }) =>
  authed(t.app, s, { method: 'GET', url: api(ROUTES.auth.me.path) });
const refresh = (token: string, sessionId: string) =>
  t.app.inject({
    method: 'POST',
    url: api(ROUTES.auth.refreshToken.path),
    headers: { authorization: `Bearer ${token}`, [HEADERS.sessionId]: sessionId },
  });

/** Moves the rotation time of the session's spent refresh tokens `seconds` into the past (instead of waiting). */
async function agoRotated(sessionId: string, seconds: number) {
  await t.app.db
    .update(refreshTokens)
    .set({ rotatedAt: new Date(Date.now() - seconds * 1000) })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNotNull(refreshTokens.rotatedAt)));
}

describe('POST /api/auth/refresh-token', () => {
  it('rotates: answers a new token pair, sets the new cookie, and the new access token works', async () => {
    const s = await signedInUser(t.app);
    const res = await refresh(s.refreshToken, s.sessionId);
    expect(res.statusCode, res.body).toBe(200);
    const pair = tokenPairSchema.parse(res.json());
    expect(pair.sessionId).toBe(s.sessionId);
    expect(pair.refreshToken.token).not.toBe(s.refreshToken);
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe(pair.refreshToken.token);
    expect((await me({ accessToken: pair.accessToken.token, sessionId: pair.sessionId })).statusCode).toBe(200);
    expect((await refresh(pair.refreshToken.token, s.sessionId)).statusCode).toBe(200);
  });

  it('takes the refresh token from the cookie too', async () => {
    const s = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: api(ROUTES.auth.refreshToken.path),
      headers: { [HEADERS.sessionId]: s.sessionId },
      cookies: { [REFRESH_COOKIE]: s.cookie! },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('presenting a token rotated longer ago than the grace revokes the session (reuse detection), on the very next request', async () => {
    const s = await signedInUser(t.app);
    const first = await refresh(s.refreshToken, s.sessionId);
    const pair = tokenPairSchema.parse(first.json());
    await agoRotated(s.sessionId, REFRESH_REUSE_GRACE_SECONDS + 1);
    const replay = await refresh(s.refreshToken, s.sessionId);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errors[0]).toMatchObject({
      type: 'SESSION_REVOKED',
      message: M.auth.error.session_revoked,
      meta: { reason: 'TOKEN_REUSE' },
    });
    // The legitimate holder's fresh tokens die with it.
    expect((await refresh(pair.refreshToken.token, s.sessionId)).json().errors[0].type).toBe('SESSION_REVOKED');
    const res = await me({ accessToken: pair.accessToken.token, sessionId: s.sessionId });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].type).toBe('SESSION_REVOKED');
  });

  it('within the grace, the just-rotated token gets a working pair for the same session, and the newer one stays valid', async () => {
    const s = await signedInUser(t.app);
    const first = tokenPairSchema.parse((await refresh(s.refreshToken, s.sessionId)).json());
    await agoRotated(s.sessionId, REFRESH_REUSE_GRACE_SECONDS - 5);
    const again = await refresh(s.refreshToken, s.sessionId);
    expect(again.statusCode, again.body).toBe(200);
    const second = tokenPairSchema.parse(again.json());
    expect(second.sessionId).toBe(s.sessionId);
    expect(second.refreshToken.token).not.toBe(first.refreshToken.token);
    expect((await me({ accessToken: second.accessToken.token, sessionId: s.sessionId })).statusCode).toBe(200);
    expect((await refresh(first.refreshToken.token, s.sessionId)).statusCode).toBe(200);
    expect((await refresh(second.refreshToken.token, s.sessionId)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, s.sessionId));
    expect(row!.revokedAt).toBeNull();
  });

  onPostgres.it('two tabs refreshing the same token at once both get a working pair', async () => {
    const s = await signedInUser(t.app);
    const answers = await Promise.all([refresh(s.refreshToken, s.sessionId), refresh(s.refreshToken, s.sessionId)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const answer of answers) {
      const pair = tokenPairSchema.parse(answer.json());
      expect((await me({ accessToken: pair.accessToken.token, sessionId: s.sessionId })).statusCode).toBe(200);
      expect((await refresh(pair.refreshToken.token, s.sessionId)).statusCode).toBe(200);
    }
  });

  it('an unknown token, a missing token or another session id is refused', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    expect((await refresh('not-a-token', a.sessionId)).json().errors[0].type).toBe('SESSION_INVALID');
    expect((await refresh(a.refreshToken, b.sessionId)).json().errors[0].type).toBe('SESSION_INVALID');
    const none = await t.app.inject({ method: 'POST', url: api(ROUTES.auth.refreshToken.path) });
    expect(none.statusCode).toBe(401);
    expect(none.json().errors[0]).toEqual({ type: 'unauthorized', message: M.error.common.session_not_found }); // the missing token
  });

  it('a session ends 30 days after sign-in', async () => {
    const s = await signedInUser(t.app);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, s.sessionId));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(2_592_000 * 1000);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, s.sessionId));
    const res = await me(s);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].type).toBe('SESSION_INVALID');
    expect((await refresh(s.refreshToken, s.sessionId)).json().errors[0].type).toBe('SESSION_INVALID');
  });
});

describe('signOut', () => {
  it('revokes the current session, clears the cookie; the next request is SESSION_REVOKED', async () => {
    const s = await signedInUser(t.app);
    // A bare POST with a JSON content type and no body is fine.
    const res = await authed(t.app, s, {
      method: 'POST',
      url: api(ROUTES.auth.signOut.path),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cleared = res.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cleared?.value).toBe('');
    const next = await me(s);
    expect(next.statusCode).toBe(401);
    expect(next.json().errors[0].type).toBe('SESSION_REVOKED');
    expect((await refresh(s.refreshToken, s.sessionId)).json().errors[0].type).toBe('SESSION_REVOKED');
  });
});

describe('session list and revocation', () => {
  it('lists open sessions with isCurrent', async () => {
    const s = await signedInUser(t.app);
    const other = await signIn(t.app, s.user.email, s.user.password);
    const res = await authed(t.app, s, { method: 'GET', url: api(ROUTES.sessions.list.path) });
    const list = sessionListSchema.parse(res.json()).sessions;
    expect(list.map((x) => x.id).sort()).toEqual([s.sessionId, other.sessionId].sort());
    expect(list.find((x) => x.id === s.sessionId)?.isCurrent).toBe(true);
    expect(list.find((x) => x.id === other.sessionId)?.isCurrent).toBe(false);
  });

  it('revoking another own session ends it on its very next request', async () => {
    const s = await signedInUser(t.app);
    const other = await signIn(t.app, s.user.email, s.user.password);
    const res = await authed(t.app, s, {
      method: 'POST',
      url: api(pathOf(ROUTES.sessions.revoke.path, { id: other.sessionId })),
    });
    expect(res.statusCode).toBe(200);
    const next = await me(other);
    expect(next.json().errors[0]).toMatchObject({ type: 'SESSION_REVOKED', meta: { reason: 'REVOKED' } });
    expect((await me(s)).statusCode).toBe(200);
    const list = await authed(t.app, s, { method: 'GET', url: api(ROUTES.sessions.list.path) });
    expect(list.json().sessions).toHaveLength(1);
  });

  it("someone else's or an unknown session answers 404 and stays open", async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    const res = await authed(t.app, a, {
      method: 'POST',
      url: api(pathOf(ROUTES.sessions.revoke.path, { id: b.sessionId })),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      errors: [{ type: 'not_found', message: M.error.common.session_not_found }],
      requestId: expect.any(String),
    });
    expect((await me(b)).statusCode).toBe(200);
    expect(
      (
        await authed(t.app, a, {
          method: 'POST',
          url: api(pathOf(ROUTES.sessions.revoke.path, { id: '00000000-0000-4000-8000-000000000000' })),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await authed(t.app, a, { method: 'POST', url: api(pathOf(ROUTES.sessions.revoke.path, { id: 'not-a-uuid' })) }))
        .statusCode,
    ).toBe(404);
    const list = await authed(t.app, a, { method: 'GET', url: api(ROUTES.sessions.list.path) });
    expect(list.json().sessions.map((x: { id: string }) => x.id)).not.toContain(b.sessionId);
  });

  it('revoke-all-except-current ends the others and keeps this one', async () => {
    const s = await signedInUser(t.app);
    const o1 = await signIn(t.app, s.user.email, s.user.password);
    const o2 = await signIn(t.app, s.user.email, s.user.password);
    const stranger = await signedInUser(t.app);
    const res = await authed(t.app, s, { method: 'POST', url: api(ROUTES.sessions.revokeAllExceptCurrent.path) });
    expect(res.json()).toEqual({ success: true, revoked: 2 });
    expect((await me(o1)).json().errors[0].type).toBe('SESSION_REVOKED');
    expect((await me(o2)).json().errors[0].type).toBe('SESSION_REVOKED');
    expect((await me(s)).statusCode).toBe(200);
    expect((await me(stranger)).statusCode).toBe(200);
  });

  it('session/validate answers valid true or false', async () => {
    const s = await signedInUser(t.app);
    const ok = await authed(t.app, s, { method: 'GET', url: api(ROUTES.sessions.validate.path) });
    expect(ok.json()).toEqual({ valid: true });
    await authed(t.app, s, { method: 'POST', url: api(ROUTES.auth.signOut.path) });
    expect((await authed(t.app, s, { method: 'GET', url: api(ROUTES.sessions.validate.path) })).json()).toEqual({
      valid: false,
    });
    expect((await t.app.inject({ method: 'GET', url: api(ROUTES.sessions.validate.path) })).json()).toEqual({
      valid: false,
    });
  });

  it('session/init answers a visitor session id', async () => {
    const a = await t.app.inject({ method: 'POST', url: api(ROUTES.sessions.init.path) });
    const b = await t.app.inject({ method: 'POST', url: api(ROUTES.sessions.init.path) });
    expect(a.statusCode).toBe(200);
    expect(a.json().sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.json().sessionId).not.toBe(b.json().sessionId);
  });

  it('last_seen_at is updated at most once a minute', async () => {
    const s = await signedInUser(t.app);
    const old = new Date(Date.now() - 5 * 60_000);
    await t.app.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.id, s.sessionId));
    await me(s);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, s.sessionId));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
    const recent = new Date(Date.now() - 20_000);
    await t.app.db.update(sessions).set({ lastSeenAt: recent }).where(eq(sessions.id, s.sessionId));
    await me(s);
    const [again] = await t.app.db.select().from(sessions).where(eq(sessions.id, s.sessionId));
    expect(again!.lastSeenAt.getTime()).toBe(recent.getTime());
  });
});
