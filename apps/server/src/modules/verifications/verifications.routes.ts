import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, adminVerificationSchema, brandRequestListQuerySchema, brandRequestListSchema, creatorAccessBodySchema, creatorAccessSchema,
  idParamSchema, teamIdParamSchema, verificationDecisionBodySchema, verificationListQuerySchema, verificationListSchema,
} from '@plaudit/contract';
import { errorResponses } from '../../lib/route-helpers.js';
import { requireAuth } from '../../plugins/auth.js';
import { assertAdmin } from './verifications.policy.js';

// HTTP only: the admin's verification review, creator lock and brand requests (ADMIN only, checked in the service).

const verificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.verifications;
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  // Authenticated and ADMIN before the body is read or the query validated: a stranger gets 401 and a MOD or USER
  // learns nothing but 403, whatever they sent.
  const onRequest = async (request: Parameters<typeof app.authenticate>[0]) => {
    await app.authenticate(request);
    assertAdmin(requireAuth(request).user);
  };

  app.get(API.admin.verifications, {
    onRequest,
    schema: { tags, security, querystring: verificationListQuerySchema, response: { 200: verificationListSchema, ...errorResponses(400, 401, 403) } },
  }, async (request) => service.list(requireAuth(request).user, request.query));

  app.put(API.admin.verification.pattern, {
    onRequest,
    schema: { tags, security, params: idParamSchema, body: verificationDecisionBodySchema, response: { 200: adminVerificationSchema, ...errorResponses(400, 401, 403, 404, 409) } },
  }, async (request) => service.decide(requireAuth(request).user, request.params.id, request.body));

  app.put(API.admin.creatorAccess.pattern, {
    onRequest,
    schema: { tags, security, params: teamIdParamSchema, body: creatorAccessBodySchema, response: { 200: creatorAccessSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => service.setAccess(requireAuth(request).user, request.params.teamId, request.body));

  app.get(API.admin.brandRequests, {
    onRequest,
    schema: { tags, security, querystring: brandRequestListQuerySchema, response: { 200: brandRequestListSchema, ...errorResponses(400, 401, 403) } },
  }, async (request) => service.brandRequests(requireAuth(request).user, request.query));
};

export default verificationsRoutes;
