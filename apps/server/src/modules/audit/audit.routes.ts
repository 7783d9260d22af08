import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, auditListQuerySchema, auditListSchema } from '@plaudit/contract';
import { errorResponses } from '../../lib/route-helpers.js';
import { requireAuth } from '../../plugins/auth.js';
import { listAuditEntries } from './audit.service.js';

// HTTP only: GET /api/admin/audit (admins; the service checks).

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.admin.audit, {
    onRequest: app.authenticate,
    schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: auditListQuerySchema, response: { 200: auditListSchema, ...errorResponses(400, 401, 403) } },
  }, async (request) => listAuditEntries(app.db, requireAuth(request).user, request.query));
};

export default auditRoutes;
