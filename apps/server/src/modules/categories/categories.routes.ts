import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { perIp } from '../../plugins/rate-limit.js';

// HTTP only for the categories area (issue 16 §1).
const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { categories } = app.services;
  registerRoute(app, ROUTES.categories.list, { onRequest: perIp(app.limits.publicReadsPerIp), handler: async () => categories.list() });
};

export default categoriesRoutes;
