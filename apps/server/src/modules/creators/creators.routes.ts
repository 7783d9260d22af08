import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';
import { perIp } from '../../plugins/rate-limit.js';

// HTTP only: creator and YouTuber onboarding calls, and 'not here? click here'.

const creatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.creators;

  registerRoute(app, ROUTES.creators.checkProfile, {
    handler: async (request) => service.checkProfile(request.params.profile),
  });

  registerRoute(app, ROUTES.creators.creatorSignUp, {
    handler: async (request) => service.creatorSignUp(requireAuth(request).user, request.body),
  });

  registerRoute(app, ROUTES.creators.youtuberSignUp, {
    handler: async (request) => service.youtuberSignUp(requireAuth(request).user, request.body),
  });

  // Any new account may ask, and each request lands in the admins' list: throttled per IP.
  registerRoute(app, ROUTES.creators.requestBrand, {
    onRequest: perIp(app.limits.brandRequestsPerIp),
    handler: async (request) => service.requestBrand(requireAuth(request).user, request.body),
  });
  registerRoute(app, ROUTES.catalogue.updateYoutuberHandle, {
    handler: async (request) => service.updateYoutuberHandle(requireAuth(request).user, request.body.handle),
  });
};

export default creatorsRoutes;
