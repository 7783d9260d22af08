import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, HEADERS, M, ROUTES } from '@plaudit/contract';
import { AppError } from '../lib/app-error.js';
import { bearerToken, verifyAccessToken } from '../lib/tokens.js';
import type { Services } from '../services.js';

// Authentication: a valid access token AND a live session, checked on every request, so revocation works on the
// very next call (the auth module's signed-in service decides about the session, from memory when it can). Routes
// opt in with `onRequest: app.authenticate`: the first step, so a stranger is answered 401 before the body is read
// or validated (never a 400 that tells them what the route expects). Plugins sit below the modules: they reach
// them only through `app.services`.

type SignedIn = Awaited<ReturnType<Services['signedIn']['resolve']>>;

export interface AuthContext {
  user: SignedIn['user'];
  session: SignedIn['session'];
  /** Everything read for this request, the person of GET /auth/me included. Shared: never change it. */
  signedIn: SignedIn;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    /** The auth context when the request carries a valid session, else null (never throws). */
    tryAuthenticate(request: FastifyRequest): Promise<AuthContext | null>;
    signedInCache: Services['signedIn']['cache'];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SUPPORT_STOP = `${API_BASE}${ROUTES.supportAccess.stop.path}`;

export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export default fp(
  async function authPlugin(app: FastifyInstance) {
    app.decorateRequest('auth', null);
    const signedIn = app.services.signedIn;
    app.decorate('signedInCache', signedIn.cache);
    await app.changes.ready;
    app.addHook('onClose', async () => signedIn.close());

    async function resolve(request: FastifyRequest): Promise<AuthContext> {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new AppError('unauthorized', M.error.common.unauthorized);
      const claims = await verifyAccessToken(app.config.jwtSecret, token);
      if (!claims) throw new AppError('unauthorized', M.error.common.unauthorized);
      if (headerValue(request, HEADERS.sessionId) !== claims.sessionId) {
        throw new AppError('SESSION_INVALID', M.auth.error.session_invalid);
      }
      const row = await signedIn.resolve(claims);
      // Support access is read-only: every write is refused in it, except the one that ends it.
      if (row.session.impersonatorId && !READS.has(request.method) && request.routeOptions.url !== SUPPORT_STOP)
        throw new AppError('forbidden', M.impersonation.read_only);
      return { session: row.session, user: row.user, signedIn: row };
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.auth = await resolve(request);
    });
    app.decorate('tryAuthenticate', async (request: FastifyRequest) => {
      // A reader without a token is a stranger: said without building the error that resolve() would throw.
      if (!bearerToken(request.headers.authorization)) return null;
      try {
        return await resolve(request);
      } catch (error) {
        // A write inside support access is refused, never quietly done as a stranger.
        if (error instanceof AppError && error.messageKey !== M.impersonation.read_only) return null;
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
