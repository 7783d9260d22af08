import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requireAuth } from '../../plugins/auth.js';
import { perIp } from '../../plugins/rate-limit.js';

// HTTP only for reading trophies: contract schemas in, one service call, out. Public reads are
// throttled per IP like the catalogue's and the reviews' pages. Category names are answered in the request's language.

const trophyReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = app.services.trophyReads;
  const publicReads = perIp(app.limits.publicReadsPerIp);
  const callerOf = async (request: FastifyRequest) => {
    const user = (await app.tryAuthenticate(request))?.user;
    return user ? { id: user.id, role: user.role } : null;
  };

  registerRoute(app, ROUTES.trophies.get, {
    onRequest: publicReads,
    handler: async (request) => reads.get(request.params.id, await callerOf(request), requestLanguage(request)),
  });

  registerRoute(app, ROUTES.trophies.list, {
    onRequest: publicReads,
    handler: async (request) => reads.list(request.query, requestLanguage(request)),
  });

  registerRoute(app, ROUTES.trophies.adminList, {
    handler: async (request) => {
      const { user } = requireAuth(request);
      return reads.adminList({ id: user.id, role: user.role }, request.query, requestLanguage(request));
    },
  });

  registerRoute(app, ROUTES.trophies.creatorList, {
    handler: async (request) =>
      reads.creatorList(
        requireAuth(request).user.id,
        request.params.creatorTeamId,
        request.query,
        requestLanguage(request),
      ),
  });

  registerRoute(app, ROUTES.trophies.brandWins, {
    onRequest: publicReads,
    handler: async (request) => reads.brandWins(request.params.creatorProfile, requestLanguage(request)),
  });

  registerRoute(app, ROUTES.trophies.productWins, {
    onRequest: publicReads,
    handler: async (request) => reads.productWins(request.params.productId, requestLanguage(request)),
  });

  registerRoute(app, ROUTES.trophies.youtuberWins, {
    onRequest: publicReads,
    handler: async (request) => reads.youtuberWins(request.params.handle, requestLanguage(request)),
  });

  registerRoute(app, ROUTES.trophies.mine, {
    handler: async (request) => reads.mine(requireAuth(request).user.id, requestLanguage(request)),
  });
};

export default trophyReadRoutes;
