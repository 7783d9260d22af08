import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { apiRequest, ApiError } from './api-client';
import { authSession } from './auth-session';
import { registerNavigate } from './navigation';

type Call = { url: string; headers: Record<string, string> };

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

const pair = (token: string, inSeconds: number) => ({
  accessToken: { token, expireAt: new Date(Date.now() + inSeconds * 1000).toISOString() },
  refreshToken: { token: 'r' },
  sessionId: 'sess-1',
});

function stubFetch(handler: (url: string, call: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
    return handler(url, calls.length);
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

const navigate = vi.fn();

beforeEach(() => {
  // Fake clock (still moving): what the client schedules (the forced sign-out's 500 ms guard, the throttle
  // countdown) is run out after each test instead of leaking into the next.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  authSession.clear();
  navigate.mockReset();
  registerNavigate(navigate);
  vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
  vi.spyOn(notifications, 'update').mockImplementation(() => 'id');
});
afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('sends the client headers, the session id and the bearer token', async () => {
    authSession.setTokens(pair('tok', 900));
    const calls = stubFetch(() => json(200, { ok: true }));
    await apiRequest('/auth/me');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/auth/me');
    expect(calls[0]!.headers.authorization).toBe('Bearer tok');
    expect(calls[0]!.headers['x-session-id']).toBe('sess-1');
    expect(calls[0]!.headers['x-client-browser']).toBeTruthy();
    expect(calls[0]!.headers['x-client-platform']).toBeTruthy();
    expect(calls[0]!.headers['x-client-info']).toBeTruthy();
  });

  it('refreshes before the request when less than 60 s remain', async () => {
    authSession.setTokens(pair('old', 30));
    const calls = stubFetch((url) =>
      url.endsWith('/auth/refresh-token') ? json(200, pair('new', 900)) : json(200, { id: 'u' }),
    );
    await apiRequest('/auth/me');
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/refresh-token', '/api/auth/me']);
    expect(calls[1]!.headers.authorization).toBe('Bearer new');
  });

  it('serialises concurrent refreshes into one call', async () => {
    authSession.setTokens(pair('old', 10));
    const calls = stubFetch((url) =>
      url.endsWith('/auth/refresh-token') ? json(200, pair('new', 900)) : json(200, {}),
    );
    await Promise.all([apiRequest('/a'), apiRequest('/b'), apiRequest('/c')]);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh-token'))).toHaveLength(1);
  });

  it('refreshes and retries once after a 401 that is not a session end', async () => {
    authSession.setTokens(pair('tok', 900));
    const calls = stubFetch((url) =>
      url.endsWith('/auth/refresh-token')
        ? json(200, pair('new', 900))
        : json(401, { status: 401, errors: [{ type: 'unauthorized', message: 'error.common.unauthorized' }] }),
    );
    const error = await apiRequest('/auth/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/me', '/api/auth/refresh-token', '/api/auth/me']);
    expect(calls[2]!.headers.authorization).toBe('Bearer new');
  });

  it('signs out and goes to the login page with callbackUrl and reason on SESSION_REVOKED', async () => {
    window.history.pushState({}, '', '/settings/sessions');
    authSession.setTokens(pair('tok', 900));
    const calls = stubFetch(() =>
      json(401, { status: 401, errors: [{ type: 'SESSION_REVOKED', message: 'auth.error.session_revoked' }] }),
    );
    const error = await apiRequest('/auth/sessions').catch((e: unknown) => e);
    expect((error as ApiError).type).toBe('SESSION_REVOKED');
    expect(calls).toHaveLength(1); // no refresh attempt
    expect(authSession.get().status).toBe('signedOut');
    expect(authSession.get().accessToken).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login?callbackUrl=%2Fsettings%2Fsessions&reason=revoked', {
      replace: true,
    });
  });

  it('signs out the same way on SESSION_INVALID, saying the session expired', async () => {
    window.history.pushState({}, '', '/settings/profile');
    authSession.setTokens(pair('tok', 900));
    const calls = stubFetch(() =>
      json(401, { status: 401, errors: [{ type: 'SESSION_INVALID', message: 'auth.error.session_invalid' }] }),
    );
    const error = (await apiRequest('/profile').catch((e: unknown) => e)) as ApiError;
    expect(error.type).toBe('SESSION_INVALID');
    expect(calls).toHaveLength(1); // no refresh attempt
    expect(authSession.get().status).toBe('signedOut');
    expect(authSession.get().accessToken).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login?callbackUrl=%2Fsettings%2Fprofile&reason=expired', {
      replace: true,
    });
  });

  it('ends the session when the refresh after a 401 fails (no cookie: session not found)', async () => {
    window.history.pushState({}, '', '/settings/sessions');
    authSession.setTokens(pair('tok', 900));
    const calls = stubFetch((url) =>
      url.endsWith('/auth/refresh-token')
        ? json(401, { status: 401, errors: [{ type: 'unauthorized', message: 'error.common.session_not_found' }] })
        : json(401, { status: 401, errors: [{ type: 'unauthorized', message: 'error.common.unauthorized' }] }),
    );
    const error = (await apiRequest('/auth/sessions').catch((e: unknown) => e)) as ApiError;
    expect(error.first.message).toBe('error.common.session_not_found');
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/sessions', '/api/auth/refresh-token']);
    expect(authSession.get().status).toBe('signedOut');
    expect(navigate).toHaveBeenCalledWith('/auth/login?callbackUrl=%2Fsettings%2Fsessions&reason=expired', {
      replace: true,
    });
  });

  it('ends the session when the refresh before an expiring token fails, and sends nothing else', async () => {
    window.history.pushState({}, '', '/dashboard/creator');
    authSession.setTokens(pair('old', 10));
    const calls = stubFetch(() => new Response('', { status: 500 }));
    const error = (await apiRequest('/auth/me').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/refresh-token']);
    expect(authSession.get().status).toBe('signedOut');
    expect(navigate).toHaveBeenCalledWith('/auth/login?callbackUrl=%2Fdashboard%2Fcreator&reason=expired', {
      replace: true,
    });
  });

  it('ends a signed-in session on a failure with no answer, once the page is still there a moment later', async () => {
    window.history.pushState({}, '', '/dashboard/creator');
    authSession.setTokens(pair('tok', 900));
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await apiRequest('/auth/me').catch((e: unknown) => e)) as ApiError;
    expect(error.type).toBe('SESSION_INVALID');
    expect(authSession.get().status).toBe('signedIn');
    await vi.advanceTimersByTimeAsync(0);
    expect(authSession.get().status).toBe('signedOut');
    expect(localStorage.getItem('x-session-id')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login?callbackUrl=%2Fdashboard%2Fcreator&reason=expired', {
      replace: true,
    });
  });

  it.each([
    ['while the page is being left', 'before'],
    ['just before the page is left', 'after'],
  ])(
    'keeps the session of the next page when a call fails with no answer %s (a reload cancels its calls)',
    async (_when, order) => {
      window.history.pushState({}, '', '/dashboard/creator');
      authSession.setTokens(pair('tok', 900));
      stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
      if (order === 'before') window.dispatchEvent(new Event('pagehide'));
      await apiRequest('/auth/me').catch(() => undefined);
      if (order === 'after') window.dispatchEvent(new Event('pagehide'));
      await vi.advanceTimersByTimeAsync(10);
      expect(localStorage.getItem('x-session-id')).toBe('sess-1');
      expect(authSession.wasSignedIn()).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
      // Back from the back/forward cache: the page is here again, and a real failure ends the session as before.
      window.dispatchEvent(new Event('pageshow'));
      await apiRequest('/auth/me').catch(() => undefined);
      await vi.advanceTimersByTimeAsync(0);
      expect(authSession.get().status).toBe('signedOut');
    },
  );

  it('keeps the session when the refresh is only throttled', async () => {
    authSession.setTokens(pair('old', 10));
    stubFetch(() =>
      json(429, {
        status: 429,
        errors: [{ type: 'throttle', message: 'error.common.throttle', meta: { remainingSeconds: 5 } }],
      }),
    );
    const error = (await apiRequest('/auth/me').catch((e: unknown) => e)) as ApiError;
    expect(error.type).toBe('throttle');
    expect(authSession.get().status).toBe('signedIn');
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    [99_999, 3600],
    [0, 1],
    [12.2, 13],
  ])('clamps a throttle of %s s to %s s and shows the countdown', async (given, expected) => {
    localStorage.setItem('x-session-id', 'visitor');
    stubFetch(() =>
      json(429, {
        status: 429,
        errors: [{ type: 'throttle', message: 'error.common.throttle', meta: { remainingSeconds: given } }],
      }),
    );
    const error = (await apiRequest('/auth/signIn', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.first.meta?.remainingSeconds).toBe(expected);
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: `Too many attempts. Try again in ${expected} s.` }),
    );
  });

  it('reads Retry-After when the body has no remainingSeconds', async () => {
    localStorage.setItem('x-session-id', 'visitor');
    stubFetch(() => new Response('slow down', { status: 429, headers: { 'retry-after': '42' } }));
    const error = (await apiRequest('/x', { throttleToast: false }).catch((e: unknown) => e)) as ApiError;
    expect(error.type).toBe('throttle');
    expect(error.first.meta?.remainingSeconds).toBe(42);
  });

  it('maps a string body to the invalid-response message and an empty one to unexpected', async () => {
    localStorage.setItem('x-session-id', 'visitor');
    stubFetch((_url, n) =>
      n === 1 ? new Response('<html>Bad gateway</html>', { status: 502 }) : new Response('', { status: 500 }),
    );
    const first = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(first.first.message).toBe('error.common.invalid_response');
    const second = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(second.first.message).toBe('error.common.unexpected');
  });

  it('turns a network failure into 401 SESSION_INVALID and toasts server offline', async () => {
    localStorage.setItem('x-session-id', 'visitor');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.type).toBe('SESSION_INVALID');
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ message: 'server offline' }));
  });

  it('starts a visitor session before the first call', async () => {
    const calls = stubFetch((url) =>
      url.endsWith('/auth/session/init') ? json(200, { sessionId: 'visitor-9' }) : json(200, {}),
    );
    await apiRequest('/health', { auth: false });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/session/init', '/api/health']);
    expect(calls[1]!.headers['x-session-id']).toBe('visitor-9');
    expect(localStorage.getItem('x-session-id')).toBe('visitor-9');
  });
});
