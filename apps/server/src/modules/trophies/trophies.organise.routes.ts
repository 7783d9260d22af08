import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';
import { perIp } from '../../plugins/rate-limit.js';
import { requestLanguage } from '../../lib/request-language.js';

// HTTP only for running trophies: the trophy categories, create and edit, the state changes up to
// the lock, and the nominations. Contract schemas in, one service call, out.

const trophyOrganiseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { trophies, trophyCandidates: candidates, trophyCategories: categories } = app.services;
  const publicReads = perIp(app.limits.publicReadsPerIp);
  const caller = (request: FastifyRequest) => {
    const { user } = requireAuth(request);
    return { id: user.id, role: user.role };
  };
  const optionalCaller = async (request: FastifyRequest) => {
    const user = (await app.tryAuthenticate(request))?.user;
    return user ? { id: user.id, role: user.role } : null;
  };

  // Trophy categories' names and descriptions are answered in the request's language.
  registerRoute(app, ROUTES.trophies.categories, {
    onRequest: publicReads,
    handler: async (request) => categories.list(requestLanguage(request)),
  });
  registerRoute(app, ROUTES.trophies.categoryCreate, {
    handler: async (request) => categories.create(caller(request), request.body, requestLanguage(request)),
  });
  registerRoute(app, ROUTES.trophies.categoryUpdate, {
    handler: async (request) =>
      categories.update(caller(request), request.params.id, request.body, requestLanguage(request)),
  });
  registerRoute(app, ROUTES.trophies.categoryDelete, {
    handler: async (request) => {
      await categories.delete(caller(request), request.params.id);
      return { success: true as const };
    },
  });

  registerRoute(app, ROUTES.trophies.create, {
    handler: async (request) => trophies.create(caller(request), request.body),
  });
  registerRoute(app, ROUTES.trophies.update, {
    handler: async (request) => trophies.update(caller(request), request.params.id, request.body),
  });
  registerRoute(app, ROUTES.trophies.open, {
    handler: async (request) => trophies.open(caller(request), request.params.id),
  });
  registerRoute(app, ROUTES.trophies.lock, {
    handler: async (request) => trophies.lock(caller(request), request.params.id),
  });
  registerRoute(app, ROUTES.trophies.cancel, {
    handler: async (request) => trophies.cancel(caller(request), request.params.id, request.body),
  });

  registerRoute(app, ROUTES.trophies.eligible, {
    handler: async (request) => candidates.eligible(caller(request), request.params.id, request.query),
  });
  registerRoute(app, ROUTES.trophies.candidates, {
    onRequest: publicReads,
    handler: async (request) => candidates.list(await optionalCaller(request), request.params.id),
  });
  registerRoute(app, ROUTES.trophies.setCandidates, {
    handler: async (request) => candidates.set(caller(request), request.params.id, request.body),
  });
};

export default trophyOrganiseRoutes;
