import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { M, keyMay, type ApiKeyScope } from '@plaudit/contract';
import { AppError } from '../lib/app-error.js';
import { bearerToken } from '../lib/tokens.js';
import type { Services } from '../services.js';
import { createMeteredLimiter, type Meter } from './rate-limit.js';

// The public API's credential: a team's API key (`Authorization: Bearer plt_live_…`), the first step of every
// `apiKey` route of the table (registerRoute adds it), and of nothing else, so a key opens no other route and a
// session token opens none of these. In order: the key (401 api_key.invalid / expired / revoked, 403 while its team
// is locked), one point of the key's rate limit (RateLimit-* headers on every answer, 429 with Retry-After past
// it), then the scope the call needs (403 with meta.scope).

/** The key a public API call carries, as the key verifier (the api-keys module) answers it. */
type VerifiedKey = Awaited<ReturnType<Services['apiKeyVerifier']['verify']>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The first step of a public API route needing `scope` (none: any key of the team). */
    apiKeyAuth(scope: ApiKeyScope | undefined): onRequestHookHandler;
  }
  interface FastifyRequest {
    apiKey: VerifiedKey | null;
  }
}

function meterHeaders(reply: FastifyReply, meter: Meter): void {
  void reply.header('RateLimit-Limit', String(meter.limit));
  void reply.header('RateLimit-Remaining', String(meter.remaining));
  void reply.header('RateLimit-Reset', String(meter.resetSeconds));
}

/** For handlers of `apiKey` routes: the key, which is then always set. */
export function requireApiKey(request: FastifyRequest): VerifiedKey {
  if (!request.apiKey) throw new AppError('unauthorized', M.api_key.invalid);
  return request.apiKey;
}

export default fp(
  async function apiKeyAuthPlugin(app: FastifyInstance) {
    app.decorateRequest('apiKey', null);
    const verifier = app.services.apiKeyVerifier;
    app.addHook('onClose', async () => verifier.close());
    const redis = app.redis;
    const perKey = createMeteredLimiter(
      app.config.rateLimits.apiKeyPerMinute,
      60,
      redis ? { redis, prefix: app.config.redisPrefix, name: 'apiKeyCalls' } : undefined,
    );

    app.decorate('apiKeyAuth', (scope: ApiKeyScope | undefined) => {
      return async function apiKeyFirst(request: FastifyRequest, reply: FastifyReply) {
        const key = await verifier.verify(bearerToken(request.headers.authorization));
        try {
          meterHeaders(reply, await perKey.consume(`key:${key.id}`));
        } catch (error) {
          const meter = (error as { meter?: Meter }).meter;
          if (meter) meterHeaders(reply, meter);
          throw error;
        }
        if (scope !== undefined && !keyMay(key.scopes, scope)) {
          throw new AppError('forbidden', M.api_key.scope, 403, { scope });
        }
        request.apiKey = key;
      };
    });
  },
  { name: 'api-key-auth', dependencies: ['services', 'rate-limit', 'redis'] },
);
