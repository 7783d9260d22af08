import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, M, REFRESH_COOKIE, signInResponseSchema, userSchema, ROUTES } from '@plaudit/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, createPunishment, createUser, signIn, signedInUser } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: api(url), payload: payload as object, headers });

describe('POST /api/auth/signIn', () => {
  it('answers the token pair, the user and sets the refresh cookie', async () => {
    const user = await createUser(t.app, { role: 'MOD' });
    const res = await post(ROUTES.auth.signIn.path, {
      email: user.email.toUpperCase(),
      password: user.password,
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    const body = signInResponseSchema.parse(res.json());
    expect(body.user.id).toBe(user.id);
    expect(body.user.role).toBe('MOD');
    expect(body.user.isEmailVerified).toBe(true);
    expect(body.user.creatorTeamMembers).toEqual([]);
    expect(body.user.youtuber).toBeNull();
    const ttl = new Date(body.accessToken.expireAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cookie?.value).toBe(body.refreshToken.token);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/api/auth');
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBeGreaterThan(2_592_000 - 60);
  });

  it('answers exactly the same for an unknown email and a wrong password', async () => {
    const user = await createUser(t.app);
    const unknown = await post(ROUTES.auth.signIn.path, { email: 'nobody-here@example.test', password: 'whatever1' });
    const wrong = await post(ROUTES.auth.signIn.path, { email: user.email, password: 'whatever1' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    // The same answer but for the request's own id (a fresh one for every request, whoever asks).
    const { requestId: unknownId, ...unknownBody } = unknown.json();
    const { requestId: wrongId, ...wrongBody } = wrong.json();
    expect(unknownBody).toEqual(wrongBody);
    expect(unknownId).not.toBe(wrongId);
    expect(wrong.json()).toEqual({
      status: 401,
      errors: [{ type: 'unauthorized', message: M.auth.error.invalid_credentials }],
      requestId: expect.any(String),
    });
  });

  it('validates the body with the contract messages', async () => {
    const res = await post(ROUTES.auth.signIn.path, { email: 'not-an-email', password: '123' });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors).toContainEqual({
      type: 'validation',
      message: M.validation.email.invalid,
      meta: { field: 'email' },
    });
    expect(errors).toContainEqual({
      type: 'validation',
      message: M.validation.password.min6,
      meta: { field: 'password' },
    });
  });

  it('refuses an active BAN with 403 banned and the ban info', async () => {
    const user = await createUser(t.app);
    const until = new Date(Date.now() + 86_400_000);
    await createPunishment(t.app, user.id, { reason: 'Spam', comment: 'Links everywhere', until });
    const res = await post(ROUTES.auth.signIn.path, { email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 403,
      errors: [
        {
          type: 'banned',
          message: M.auth.error.banned,
          meta: { reason: 'Spam', until: until.toISOString(), comment: 'Links everywhere' },
        },
      ],
      requestId: res.headers['x-request-id'],
    });
  });

  it('a lifted, expired ban or a warning does not stop sign-in', async () => {
    const user = await createUser(t.app);
    await createPunishment(t.app, user.id, { until: new Date(Date.now() - 1000) });
    await createPunishment(t.app, user.id, { liftedAt: new Date() });
    await createPunishment(t.app, user.id, { type: 'WARNING' });
    expect((await post(ROUTES.auth.signIn.path, { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('a permanent ban has until null', async () => {
    const user = await createUser(t.app);
    await createPunishment(t.app, user.id, { until: null, comment: null });
    const res = await post(ROUTES.auth.signIn.path, { email: user.email, password: user.password });
    expect(res.json().errors[0].meta).toEqual({ reason: 'Spam', until: null, comment: null });
  });

  it('refuses INACTIVE and DELETED accounts', async () => {
    const inactive = await createUser(t.app, { accountStatus: 'INACTIVE' });
    const deleted = await createUser(t.app, { accountStatus: 'DELETED' });
    const a = await post(ROUTES.auth.signIn.path, { email: inactive.email, password: inactive.password });
    expect(a.statusCode).toBe(403);
    expect(a.json().errors[0].message).toBe(M.auth.error.account_inactive);
    const d = await post(ROUTES.auth.signIn.path, { email: deleted.email, password: deleted.password });
    expect(d.statusCode).toBe(401);
    expect(d.json().errors[0].message).toBe(M.auth.error.invalid_credentials);
  });

  it('records the device from X-Client-* headers, else from the user agent', async () => {
    const user = await createUser(t.app);
    const s1 = await signIn(t.app, user.email, user.password, {
      [HEADERS.clientBrowser]: 'Firefox 140',
      [HEADERS.clientPlatform]: 'Linux',
      [HEADERS.clientInfo]: 'web 1.0',
    });
    await signIn(t.app, user.email, user.password, {
      'user-agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    });
    const res = await authed(t.app, s1, { method: 'GET', url: api(ROUTES.sessions.list.path) });
    const sessions = res.json().sessions as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(2);
    expect(sessions).toContainEqual(
      expect.objectContaining({
        id: s1.sessionId,
        isCurrent: true,
        browser: 'Firefox 140',
        platform: 'Linux',
        clientInfo: 'web 1.0',
        ip: '127.0.0.1',
      }),
    );
    expect(sessions).toContainEqual(
      expect.objectContaining({ isCurrent: false, browser: 'Chrome 130', platform: expect.stringContaining('macOS') }),
    );
  });
});

describe('GET /api/auth/me and the auth guard', () => {
  it('answers the contract user shape with derived flags', async () => {
    const s = await signedInUser(t.app, { role: 'ADMIN', language: 'de', currency: 'CHF' });
    const res = await authed(t.app, s, { method: 'GET', url: api(ROUTES.auth.me.path) });
    expect(res.statusCode).toBe(200);
    const me = userSchema.parse(res.json());
    expect(me).toMatchObject({
      id: s.user.id,
      isAdmin: true,
      isCreator: false,
      isCreatorVerified: false,
      isCreatorBlocked: false,
      isEmailVerified: true,
      selectedCreatorTeam: null,
      settings: { language: 'de', currency: 'CHF', imageUrl: null },
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it('no token or a bad token is 401 unauthorized', async () => {
    const none = await t.app.inject({ method: 'GET', url: api(ROUTES.auth.me.path) });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      status: 401,
      errors: [{ type: 'unauthorized', message: M.error.common.unauthorized }],
      requestId: expect.any(String),
    });
    const s = await signedInUser(t.app);
    const forged = await authed(
      t.app,
      { accessToken: `${s.accessToken.slice(0, -3)}abc`, sessionId: s.sessionId },
      { method: 'GET', url: api(ROUTES.auth.me.path) },
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errors[0].type).toBe('unauthorized');
  });

  it('an access token with another session id is SESSION_INVALID', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    const res = await authed(
      t.app,
      { accessToken: a.accessToken, sessionId: b.sessionId },
      { method: 'GET', url: api(ROUTES.auth.me.path) },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].type).toBe('SESSION_INVALID');
    const missing = await t.app.inject({
      method: 'GET',
      url: api(ROUTES.auth.me.path),
      headers: { authorization: `Bearer ${a.accessToken}` },
    });
    expect(missing.json().errors[0].type).toBe('SESSION_INVALID');
  });

  it('a ban issued during a session revokes it on the next request', async () => {
    const s = await signedInUser(t.app);
    await createPunishment(t.app, s.user.id);
    const res = await authed(t.app, s, { method: 'GET', url: api(ROUTES.auth.me.path) });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0]).toMatchObject({ type: 'SESSION_REVOKED', meta: { reason: 'BANNED' } });
  });
});
