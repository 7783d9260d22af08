import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';
import { perIp } from '../../plugins/rate-limit.js';
import { requestLanguage } from '../../lib/request-language.js';

// HTTP only for the categories area. Who may edit is the service's check (ADMIN only). Names and
// descriptions are answered in the request's language.
const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { categories } = app.services;
  const publicReads = perIp(app.limits.publicReadsPerIp);
  const actor = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user;

  registerRoute(app, ROUTES.categories.list, {
    onRequest: publicReads,
    handler: async (request) => categories.list(requestLanguage(request)),
  });
  registerRoute(app, ROUTES.categories.page, {
    onRequest: publicReads,
    handler: async (request) => categories.page(request.params.slug, requestLanguage(request)),
  });
  registerRoute(app, ROUTES.categories.products, {
    onRequest: publicReads,
    handler: async (request) => categories.products(request.params.slug, request.query, requestLanguage(request)),
  });

  registerRoute(app, ROUTES.categories.create, {
    handler: async (request) => categories.create(actor(request), request.body, requestLanguage(request)),
  });
  registerRoute(app, ROUTES.categories.update, {
    handler: async (request) =>
      categories.update(actor(request), request.params.id, request.body, requestLanguage(request)),
  });
  registerRoute(app, ROUTES.categories.remove, {
    handler: async (request) => {
      await categories.remove(actor(request), request.params.id);
      return { success: true as const };
    },
  });
};

export default categoriesRoutes;
