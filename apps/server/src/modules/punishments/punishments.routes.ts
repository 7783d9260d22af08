import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';

// HTTP only: contract schemas in, one service call, contract schemas out. Who may call is the service's check.

const punishmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.punishments;
  const actor = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user;

  registerRoute(app, ROUTES.punishments.create, {
    handler: async (request) => service.create(actor(request), request.body),
  });

  registerRoute(app, ROUTES.punishments.get, {
    handler: async (request) => service.get(actor(request), request.params.id),
  });

  registerRoute(app, ROUTES.punishments.update, {
    handler: async (request) => service.update(actor(request), request.params.id, request.body),
  });

  registerRoute(app, ROUTES.punishments.listForUser, {
    handler: async (request) => service.listForUser(actor(request), request.params.id),
  });

  registerRoute(app, ROUTES.profile.acknowledgeWarning, {
    handler: async (request) => {
      await service.acknowledge(requireAuth(request).user.id, request.params.id);
      return { success: true as const };
    },
  });
};

export default punishmentsRoutes;
