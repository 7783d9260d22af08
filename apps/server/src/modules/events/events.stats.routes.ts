import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';

// HTTP only for the figures: the creator dashboard's, its CSV export, a YouTuber's dashboard, and the
// admin overview's.

const eventStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const stats = app.services.eventStats;

  registerRoute(app, ROUTES.events.creatorStats, {
    handler: async (request) => stats.creatorStats(request.params.teamId, requireAuth(request).user.id, request.query),
  });

  registerRoute(app, ROUTES.events.creatorStatsCsv, {
    handler: async (request, reply) => {
      const { fileName, csv } = await stats.creatorCsv(
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

  registerRoute(app, ROUTES.events.youtuberOverview, {
    handler: async (request) => app.services.youtuberOverview.overview(requireAuth(request).user.id),
  });

  registerRoute(app, ROUTES.events.adminStats, {
    handler: async (request) => app.services.adminStats.get(requireAuth(request).user),
  });
};

export default eventStatsRoutes;
