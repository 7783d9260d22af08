import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';
import { assertMay } from '../admin/admin.policy.js';

// HTTP only: the moderation queues and decisions (MOD and ADMIN; checked in the service too).

const reviewModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reviewModeration;
  // Staff before the body is read or the query validated: a USER learns nothing but 403, whatever they sent.
  const staffOnly = async (request: Parameters<typeof app.authenticate>[0]) => {
    assertMay(requireAuth(request).user, 'reviews.moderate');
  };

  registerRoute(app, ROUTES.reviews.moderationQueue, {
    onRequest: staffOnly,
    handler: async (request) => service.queue(requireAuth(request).user, request.query),
  });

  registerRoute(app, ROUTES.reviews.decide, {
    onRequest: staffOnly,
    handler: async (request) => service.decide(requireAuth(request).user, request.params.id, request.body),
  });
};

export default reviewModerationRoutes;
