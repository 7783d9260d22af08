import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';

// HTTP only: the admin area's background jobs and their dead letters (ADMIN; the service checks).

const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = app.services.jobs;
  registerRoute(app, ROUTES.jobs.list, {
    handler: async (request) => jobs.overview(requireAuth(request).user, request.query),
  });
  registerRoute(app, ROUTES.jobs.retry, {
    handler: async (request) => jobs.retry(requireAuth(request).user, request.params.id),
  });
  registerRoute(app, ROUTES.jobs.discard, {
    handler: async (request) => jobs.discard(requireAuth(request).user, request.params.id),
  });
};

export default jobsRoutes;
