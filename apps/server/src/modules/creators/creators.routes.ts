import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, brandRequestBodySchema, checkProfileParamsSchema, checkProfileResponseSchema, creatorSignUpBodySchema, userSchema,
  youtuberSignUpBodySchema,
} from '@plaudit/contract';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-helpers.js';
import { requireAuth } from '../../plugins/auth.js';
import { perIp } from '../../plugins/rate-limit.js';

// HTTP only: creator and YouTuber onboarding calls of spec §7, and 'not here? click here'.

const creatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.creators;
  const security = [{ bearer: [] }];
  const tags = ['onboarding'];

  app.get(API.auth.creatorCheckProfile.pattern, {
    schema: { tags, params: checkProfileParamsSchema, response: { 200: checkProfileResponseSchema, ...errorResponses(400) } },
  }, async (request) => service.checkProfile(request.params.profile));

  app.post(API.auth.creatorSignUp, {
    onRequest: app.authenticate,
    schema: { tags, security, body: creatorSignUpBodySchema, response: { 200: userSchema, ...errorResponses(400, 401, 403, 409) } },
  }, async (request) => service.creatorSignUp(requireAuth(request).user, request.body));

  app.post(API.auth.youtuberSignUp, {
    onRequest: app.authenticate,
    schema: { tags, security, body: youtuberSignUpBodySchema, response: { 200: userSchema, ...errorResponses(400, 401, 403, 409) } },
  }, async (request) => service.youtuberSignUp(requireAuth(request).user, request.body));

  // Any new account may ask, and each request lands in the admins' list: throttled per IP.
  app.post(API.auth.brandRequests, {
    onRequest: [app.authenticate, perIp(app.limits.brandRequestsPerIp)],
    schema: { tags, security, body: brandRequestBodySchema, response: { 200: z.object({ id: z.string() }), ...errorResponses(400, 401, 429) } },
  }, async (request) => service.requestBrand(requireAuth(request).user, request.body));
};

export default creatorsRoutes;
