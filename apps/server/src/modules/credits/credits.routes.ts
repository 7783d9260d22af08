import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';
import { toTopUp } from './credits.mapper.js';

// HTTP only: a team's credits, ledger, top-ups and receipts, and the sandbox checkout's calls (the services check
// the team role, the payer, and whether the sandbox is the active provider).

const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { creditAccount, creditTopUps, creditPayments } = app.services;

  registerRoute(app, ROUTES.credits.get, {
    handler: async (request) => creditAccount.get(request.params.teamId, requireAuth(request).user.id),
  });
  registerRoute(app, ROUTES.credits.entries, {
    handler: async (request) =>
      creditAccount.entries(request.params.teamId, requireAuth(request).user.id, request.query),
  });
  registerRoute(app, ROUTES.credits.entriesCsv, {
    handler: async (request, reply) => {
      const { fileName, csv } = await creditAccount.entriesCsv(
        request.params.teamId,
        requireAuth(request).user.id,
        request.query,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });
  registerRoute(app, ROUTES.credits.updateSettings, {
    handler: async (request) =>
      creditAccount.updateSettings(request.params.teamId, requireAuth(request).user.id, request.body),
  });
  registerRoute(app, ROUTES.credits.createTopUp, {
    handler: async (request) => creditTopUps.create(request.params.teamId, requireAuth(request).user.id, request.body),
  });
  registerRoute(app, ROUTES.credits.topUps, {
    handler: async (request) =>
      creditTopUps.list(request.params.teamId, requireAuth(request).user.id, request.query.page, request.query.take),
  });
  registerRoute(app, ROUTES.credits.getTopUp, {
    handler: async (request) =>
      creditTopUps.get(request.params.teamId, request.params.topUpId, requireAuth(request).user.id),
  });
  registerRoute(app, ROUTES.credits.receipt, {
    handler: async (request, reply) => {
      const { fileName, pdf } = await creditTopUps.receipt(
        request.params.teamId,
        request.params.topUpId,
        requireAuth(request).user.id,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
  registerRoute(app, ROUTES.credits.sandboxTopUp, {
    handler: async (request) =>
      toTopUp(await creditPayments.sandboxTopUp(request.params.topUpId, requireAuth(request).user.id)),
  });
  registerRoute(app, ROUTES.credits.sandboxPay, {
    handler: async (request) =>
      creditPayments.sandboxPay(request.params.topUpId, requireAuth(request).user.id, request.body.outcome),
  });
};

export default creditsRoutes;
