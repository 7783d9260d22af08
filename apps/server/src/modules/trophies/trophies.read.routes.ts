import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';
import { perIp } from '../../plugins/rate-limit.js';

// HTTP only for reading trophies (issue 18 §5): contract schemas in, one service call, out. Public reads are
// throttled per IP like the catalogue's and the reviews' pages.

const trophyReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = app.services.trophyReads;
  const publicReads = perIp(app.limits.publicReadsPerIp);
  const callerOf = async (request: FastifyRequest) => {
    const user = (await app.tryAuthenticate(request))?.user;
    return user ? { id: user.id, role: user.role } : null;
  };

  registerRoute(app, ROUTES.trophies.get, {
    onRequest: publicReads,
    handler: async (request) => reads.get(request.params.id, await callerOf(request)),
  });

  registerRoute(app, ROUTES.trophies.list, {
    onRequest: publicReads,
    handler: async (request) => reads.list(request.query),
  });

  registerRoute(app, ROUTES.trophies.adminList, {
    handler: async (request) => {
      const { user } = requireAuth(request);
      return reads.adminList({ id: user.id, role: user.role }, request.query);
    },
  });

  registerRoute(app, ROUTES.trophies.creatorList, {
    handler: async (request) => reads.creatorList(requireAuth(request).user.id, request.params.creatorTeamId, request.query),
  });

  registerRoute(app, ROUTES.trophies.brandWins, {
    onRequest: publicReads,
    handler: async (request) => reads.brandWins(request.params.creatorProfile),
  });

  registerRoute(app, ROUTES.trophies.productWins, {
    onRequest: publicReads,
    handler: async (request) => reads.productWins(request.params.productId),
  });

  registerRoute(app, ROUTES.trophies.youtuberWins, {
    onRequest: publicReads,
    handler: async (request) => reads.youtuberWins(request.params.handle),
  });

  registerRoute(app, ROUTES.trophies.mine, {
    handler: async (request) => reads.mine(requireAuth(request).user.id),
  });
};

export default trophyReadRoutes;
