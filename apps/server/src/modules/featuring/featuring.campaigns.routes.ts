import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requireAuth } from '../../plugins/auth.js';

// HTTP only for a brand's campaigns and bids. The team, the caller's role and the campaign are the service's check.
const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { campaigns, campaignResults } = app.services;
  const userId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  registerRoute(app, ROUTES.featuring.campaignOptions, {
    handler: async (request) => campaigns.options(request.params.teamId, userId(request), requestLanguage(request)),
  });
  registerRoute(app, ROUTES.featuring.campaignList, {
    handler: async (request) => campaigns.list(request.params.teamId, userId(request), request.query),
  });
  registerRoute(app, ROUTES.featuring.campaignCreate, {
    handler: async (request) =>
      campaigns.create(request.params.teamId, userId(request), request.body, requestLanguage(request)),
  });
  registerRoute(app, ROUTES.featuring.campaignGet, {
    handler: async (request) =>
      campaigns.get(request.params.teamId, userId(request), request.params.campaignId, requestLanguage(request)),
  });
  registerRoute(app, ROUTES.featuring.campaignUpdate, {
    handler: async (request) =>
      campaigns.update(
        request.params.teamId,
        userId(request),
        request.params.campaignId,
        request.body,
        requestLanguage(request),
      ),
  });
  for (const [route, step] of [
    [ROUTES.featuring.campaignPause, 'pause'],
    [ROUTES.featuring.campaignResume, 'resume'],
    [ROUTES.featuring.campaignEnd, 'end'],
  ] as const) {
    registerRoute(app, route, {
      handler: async (request) =>
        campaigns.step(
          request.params.teamId,
          userId(request),
          request.params.campaignId,
          step,
          requestLanguage(request),
        ),
    });
  }
  registerRoute(app, ROUTES.featuring.bidPut, {
    handler: async (request) =>
      campaigns.putBid(
        request.params.teamId,
        userId(request),
        request.params.campaignId,
        request.params.featuringId,
        request.body,
        requestLanguage(request),
      ),
  });
  registerRoute(app, ROUTES.featuring.bidDelete, {
    handler: async (request) =>
      campaigns.deleteBid(
        request.params.teamId,
        userId(request),
        request.params.campaignId,
        request.params.featuringId,
        requestLanguage(request),
      ),
  });
  registerRoute(app, ROUTES.featuring.campaignResults, {
    handler: async (request) =>
      campaignResults.results(
        request.params.teamId,
        userId(request),
        request.params.campaignId,
        request.query,
        requestLanguage(request),
      ),
  });
  registerRoute(app, ROUTES.featuring.campaignResultsCsv, {
    handler: async (request, reply) => {
      const { fileName, csv } = await campaignResults.csv(
        request.params.teamId,
        userId(request),
        request.params.campaignId,
        request.query,
        requestLanguage(request),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });
};

export default campaignRoutes;
