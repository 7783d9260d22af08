import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';

// HTTP only: a team's API keys (the service checks who may).

const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.apiKeys;

  registerRoute(app, ROUTES.apiKeys.list, {
    handler: async (request) => service.list(requireAuth(request).user.id, request.params.teamId),
  });

  registerRoute(app, ROUTES.apiKeys.create, {
    handler: async (request) => service.create(requireAuth(request).user.id, request.params.teamId, request.body),
  });

  registerRoute(app, ROUTES.apiKeys.revoke, {
    handler: async (request) =>
      service.revoke(requireAuth(request).user.id, request.params.teamId, request.params.keyId),
  });

  registerRoute(app, ROUTES.apiKeys.roll, {
    handler: async (request) =>
      service.roll(
        requireAuth(request).user.id,
        request.params.teamId,
        request.params.keyId,
        request.body.overlapSeconds,
      ),
  });
};

export default apiKeysRoutes;
