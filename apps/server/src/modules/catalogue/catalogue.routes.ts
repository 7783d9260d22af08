import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requestLanguage } from '../../lib/request-language.js';
import { perIp } from '../../plugins/rate-limit.js';

// HTTP only for the public brand, product and YouTuber pages and the YouTuber's page address. Category
// names are answered in the request's language.
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app.services;
  const onRequest = perIp(app.limits.publicReadsPerIp);
  registerRoute(app, ROUTES.catalogue.brand, {
    onRequest,
    handler: async (request) => catalogue.brand(request.params.creatorProfile, requestLanguage(request)),
  });
  registerRoute(app, ROUTES.catalogue.brandProducts, {
    onRequest,
    handler: async (request) =>
      catalogue.brandProducts(request.params.creatorProfile, request.query, requestLanguage(request)),
  });
  registerRoute(app, ROUTES.catalogue.product, {
    onRequest,
    handler: async (request) =>
      catalogue.product(request.params.creatorProfile, request.params.productSlug, requestLanguage(request)),
  });
  registerRoute(app, ROUTES.catalogue.youtuber, {
    onRequest,
    handler: async (request) => catalogue.youtuber(request.params.handle),
  });
};

export default catalogueRoutes;
