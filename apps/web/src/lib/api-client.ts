import { notifications } from '@mantine/notifications';
import {
  API_BASE,
  API_TIMEOUT_MS,
  clampRemainingSeconds,
  HEADERS,
  M,
  isSessionInit,
  isTokenPair,
  ROUTES,
  TOKEN_REFRESH_LEAD_SECONDS,
  type TokenPair,
} from '@plaudit/contract';
import { ApiError, normaliseErrorBody } from './api-error';
import { authSession } from './auth-session';
import { clientInfo } from './client-info';
import { messageText } from './i18n';
import { currentPath, navigateTo } from './navigation';
import { unlessPageLeft } from './page-leaving';
import { queryClient } from './query-client';
import { showThrottleCountdown } from './throttle-toast';
import { track } from './events/event-queue';

// The one way the app talks to the API: credentials, 10 s timeout, the X-Client-* and x-session-id
// headers, the bearer access token from memory, refresh 60 s before expiry and once after a 401, refreshes
// serialised in the tab and across tabs, forced sign-out on a dead session, throttle countdowns, §8 errors.

export { ApiError } from './api-error';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the access token when signed in (default true). */
  auth?: boolean;
  /** Show the throttle countdown toast (default true). */
  throttleToast?: boolean;
  /** Show the 'server offline' toast when the server cannot be reached (default true). */
  offlineToast?: boolean;
  signal?: AbortSignal;
}

const SESSION_END_TYPES = new Set(['SESSION_INVALID', 'SESSION_REVOKED']);
const REFRESH_LOCK = 'plaudit-token-refresh';

interface RawResult {
  ok: boolean;
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
  /** A successful answer read as bytes (`binary`), for a file. */
  blob?: Blob;
}

function baseHeaders(): Record<string, string> {
  const client = clientInfo();
  const headers: Record<string, string> = {
    accept: 'application/json',
    [HEADERS.clientBrowser]: client.browser,
    [HEADERS.clientPlatform]: client.platform,
    [HEADERS.clientInfo]: client.info,
  };
  const sessionId = authSession.sessionId();
  if (sessionId) headers[HEADERS.sessionId] = sessionId;
  return headers;
}

/** One fetch with the timeout; a failure with no response becomes a 401 SESSION_INVALID. */
async function send(
  path: string,
  init: { method: string; body?: unknown; headers: Record<string, string>; signal?: AbortSignal; binary?: boolean },
): Promise<RawResult> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  init.signal?.addEventListener('abort', onAbort);
  const headers = { ...init.headers };
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  try {
    const res = await fetch(`${API_BASE}${path}`, {
      method: init.method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    if (init.binary && res.ok) {
      return { ok: true, status: res.status, body: undefined, text: '', headers: res.headers, blob: await res.blob() };
    }
    const text = await res.text();
    let parsed: unknown = undefined;
    if (text.length > 0) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { ok: res.ok, status: res.status, body: parsed, text, headers: res.headers };
  } catch {
    if (init.signal?.aborted) throw ApiError.single(0, 'unexpected', M.error.common.unexpected, { aborted: true });
    throw ApiError.single(401, 'SESSION_INVALID', M.error.common.server_offline, { network: true });
  } finally {
    clearTimeout(timeout);
    init.signal?.removeEventListener('abort', onAbort);
  }
}

function toError(result: RawResult): ApiError {
  const error = normaliseErrorBody(result.status, result.body, result.text);
  if (error.status === 429 || error.type === 'throttle') {
    const header = Number(result.headers.get('retry-after'));
    const meta = error.first.meta ?? {};
    const raw =
      typeof meta.remainingSeconds === 'number'
        ? meta.remainingSeconds
        : Number.isFinite(header) && header > 0
          ? header
          : 1;
    return new ApiError(429, [
      {
        type: 'throttle',
        message: M.error.common.throttle,
        meta: { ...meta, remainingSeconds: clampRemainingSeconds(raw) },
      },
    ]);
  }
  return error;
}

function success<T>(result: RawResult): T {
  if (typeof result.body === 'string')
    throw ApiError.single(result.status, 'unexpected', M.error.common.invalid_response);
  return result.body as T;
}

// ---- visitor session --------------------------------------------------------------------------------------

let visitorInit: Promise<void> | null = null;

/** Spec §7: before sign-in, `x-session-id` carries a visitor session from POST /auth/session/init. */
export function ensureVisitorSession(): Promise<void> {
  if (authSession.sessionId()) return Promise.resolve();
  visitorInit ??= (async () => {
    try {
      const result = await send(ROUTES.sessions.init.path, { method: 'POST', headers: baseHeaders() });
      if (result.ok && isSessionInit(result.body) && !authSession.sessionId())
        authSession.setSessionId(result.body.sessionId);
    } catch {
      /* the call itself reports offline; the visitor id is best-effort */
    } finally {
      visitorInit = null;
    }
  })();
  return visitorInit;
}

// ---- refresh ----------------------------------------------------------------------------------------------

let refreshing: Promise<TokenPair> | null = null;

async function doRefresh(): Promise<TokenPair> {
  const result = await send(ROUTES.auth.refreshToken.path, { method: 'POST', headers: baseHeaders() });
  if (!result.ok) throw toError(result);
  if (!isTokenPair(result.body)) throw ApiError.single(result.status, 'unexpected', M.error.common.invalid_response);
  authSession.setTokens(result.body);
  return result.body;
}

/**
 * Refreshes the token pair through the httpOnly cookie. One refresh at a time in this tab (a shared promise)
 * and across tabs (Web Locks), so two tabs never present the same, already rotated refresh token.
 */
export function refreshSession(): Promise<TokenPair> {
  refreshing ??= (async () => {
    try {
      const locks =
        typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
      if (locks?.request) return await locks.request(REFRESH_LOCK, () => doRefresh());
      return await doRefresh();
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

function needsRefresh(): boolean {
  const { status, accessToken, expireAt } = authSession.get();
  if (status !== 'signedIn' || !accessToken) return false;
  return expireAt - Date.now() < TOKEN_REFRESH_LEAD_SECONDS * 1000;
}

// ---- forced sign-out --------------------------------------------------------------------------------------

let forcing = false;

/**
 * Spec §4/§8: a revoked or invalid session signs out here, clears the cache and goes to the login page with the
 * path to return to and why.
 */
export function forceSignOut(error: ApiError): void {
  // A failure with no answer may be the browser cancelling this page's calls as it is left (page-leaving.ts).
  if (error.first.meta?.network) unlessPageLeft(() => signOutNow(error));
  else signOutNow(error);
}

function signOutNow(error: ApiError): void {
  if (forcing) return;
  forcing = true;
  // A ban or a deactivation ends the session too; 'ended on another device' would be the wrong explanation.
  const ended = error.first.meta?.reason;
  const reason =
    ended === 'BANNED' || ended === 'ACCOUNT_DELETED'
      ? 'blocked'
      : error.type === 'SESSION_REVOKED'
        ? 'revoked'
        : 'expired';
  authSession.clear(reason);
  queryClient.clear();
  // Sent with the next batch, by then as the visitor the browser has become.
  track('FORCE_LOGOUT', null, { reason });
  const here = currentPath();
  const onLogin = window.location.pathname.startsWith('/auth/login');
  const callbackUrl = onLogin ? (new URLSearchParams(window.location.search).get('callbackUrl') ?? undefined) : here;
  const params = new URLSearchParams();
  if (callbackUrl && callbackUrl !== '/') params.set('callbackUrl', callbackUrl);
  params.set('reason', reason);
  navigateTo(`/auth/login?${params.toString()}`, { replace: true });
  setTimeout(() => {
    forcing = false;
  }, 500);
}

function report(error: ApiError, opts: RequestOptions): void {
  if (error.type === 'throttle' && opts.throttleToast !== false) {
    showThrottleCountdown(Number(error.first.meta?.remainingSeconds ?? 1));
  }
  if (error.first.meta?.network && opts.offlineToast !== false) {
    notifications.show({ id: 'server-offline', color: 'red', message: messageText(M.error.common.server_offline) });
  }
}

// ---- the request ------------------------------------------------------------------------------------------

export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  if (path !== ROUTES.sessions.init.path) await ensureVisitorSession();
  return authorised<T>(
    (headers) => send(path, { method, body: opts.body, headers, signal: opts.signal }),
    opts.auth !== false,
    opts,
  );
}

/** A GET whose answer is a file's text (a CSV export), under the same auth rules as every call. */
export async function apiText(path: string, opts: Pick<RequestOptions, 'signal'> = {}): Promise<string> {
  await ensureVisitorSession();
  const answer = await authorised<{ text: string }>(
    async (headers) => {
      const result = await send(path, { method: 'GET', headers, signal: opts.signal });
      // A successful answer is text by design, not an invalid JSON one.
      return result.ok ? { ...result, body: { text: result.text } } : result;
    },
    true,
    opts,
  );
  return answer.text;
}

/** A GET whose answer is a file's bytes (a PDF receipt), under the same auth rules as every call. */
export async function apiBlob(path: string, opts: Pick<RequestOptions, 'signal'> = {}): Promise<Blob> {
  await ensureVisitorSession();
  const answer = await authorised<{ blob: Blob }>(
    async (headers) => {
      const result = await send(path, { method: 'GET', headers, signal: opts.signal, binary: true });
      return result.ok ? { ...result, body: { blob: result.blob } } : result;
    },
    true,
    opts,
  );
  return answer.blob;
}

/**
 * The auth rules around one way of sending: the access token when signed in, a refresh before
 * it expires, one refresh-and-retry after a 401 that does not end the session, the throttle and offline reports,
 * and the forced sign-out when the session was revoked or is invalid.
 */
async function authorised<T>(
  transmit: (headers: Record<string, string>) => Promise<RawResult>,
  useAuth: boolean,
  opts: RequestOptions,
): Promise<T> {
  // Spec §8: a refresh that fails (no cookie: 'session not found', a spent or unknown token, a server error)
  // leaves no usable session, so it ends this one like SESSION_INVALID does; only a throttle is waited out.
  let refreshFailed = false;
  const refresh = async () => {
    try {
      await refreshSession();
    } catch (error) {
      refreshFailed = true;
      throw error;
    }
  };
  const attempt = async (retried: boolean): Promise<T> => {
    const signedIn = useAuth && authSession.get().status === 'signedIn';
    if (signedIn && needsRefresh()) await refresh();
    const headers = baseHeaders();
    const token = authSession.get().accessToken;
    const sentToken = signedIn && !!token;
    if (sentToken) headers.authorization = `Bearer ${token}`;
    const result = await transmit(headers);
    if (result.ok) return success<T>(result);
    const error = toError(result);
    if (error.status === 401 && sentToken && !SESSION_END_TYPES.has(error.type) && !retried) {
      await refresh();
      return attempt(true);
    }
    throw error;
  };

  try {
    return await attempt(false);
  } catch (raw) {
    const error = raw instanceof ApiError ? raw : ApiError.single(500, 'unexpected', M.error.common.unexpected);
    report(error, opts);
    const hadSession = authSession.get().status === 'signedIn';
    if (hadSession && (SESSION_END_TYPES.has(error.type) || (refreshFailed && error.type !== 'throttle')))
      forceSignOut(error);
    throw error;
  }
}

/**
 * On page load: a browser that was signed in gets its session back through the refresh cookie. A revoked or
 * expired session sends the person to the login page saying why; no cookie at all just means signed out.
 */
export async function restoreSession(): Promise<void> {
  if (!authSession.wasSignedIn() || !authSession.sessionId()) {
    authSession.setSignedOut();
    return;
  }
  authSession.setRestoring();
  try {
    await refreshSession();
  } catch (raw) {
    const error = raw instanceof ApiError ? raw : ApiError.single(500, 'unexpected', M.error.common.unexpected);
    if (error.first.meta?.network) {
      authSession.setSignedOut();
      report(error, {});
      return;
    }
    const endReason = error.first.meta?.reason;
    if (SESSION_END_TYPES.has(error.type) && endReason !== 'SIGNED_OUT') {
      forceSignOut(error);
      return;
    }
    authSession.clear();
  }
}

// ---- uploads ----------------------------------------------------------------------------------------------

export interface UploadOptions {
  method?: 'PUT' | 'POST';
  /** Fraction 0–1 of the body sent so far (spec: long work shows progress). */
  onProgress?: (fraction: number) => void;
}

function sendForm(
  path: string,
  form: FormData,
  method: string,
  headers: Record<string, string>,
  onProgress?: (f: number) => void,
): Promise<RawResult> {
  // XMLHttpRequest, not fetch: only it reports upload progress.
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.timeout = API_TIMEOUT_MS * 6; // a 10 MB picture on a slow line needs more than an API call
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText ?? '';
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const responseHeaders = new Headers();
      const retryAfter = xhr.getResponseHeader('retry-after');
      if (retryAfter) responseHeaders.set('retry-after', retryAfter);
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, body, text, headers: responseHeaders });
    };
    const offline = () =>
      reject(ApiError.single(401, 'SESSION_INVALID', M.error.common.server_offline, { network: true }));
    xhr.onerror = offline;
    xhr.ontimeout = offline;
    xhr.send(form);
  });
}

/** A multipart upload (the "File bodies are multipart") with the same auth, refresh and error rules as apiRequest. */
export async function apiUpload<T>(path: string, form: FormData, opts: UploadOptions = {}): Promise<T> {
  await ensureVisitorSession();
  return authorised<T>((headers) => sendForm(path, form, opts.method ?? 'PUT', headers, opts.onProgress), true, {});
}
