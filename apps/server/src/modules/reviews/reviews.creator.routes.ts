import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';

// HTTP only: the brand's review list (members of the team; the service checks).

const reviewCreatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reviewCreator;

  registerRoute(app, ROUTES.reviews.creatorList, {
    handler: async (request) => service.list(requireAuth(request).user, request.params.teamId, request.query),
  });
};

export default reviewCreatorRoutes;
