import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';

// HTTP only: the brand's reply to a review (the service checks who may).

const reviewRepliesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reviewReplies;

  registerRoute(app, ROUTES.reviews.reply, {
    handler: async (request) => service.put(requireAuth(request).user, request.params.id, request.body),
  });

  registerRoute(app, ROUTES.reviews.deleteReply, {
    handler: async (request) => service.remove(requireAuth(request).user, request.params.id),
  });
};

export default reviewRepliesRoutes;
