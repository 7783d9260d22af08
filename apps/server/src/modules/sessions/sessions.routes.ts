import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';
import { perIp } from '../../plugins/rate-limit.js';
import { clearRefreshCookie } from './sessions.cookie.js';

const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.sessions;

  registerRoute(app, ROUTES.sessions.list, {
    handler: async (request) => {
      const { user, session } = requireAuth(request);
      return service.list(user.id, session.id);
    },
  });

  registerRoute(app, ROUTES.sessions.revoke, {
    handler: async (request, reply) => {
      const { user, session } = requireAuth(request);
      await service.revoke(user.id, request.params.id);
      if (request.params.id === session.id) clearRefreshCookie(reply, app.config);
      return { success: true as const };
    },
  });

  registerRoute(app, ROUTES.sessions.revokeAllExceptCurrent, {
    handler: async (request) => {
      const { user, session } = requireAuth(request);
      return { success: true as const, revoked: await service.revokeAllExcept(user.id, session.id) };
    },
  });

  registerRoute(app, ROUTES.sessions.validate, {
    handler: async (request) => ({ valid: (await app.tryAuthenticate(request)) !== null }),
  });

  // Anyone may ask, and each answer is a row: throttled per IP.
  registerRoute(app, ROUTES.sessions.init, {
    onRequest: perIp(app.limits.sessionInitPerIp),
    handler: async (request) => service.initVisitor(request.ip, request.headers['user-agent']),
  });
};

export default sessionsRoutes;
