import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, idParamSchema, revokeAllResponseSchema, sessionInitSchema, sessionListSchema, sessionValidateSchema, successSchema,
} from '@plaudit/contract';
import { errorResponses } from '../../lib/route-helpers.js';
import { requireAuth } from '../../plugins/auth.js';
import { perIp } from '../../plugins/rate-limit.js';
import { clearRefreshCookie } from './sessions.cookie.js';

const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.sessions;
  const security = [{ bearer: [] }];
  const tags = ['sessions'];

  app.get(API.auth.sessions, {
    onRequest: app.authenticate,
    schema: { tags, security, response: { 200: sessionListSchema, ...errorResponses(401) } },
  }, async (request) => {
    const { user, session } = requireAuth(request);
    return service.list(user.id, session.id);
  });

  app.post(API.auth.revokeSession.pattern, {
    onRequest: app.authenticate,
    schema: { tags, security, params: idParamSchema, response: { 200: successSchema, ...errorResponses(401, 404) } },
  }, async (request, reply) => {
    const { user, session } = requireAuth(request);
    await service.revoke(user.id, request.params.id);
    if (request.params.id === session.id) clearRefreshCookie(reply, app.config);
    return { success: true as const };
  });

  app.post(API.auth.revokeAllExceptCurrent, {
    onRequest: app.authenticate,
    schema: { tags, security, response: { 200: revokeAllResponseSchema, ...errorResponses(401) } },
  }, async (request) => {
    const { user, session } = requireAuth(request);
    return { success: true as const, revoked: await service.revokeAllExcept(user.id, session.id) };
  });

  app.get(API.auth.sessionValidate, {
    schema: { tags, response: { 200: sessionValidateSchema } },
  }, async (request) => ({ valid: (await app.tryAuthenticate(request)) !== null }));

  // Anyone may ask, and each answer is a row: throttled per IP.
  app.post(API.auth.sessionInit, {
    onRequest: perIp(app.limits.sessionInitPerIp),
    schema: { tags, response: { 200: sessionInitSchema, ...errorResponses(429) } },
  }, async (request) => service.initVisitor(request.ip, request.headers['user-agent']));
};

export default sessionsRoutes;
