import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS, M } from '@plaudit/contract';
import { AppError } from '../lib/app-error.js';
import { bearerToken, verifyAccessToken } from '../lib/tokens.js';
import { findSessionWithUser, revokeSession, touchSession, type SessionRow, type UserRow } from '../modules/sessions/sessions.queries.js';

// Authentication: a valid access token AND a live session row, checked on every request, so revocation works on
// the very next call. Routes opt in with `preHandler: app.authenticate`.

export interface AuthContext {
  user: UserRow;
  session: SessionRow;
}

/** What a session lookup answers: the checks below need these three; a finder may add more (GET /auth/me does). */
export interface FoundSession {
  session: SessionRow;
  user: UserRow;
  banned: boolean;
}
export type SessionFinder<R extends FoundSession = FoundSession> = (db: FastifyInstance['db'], sessionId: string) => Promise<R | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    /** `authenticate` with another session lookup that answers more in the same round trip; its row lands in `request.found`. */
    authenticateWith<R extends FoundSession>(find: SessionFinder<R>): (request: FastifyRequest) => Promise<void>;
    /** The auth context when the request carries a valid session, else null (never throws). */
    tryAuthenticate(request: FastifyRequest): Promise<AuthContext | null>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    found: FoundSession | null;
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
    app.decorateRequest('found', null);

    async function resolve(request: FastifyRequest, find: SessionFinder = findSessionWithUser): Promise<AuthContext & { row: FoundSession }> {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new AppError('unauthorized', M.error.common.unauthorized);
      const claims = await verifyAccessToken(app.config.jwtSecret, token);
      if (!claims) throw new AppError('unauthorized', M.error.common.unauthorized);
      if (headerValue(request, HEADERS.sessionId) !== claims.sessionId) {
        throw new AppError('SESSION_INVALID', M.auth.error.session_invalid);
      }
      const row = await find(app.db, claims.sessionId);
      if (!row || row.user.id !== claims.userId) throw new AppError('SESSION_INVALID', M.auth.error.session_invalid);
      const { session, user } = row;
      if (session.revokedAt) throw new AppError('SESSION_REVOKED', M.auth.error.session_revoked, 401, { reason: session.revokedReason });
      if (session.expiresAt.getTime() <= Date.now()) throw new AppError('SESSION_INVALID', M.auth.error.session_invalid, 401, { reason: 'EXPIRED' });
      if (row.banned) {
        await revokeSession(app.db, session.id, 'BANNED');
        throw new AppError('SESSION_REVOKED', M.auth.error.session_revoked, 401, { reason: 'BANNED' });
      }
      if (user.accountStatus !== 'ACTIVE') {
        await revokeSession(app.db, session.id, 'ACCOUNT_DELETED');
        throw new AppError('SESSION_REVOKED', M.auth.error.session_revoked, 401, { reason: 'ACCOUNT_DELETED' });
      }
      if (Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await touchSession(app.db, session.id);
      }
      return { session, user, row };
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const { session, user } = await resolve(request);
      request.auth = { session, user };
    });
    app.decorate('authenticateWith', <R extends FoundSession>(find: SessionFinder<R>) => async (request: FastifyRequest) => {
      const { session, user, row } = await resolve(request, find);
      request.auth = { session, user };
      request.found = row;
    });
    app.decorate('tryAuthenticate', async (request: FastifyRequest) => {
      try {
        const { session, user } = await resolve(request);
        return { session, user };
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
    });
  },
  { name: 'auth', dependencies: ['context'] },
);

/** For handlers behind `app.authenticate`: the context, which is then always set. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthorized', M.error.common.unauthorized);
  return request.auth;
}
