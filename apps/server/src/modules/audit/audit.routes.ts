import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';
import { listAuditEntries } from './audit.service.js';

// HTTP only: GET /api/admin/audit (admins; the service checks).

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, ROUTES.audit.list, {
    handler: async (request) => listAuditEntries(app.db, requireAuth(request).user, request.query),
  });
};

export default auditRoutes;
