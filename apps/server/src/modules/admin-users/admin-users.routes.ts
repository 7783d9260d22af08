import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';

// HTTP only: contract schemas in, one service call, contract schemas out. Who may call is the service's check.

const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminUsers;
  const actor = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user;

  registerRoute(app, ROUTES.adminUsers.list, {
    handler: async (request) => service.list(actor(request), request.query),
  });

  registerRoute(app, ROUTES.adminUsers.get, {
    handler: async (request) => service.get(actor(request), request.params.id),
  });

  registerRoute(app, ROUTES.adminUsers.update, {
    handler: async (request) => service.update(actor(request), request.params.id, request.body),
  });

  registerRoute(app, ROUTES.adminUsers.resetPassword, {
    handler: async (request) => {
      await service.sendPasswordReset(actor(request), request.params.id);
      return { success: true as const };
    },
  });

  registerRoute(app, ROUTES.adminUsers.removeFromTeam, {
    handler: async (request) => service.removeFromTeam(actor(request), request.params.id, request.params.teamId),
  });
};

export default adminUsersRoutes;
