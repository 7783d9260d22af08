import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';
import { assertMay, type AdminAction } from '../admin/admin.policy.js';

// HTTP only: the admin's verification review, creator lock and brand requests (ADMIN only: permissions.ts in the
// contract; checked in the service too).

const verificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.verifications;
  // ADMIN before the body is read or the query validated (right after registerRoute's authentication): a stranger
  // gets 401 and a MOD or USER learns nothing but 403, whatever they sent.
  const onRequest = (action: AdminAction) => async (request: Parameters<typeof app.authenticate>[0]) => {
    assertMay(requireAuth(request).user, action);
  };

  registerRoute(app, ROUTES.verifications.list, {
    onRequest: onRequest('verifications.read'),
    handler: async (request) => service.list(requireAuth(request).user, request.query),
  });

  registerRoute(app, ROUTES.verifications.decide, {
    onRequest: onRequest('verifications.decide'),
    handler: async (request) => service.decide(requireAuth(request).user, request.params.id, request.body),
  });

  registerRoute(app, ROUTES.verifications.setCreatorAccess, {
    onRequest: onRequest('creators.access'),
    handler: async (request) => service.setAccess(requireAuth(request).user, request.params.teamId, request.body),
  });

  registerRoute(app, ROUTES.verifications.listBrandRequests, {
    onRequest: onRequest('brandRequests.read'),
    handler: async (request) => service.brandRequests(requireAuth(request).user, request.query),
  });
};

export default verificationsRoutes;
