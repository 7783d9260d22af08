import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';
import { assertMay } from '../admin/admin.policy.js';

// HTTP only: a person's decisions and their appeals, the staff's appeals queue, the public figures.

const decisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.decisions;
  // Staff before the body is read: a USER learns nothing but 403, whatever they sent.
  const staffOnly = async (request: Parameters<typeof app.authenticate>[0]) => {
    assertMay(requireAuth(request).user, 'appeals.decide');
  };

  registerRoute(app, ROUTES.decisions.mine, {
    handler: async (request) => service.mine(requireAuth(request).user.id, request.query),
  });

  registerRoute(app, ROUTES.decisions.appeal, {
    handler: async (request) => service.appeal(requireAuth(request).user.id, request.params.decisionId, request.body),
  });

  registerRoute(app, ROUTES.decisions.appeals, {
    onRequest: staffOnly,
    handler: async (request) => service.appeals(requireAuth(request).user, request.query),
  });

  registerRoute(app, ROUTES.decisions.decideAppeal, {
    onRequest: staffOnly,
    handler: async (request) => service.decideAppeal(requireAuth(request).user, request.params.appealId, request.body),
  });

  registerRoute(app, ROUTES.decisions.transparency, {
    handler: async (request) => app.services.transparency.figures(request.query.months),
  });
};

export default decisionsRoutes;
