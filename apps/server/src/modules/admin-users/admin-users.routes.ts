import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, adminUserDetailSchema, adminUserListQuerySchema, adminUserListSchema, adminUserUpdateBodySchema, idParamSchema,
  successSchema, userTeamParamsSchema,
} from '@plaudit/contract';
import { errorResponses } from '../../lib/route-helpers.js';
import { requireAuth } from '../../plugins/auth.js';

// HTTP only: contract schemas in, one service call, contract schemas out. Who may call is the service's check.

const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminUsers;
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  const actor = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user;

  app.get(API.admin.users, {
    onRequest: app.authenticate,
    schema: { tags, security, querystring: adminUserListQuerySchema, response: { 200: adminUserListSchema, ...errorResponses(400, 401, 403) } },
  }, async (request) => service.list(actor(request), request.query));

  app.get(API.admin.user.pattern, {
    onRequest: app.authenticate,
    schema: { tags, security, params: idParamSchema, response: { 200: adminUserDetailSchema, ...errorResponses(401, 403, 404) } },
  }, async (request) => service.get(actor(request), request.params.id));

  app.put(API.admin.user.pattern, {
    onRequest: app.authenticate,
    schema: { tags, security, params: idParamSchema, body: adminUserUpdateBodySchema, response: { 200: adminUserDetailSchema, ...errorResponses(400, 401, 403, 404, 409) } },
  }, async (request) => service.update(actor(request), request.params.id, request.body));

  app.post(API.admin.userPasswordReset.pattern, {
    onRequest: app.authenticate,
    schema: { tags, security, params: idParamSchema, response: { 200: successSchema, ...errorResponses(401, 403, 404, 409) } },
  }, async (request) => {
    await service.sendPasswordReset(actor(request), request.params.id);
    return { success: true as const };
  });

  app.delete(API.admin.userCreatorTeam.pattern, {
    onRequest: app.authenticate,
    schema: { tags, security, params: userTeamParamsSchema, response: { 200: adminUserDetailSchema, ...errorResponses(401, 403, 404) } },
  }, async (request) => service.removeFromTeam(actor(request), request.params.id, request.params.teamId));
};

export default adminUsersRoutes;
