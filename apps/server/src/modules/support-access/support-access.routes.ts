import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEADERS, ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { headerValue, requireAuth } from '../../plugins/auth.js';
import { assertMay } from '../admin/admin.policy.js';
import { setRefreshCookie } from '../sessions/sessions.cookie.js';

// HTTP only: starting and stopping support access. Both answer a session (tokens and person) and set its refresh
// cookie, so the browser switches to the person's session and, on Stop, back to the admin's own.

const supportAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.supportAccess;

  registerRoute(app, ROUTES.supportAccess.start, {
    onRequest: async (request) => assertMay(requireAuth(request).user, 'users.impersonate'),
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const { session, ...answer } = await service.start(
        auth.user,
        auth.session,
        request.params.userId,
        request.body.reason,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          browser: headerValue(request, HEADERS.clientBrowser),
          platform: headerValue(request, HEADERS.clientPlatform),
          clientInfo: headerValue(request, HEADERS.clientInfo),
        },
      );
      setRefreshCookie(reply, app.config, answer.refreshToken.token, session.expiresAt);
      return answer;
    },
  });

  registerRoute(app, ROUTES.supportAccess.stop, {
    handler: async (request, reply) => {
      const { session, ...answer } = await service.stop(requireAuth(request).session);
      setRefreshCookie(reply, app.config, answer.refreshToken.token, session.expiresAt);
      return answer;
    },
  });
};

export default supportAccessRoutes;
