import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';
import { perIp } from '../../plugins/rate-limit.js';

// HTTP only for writing and reading reviews: contract schemas in, one service call, out.
// Public lists are throttled per IP like the catalogue's pages; with a session they say what the caller did.

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews, reviewLists: lists } = app.services;
  const publicReads = perIp(app.limits.publicReadsPerIp);
  const viewerOf = async (request: FastifyRequest) => (await app.tryAuthenticate(request))?.user.id ?? null;

  registerRoute(app, ROUTES.reviews.create, {
    handler: async (request) => reviews.create(requireAuth(request).user.id, request.params.productId, request.body),
  });

  registerRoute(app, ROUTES.reviews.update, {
    handler: async (request) => reviews.update(requireAuth(request).user.id, request.params.id, request.body),
  });

  registerRoute(app, ROUTES.reviews.delete, {
    handler: async (request) => {
      await reviews.delete(requireAuth(request).user.id, request.params.id);
      return { success: true as const };
    },
  });

  registerRoute(app, ROUTES.reviews.productList, {
    onRequest: publicReads,
    // Built by the service from contract types (reviews.read.queries.ts toPublicReview): encoding it again through
    // its schema copied every review of the page on the busiest public list, for the same JSON.
    serializerCompiler: () => (data) => JSON.stringify(data),
    handler: async (request) => lists.productList(request.params.productId, request.query, await viewerOf(request)),
  });

  registerRoute(app, ROUTES.reviews.mine, {
    handler: async (request) => lists.mine(requireAuth(request).user.id, request.params.productId),
  });

  registerRoute(app, ROUTES.reviews.authored, {
    handler: async (request) => lists.authored(requireAuth(request).user.id, request.query),
  });

  registerRoute(app, ROUTES.reviews.brandList, {
    onRequest: publicReads,
    handler: async (request) => lists.brandList(request.params.creatorProfile, request.query, await viewerOf(request)),
  });

  registerRoute(app, ROUTES.reviews.youtuberList, {
    onRequest: publicReads,
    handler: async (request) => lists.youtuberList(request.params.handle, request.query, await viewerOf(request)),
  });

  registerRoute(app, ROUTES.reviews.helpful, {
    handler: async (request) => reviews.toggleHelpful(requireAuth(request).user.id, request.params.id),
  });

  registerRoute(app, ROUTES.reviews.report, {
    handler: async (request) => reviews.report(requireAuth(request).user.id, request.params.id, request.body),
  });
};

export default reviewsRoutes;
