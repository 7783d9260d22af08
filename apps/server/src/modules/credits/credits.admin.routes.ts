import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';

// HTTP only: the admin's credits (ADMIN; the service checks and audits).

const creditsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.services.creditsAdmin;
  registerRoute(app, ROUTES.credits.adminList, {
    handler: async (request) => admin.list(requireAuth(request).user, request.query),
  });
  registerRoute(app, ROUTES.credits.adminGrant, {
    handler: async (request) => admin.grant(requireAuth(request).user, request.params.teamId, request.body),
  });
  registerRoute(app, ROUTES.credits.adminAdjust, {
    handler: async (request) => admin.adjust(requireAuth(request).user, request.params.teamId, request.body),
  });
  registerRoute(app, ROUTES.credits.adminRefund, {
    handler: async (request) => admin.refund(requireAuth(request).user, request.params.topUpId, request.body),
  });
};

export default creditsAdminRoutes;
