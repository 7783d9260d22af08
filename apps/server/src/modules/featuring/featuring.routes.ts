import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requireAuth } from '../../plugins/auth.js';
import { perIp } from '../../plugins/rate-limit.js';

// HTTP only for the admin's featurings, the close by hand and a category's public featuring. Who may do what is the
// services' check (featuring.manage: ADMIN only).
const featuringRoutes: FastifyPluginAsyncZod = async (app) => {
  const { featuringAdmin, featuringClose, featuringPublic } = app.services;
  const actor = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user;

  registerRoute(app, ROUTES.featuring.adminList, {
    handler: async (request) => featuringAdmin.list(actor(request), request.query, requestLanguage(request)),
  });
  registerRoute(app, ROUTES.featuring.adminCreate, {
    handler: async (request) => featuringAdmin.create(actor(request), request.body, requestLanguage(request)),
  });
  registerRoute(app, ROUTES.featuring.close, {
    handler: async (request) => featuringClose.closeByHand(actor(request), request.body.day),
  });
  registerRoute(app, ROUTES.featuring.adminGet, {
    handler: async (request) =>
      featuringAdmin.get(actor(request), request.params.featuringId, requestLanguage(request)),
  });
  registerRoute(app, ROUTES.featuring.adminUpdate, {
    handler: async (request) =>
      featuringAdmin.update(actor(request), request.params.featuringId, request.body, requestLanguage(request)),
  });
  registerRoute(app, ROUTES.featuring.adminDelete, {
    handler: async (request) => {
      await featuringAdmin.remove(actor(request), request.params.featuringId);
      return { success: true as const };
    },
  });
  registerRoute(app, ROUTES.featuring.adminResults, {
    handler: async (request) => featuringAdmin.results(actor(request), request.params.featuringId, request.query),
  });
  registerRoute(app, ROUTES.featuring.category, {
    onRequest: perIp(app.limits.publicReadsPerIp),
    handler: async (request) => featuringPublic.ofCategory(request.params.slug, requestLanguage(request)),
  });
};

export default featuringRoutes;
