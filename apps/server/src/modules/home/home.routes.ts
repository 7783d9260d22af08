import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { perIp } from '../../plugins/rate-limit.js';
import { requestLanguage } from '../../lib/request-language.js';

// HTTP only for the home page.
const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { home } = app.services;
  registerRoute(app, ROUTES.home.get, {
    onRequest: perIp(app.limits.publicReadsPerIp),
    handler: async (request) => home.get(requestLanguage(request)),
  });
};

export default homeRoutes;
