import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, idParamSchema, punishmentCreateBodySchema, punishmentListSchema, punishmentSchema, punishmentUpdateBodySchema,
  successSchema,
} from '@plaudit/contract';
import { errorResponses } from '../../lib/route-helpers.js';
import { requireAuth } from '../../plugins/auth.js';

// HTTP only: contract schemas in, one service call, contract schemas out. Who may call is the service's check.

const punishmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.punishments;
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  const actor = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user;

  app.post(API.admin.punishments, {
    onRequest: app.authenticate,
    schema: { tags, security, body: punishmentCreateBodySchema, response: { 200: punishmentSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => service.create(actor(request), request.body));

  app.get(API.admin.punishment.pattern, {
    onRequest: app.authenticate,
    schema: { tags, security, params: idParamSchema, response: { 200: punishmentSchema, ...errorResponses(401, 403, 404) } },
  }, async (request) => service.get(actor(request), request.params.id));

  app.put(API.admin.punishment.pattern, {
    onRequest: app.authenticate,
    schema: { tags, security, params: idParamSchema, body: punishmentUpdateBodySchema, response: { 200: punishmentSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => service.update(actor(request), request.params.id, request.body));

  app.get(API.admin.userPunishments.pattern, {
    onRequest: app.authenticate,
    schema: { tags, security, params: idParamSchema, response: { 200: punishmentListSchema, ...errorResponses(401, 403, 404) } },
  }, async (request) => service.listForUser(actor(request), request.params.id));

  app.post(API.profile.acknowledgeWarning.pattern, {
    onRequest: app.authenticate,
    schema: { tags: ['profile'], security, params: idParamSchema, response: { 200: successSchema, ...errorResponses(401, 404) } },
  }, async (request) => {
    await service.acknowledge(requireAuth(request).user.id, request.params.id);
    return { success: true as const };
  });
};

export default punishmentsRoutes;
