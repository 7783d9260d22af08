import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS, M } from '@plaudit/contract';
import { AppError } from '../lib/app-error.js';
import { bearerToken, verifyAccessToken } from '../lib/tokens.js';
import { findSignedIn, type SignedIn } from '../modules/auth/auth.user.js';
import { SignedInCache } from '../modules/auth/signed-in-cache.js';
import type { SessionRow } from '../modules/sessions/sessions.rows.js';
import type { UserRow } from '../modules/users/users.rows.js';

// Authentication: a valid access token AND a live session, checked on every request, so revocation works on the
// very next call. The session comes from memory when the person is there (signed-in-cache.ts: the database
// announces every change to a person, and the cache forgets them before that write even answers), else from one
// round trip. Routes opt in with `onRequest: app.authenticate`: the first step, so a stranger is answered 401
// before the body is read or validated (never a 400 that tells them what the route expects).

export interface AuthContext {
  user: UserRow;
  session: SessionRow;
  /** Everything read for this request, the person of GET /auth/me included. Shared: never change it. */
  signedIn: SignedIn;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    /** The auth context when the request carries a valid session, else null (never throws). */
    tryAuthenticate(request: FastifyRequest): Promise<AuthContext | null>;
    signedInCache: SignedInCache<SignedIn>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const TOUCH_INTERVAL_MS = 60_000;

export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export default fp(
  async function authPlugin(app: FastifyInstance) {
    app.decorateRequest('auth', null);
    const cache = new SignedInCache<SignedIn>({
      feed: app.changes,
      load: (sessionId) => findSignedIn(app.db, sessionId),
      staleAt: (row) => row.staleAt,
    });
    app.decorate('signedInCache', cache);
    const touched = new LRUCache<string, number>({ max: 100_000 });
    await app.changes.ready;
    app.addHook('onClose', async () => cache.close());

    async function resolve(request: FastifyRequest): Promise<AuthContext> {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new AppError('unauthorized', M.error.common.unauthorized);
      const claims = await verifyAccessToken(app.config.jwtSecret, token);
      if (!claims) throw new AppError('unauthorized', M.error.common.unauthorized);
      if (headerValue(request, HEADERS.sessionId) !== claims.sessionId) {
        throw new AppError('SESSION_INVALID', M.auth.error.session_invalid);
      }
      const row = await cache.find(claims.userId, claims.sessionId);
      if (!row || row.user.id !== claims.userId) throw new AppError('SESSION_INVALID', M.auth.error.session_invalid);
      const { session, user } = row;
      if (session.revokedAt) throw new AppError('SESSION_REVOKED', M.auth.error.session_revoked, 401, { reason: session.revokedReason });
      if (session.expiresAt.getTime() <= Date.now()) throw new AppError('SESSION_INVALID', M.auth.error.session_invalid, 401, { reason: 'EXPIRED' });
      if (row.banned) {
        await app.services.sessions.end(session.id, 'BANNED');
        throw new AppError('SESSION_REVOKED', M.auth.error.session_revoked, 401, { reason: 'BANNED' });
      }
      if (user.accountStatus !== 'ACTIVE') {
        await app.services.sessions.end(session.id, 'ACCOUNT_DELETED');
        throw new AppError('SESSION_REVOKED', M.auth.error.session_revoked, 401, { reason: 'ACCOUNT_DELETED' });
      }
      // The touch changes nothing the cache holds (migration 0003 keeps it from announcing the person), so a row
      // in memory keeps its old last-seen time: our own touches are remembered here, or every request would touch.
      const now = Date.now();
      if (now - Math.max(session.lastSeenAt.getTime(), touched.get(session.id) ?? 0) > TOUCH_INTERVAL_MS) {
        touched.set(session.id, now);
        await app.services.sessions.touch(session.id);
      }
      return { session, user, signedIn: row };
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.auth = await resolve(request);
    });
    app.decorate('tryAuthenticate', async (request: FastifyRequest) => {
      try {
        return await resolve(request);
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
    });
  },
  { name: 'auth', dependencies: ['context', 'services'] },
);

/** For handlers behind `app.authenticate`: the context, which is then always set. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthorized', M.error.common.unauthorized);
  return request.auth;
}
