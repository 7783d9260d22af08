import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';

// HTTP only for a team's webhooks: contract schemas in, one service call, out. Every route answers 404 to someone
// outside the team and 403 to an EDITOR or a locked team where it changes something.

const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { webhooks } = app.services;

  registerRoute(app, ROUTES.webhooks.list, {
    handler: async (request) => webhooks.list(request.params.teamId, requireAuth(request).user.id),
  });
  registerRoute(app, ROUTES.webhooks.create, {
    handler: async (request) => webhooks.create(request.params.teamId, requireAuth(request).user.id, request.body),
  });
  registerRoute(app, ROUTES.webhooks.get, {
    handler: async (request) =>
      webhooks.get(request.params.teamId, requireAuth(request).user.id, request.params.webhookId),
  });
  registerRoute(app, ROUTES.webhooks.update, {
    handler: async (request) =>
      webhooks.update(request.params.teamId, requireAuth(request).user.id, request.params.webhookId, request.body),
  });
  registerRoute(app, ROUTES.webhooks.delete, {
    handler: async (request) =>
      webhooks.delete(request.params.teamId, requireAuth(request).user.id, request.params.webhookId),
  });
  registerRoute(app, ROUTES.webhooks.secret, {
    handler: async (request) =>
      webhooks.secret(request.params.teamId, requireAuth(request).user.id, request.params.webhookId),
  });
  registerRoute(app, ROUTES.webhooks.rotateSecret, {
    handler: async (request) =>
      webhooks.rotateSecret(request.params.teamId, requireAuth(request).user.id, request.params.webhookId),
  });
  registerRoute(app, ROUTES.webhooks.test, {
    handler: async (request) =>
      webhooks.test(request.params.teamId, requireAuth(request).user.id, request.params.webhookId),
  });
  registerRoute(app, ROUTES.webhooks.deliveries, {
    handler: async (request) =>
      webhooks.deliveries(request.params.teamId, requireAuth(request).user.id, request.params.webhookId, request.query),
  });
  registerRoute(app, ROUTES.webhooks.retry, {
    handler: async (request) => {
      const { teamId, webhookId, deliveryId } = request.params;
      return webhooks.retry(teamId, requireAuth(request).user.id, webhookId, deliveryId);
    },
  });
  registerRoute(app, ROUTES.webhooks.replay, {
    handler: async (request) =>
      webhooks.replay(
        request.params.teamId,
        requireAuth(request).user.id,
        request.params.webhookId,
        request.body.since,
      ),
  });
};

export default webhooksRoutes;
