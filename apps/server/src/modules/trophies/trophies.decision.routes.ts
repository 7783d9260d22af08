import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES, TROPHY_BADGE_CACHE_SECONDS } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { requireAuth } from '../../plugins/auth.js';
import { perIp } from '../../plugins/rate-limit.js';
import { badgeEtag, renderBadge } from './trophies.badge.js';
import { renderProtocolPdf } from './trophies.pdf.js';

// HTTP of deciding a trophy and of what the decision publishes: the award, the signed protocol as
// JSON or PDF, and the embeddable badge. The protocol and badge are files: written as they are, with cache headers.

const decisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const decisions = app.services.trophyDecisions;
  const publicReads = perIp(app.limits.publicReadsPerIp);

  registerRoute(app, ROUTES.trophies.award, {
    handler: async (request) => {
      const { user } = requireAuth(request);
      return decisions.award({ id: user.id, role: user.role }, request.params.id, request.body);
    },
  });

  registerRoute(app, ROUTES.trophies.protocol, {
    onRequest: publicReads,
    handler: async (request, reply) => {
      const { trophy, decision, protocol } = await decisions.awarded(request.params.id, true);
      reply.header('Cache-Control', 'public, max-age=300');
      if (request.query.format === 'pdf') {
        const pdf = await renderProtocolPdf(protocol, decision.keyId);
        reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="trophy-${trophy.id}-protocol.pdf"`);
        return reply.send(pdf);
      }
      // The record comes from the JWS itself: the stored jsonb has its keys reordered, the signed bytes never do.
      const body = JSON.stringify({ protocol, jws: decision.jws, keyId: decision.keyId }, null, 2);
      reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="trophy-${trophy.id}-protocol.json"`);
      return reply.send(body);
    },
  });

  registerRoute(app, ROUTES.trophies.badge, {
    handler: async (request, reply) => {
      const { trophy, protocol } = await decisions.awarded(request.params.id, false);
      const svg = renderBadge({
        trophyName: trophy.name,
        winnerTitle: protocol.winner.title,
        url: protocol.trophy.url,
        theme: request.query.theme,
        organiser: { kind: trophy.teamId === null ? 'PLATFORM' : 'TEAM', name: protocol.trophy.organiser },
      });
      const etag = badgeEtag(svg);
      reply.header('Cache-Control', `public, max-age=${TROPHY_BADGE_CACHE_SECONDS}`).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.type('image/svg+xml; charset=utf-8');
      return reply.send(svg);
    },
  });
};

export default decisionRoutes;
