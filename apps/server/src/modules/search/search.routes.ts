import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { perIp } from '../../plugins/rate-limit.js';
import { requestLanguage } from '../../lib/request-language.js';

// HTTP only for search; throttled per IP like every public read.
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search } = app.services;
  const throttle = perIp(app.limits.publicReadsPerIp);
  registerRoute(app, ROUTES.search.search, {
    onRequest: throttle,
    handler: async (request) => search.search(request.query, requestLanguage(request)),
  });
  registerRoute(app, ROUTES.search.suggest, {
    onRequest: throttle,
    handler: async (request) => search.suggest(request.query.q),
  });
};

export default searchRoutes;
