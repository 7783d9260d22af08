import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireApiKey } from '../../plugins/api-key-auth.js';
import { registerIdempotency } from './public-api.idempotency.js';
import { publicApiDocument } from './public-api.openapi.js';

// HTTP only: the public API under /api/v1. Every route's first step is the key (registerRoute, `apiKey` routes:
// plugins/api-key-auth.ts); POSTs take an Idempotency-Key (hooks of this scope only).

const publicApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const api = app.services.publicApi;
  registerIdempotency(app, app.services.apiKeys);
  let document: unknown;

  registerRoute(app, ROUTES.publicApi.openapi, {
    handler: async () => (document ??= publicApiDocument(app.config.rateLimits.apiKeyPerMinute)) as never,
  });

  registerRoute(app, ROUTES.publicApi.me, {
    handler: async (request) => api.me(requireApiKey(request)),
  });

  registerRoute(app, ROUTES.publicApi.productList, {
    handler: async (request) => api.productList(requireApiKey(request), request.query),
  });
  registerRoute(app, ROUTES.publicApi.productCreate, {
    handler: async (request) => api.productCreate(requireApiKey(request), request.body),
  });
  registerRoute(app, ROUTES.publicApi.productGet, {
    handler: async (request) => api.productGet(requireApiKey(request), request.params.productId),
  });
  registerRoute(app, ROUTES.publicApi.productUpdate, {
    handler: async (request) => api.productUpdate(requireApiKey(request), request.params.productId, request.body),
  });
  registerRoute(app, ROUTES.publicApi.productDelete, {
    handler: async (request) => api.productDelete(requireApiKey(request), request.params.productId),
  });

  registerRoute(app, ROUTES.publicApi.reviewList, {
    handler: async (request) => api.reviewList(requireApiKey(request), request.query),
  });
  registerRoute(app, ROUTES.publicApi.replyPut, {
    handler: async (request) => api.replyPut(requireApiKey(request), request.params.reviewId, request.body),
  });
  registerRoute(app, ROUTES.publicApi.replyDelete, {
    handler: async (request) => api.replyDelete(requireApiKey(request), request.params.reviewId),
  });

  registerRoute(app, ROUTES.publicApi.trophyList, {
    handler: async (request) => api.trophyList(requireApiKey(request), request.query),
  });

  registerRoute(app, ROUTES.publicApi.stats, {
    handler: async (request) => api.statsOf(requireApiKey(request), request.query),
  });

  registerRoute(app, ROUTES.publicApi.shortLinkList, {
    handler: async (request) => api.shortLinkList(requireApiKey(request), request.query),
  });
  registerRoute(app, ROUTES.publicApi.shortLinkCreate, {
    handler: async (request) => api.shortLinkCreate(requireApiKey(request), request.body),
  });
  registerRoute(app, ROUTES.publicApi.shortLinkGet, {
    handler: async (request) => api.shortLinkGet(requireApiKey(request), request.params.linkId),
  });
  registerRoute(app, ROUTES.publicApi.shortLinkUpdate, {
    handler: async (request) => api.shortLinkUpdate(requireApiKey(request), request.params.linkId, request.body),
  });
  registerRoute(app, ROUTES.publicApi.shortLinkDelete, {
    handler: async (request) => api.shortLinkDelete(requireApiKey(request), request.params.linkId),
  });
};

export default publicApiRoutes;
