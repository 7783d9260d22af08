import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { headerValue, requireAuth } from '../../plugins/auth.js';
import { sessionActor } from './short-links.policy.js';
import type { Visitor } from './short-links.redirect.service.js';

// HTTP only for short links: contract schemas in, one service call, out. The team routes answer 404 to someone
// outside the team; the admin routes 403 to a role that may not; unlock and landing are public (the redirect's page).

const shortLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shortLinks: links, shortLinkStats: stats, shortLinkRedirect: redirect } = app.services;
  const actor = (request: FastifyRequest) => sessionActor(requireAuth(request).user.id);
  const staff = (request: FastifyRequest) => {
    const { user } = requireAuth(request);
    return { id: user.id, role: user.role };
  };
  const sendFile = (reply: FastifyReply, file: { body: Buffer | string; type: string; fileName: string }) =>
    reply
      .header('content-type', file.type)
      .header('content-disposition', `inline; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);

  registerRoute(app, ROUTES.shortLinks.list, {
    handler: async (request) => links.list(actor(request), request.params.teamId, request.query),
  });
  registerRoute(app, ROUTES.shortLinks.create, {
    handler: async (request) => links.create(actor(request), request.params.teamId, request.body),
  });
  registerRoute(app, ROUTES.shortLinks.top, {
    handler: async (request) => stats.top(actor(request), request.params.teamId),
  });
  registerRoute(app, ROUTES.shortLinks.get, {
    handler: async (request) => links.get(actor(request), request.params.teamId, request.params.linkId),
  });
  registerRoute(app, ROUTES.shortLinks.update, {
    handler: async (request) =>
      links.update(actor(request), request.params.teamId, request.params.linkId, request.body),
  });
  registerRoute(app, ROUTES.shortLinks.delete, {
    handler: async (request) => {
      await links.delete(actor(request), request.params.teamId, request.params.linkId);
      return { success: true as const };
    },
  });
  registerRoute(app, ROUTES.shortLinks.qr, {
    handler: async (request, reply) =>
      sendFile(reply, await stats.qr(actor(request), request.params.teamId, request.params.linkId, request.query)),
  });
  registerRoute(app, ROUTES.shortLinks.got, {
    handler: async (request) => {
      await stats.recordGot(actor(request), request.params.teamId, request.params.linkId, request.body.via);
      return { success: true as const };
    },
  });
  registerRoute(app, ROUTES.shortLinks.stats, {
    handler: async (request) =>
      stats.stats(actor(request), request.params.teamId, request.params.linkId, request.query),
  });
  registerRoute(app, ROUTES.shortLinks.statsCsv, {
    handler: async (request, reply) => {
      const { fileName, csv } = await stats.csv(
        actor(request),
        request.params.teamId,
        request.params.linkId,
        request.query,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });
  registerRoute(app, ROUTES.shortLinks.slugAvailable, {
    handler: async (request) => {
      requireAuth(request);
      return links.slugAvailable(request.query.slug);
    },
  });
  registerRoute(app, ROUTES.shortLinks.unlock, {
    handler: async (request) => {
      const visitor: Visitor = {
        ip: request.ip,
        userAgent: headerValue(request, 'user-agent') ?? '',
        referrer: headerValue(request, 'referer'),
        query: new URLSearchParams(),
        head: false,
      };
      return { destination: await redirect.unlock(request.params.slug, request.body.password, visitor) };
    },
  });
  registerRoute(app, ROUTES.shortLinks.landing, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return { state: await redirect.landing(request.params.slug) };
    },
  });

  registerRoute(app, ROUTES.shortLinks.adminList, {
    handler: async (request) => links.adminList(staff(request), request.query),
  });
  registerRoute(app, ROUTES.shortLinks.adminCreate, {
    handler: async (request) => links.adminCreate(staff(request), request.body),
  });
  registerRoute(app, ROUTES.shortLinks.adminGet, {
    handler: async (request) => links.adminGet(staff(request), request.params.linkId),
  });
  registerRoute(app, ROUTES.shortLinks.adminUpdate, {
    handler: async (request) => links.adminUpdate(staff(request), request.params.linkId, request.body),
  });
  registerRoute(app, ROUTES.shortLinks.adminDelete, {
    handler: async (request) => {
      await links.adminDelete(staff(request), request.params.linkId);
      return { success: true as const };
    },
  });
  registerRoute(app, ROUTES.shortLinks.adminDisable, {
    handler: async (request) => links.disableByStaff(staff(request), request.params.linkId, request.body),
  });
  registerRoute(app, ROUTES.shortLinks.adminEnable, {
    handler: async (request) => links.enableByStaff(staff(request), request.params.linkId),
  });
  registerRoute(app, ROUTES.shortLinks.adminQr, {
    handler: async (request, reply) =>
      sendFile(reply, await stats.adminQr(staff(request), request.params.linkId, request.query)),
  });
  registerRoute(app, ROUTES.shortLinks.adminStats, {
    handler: async (request) => stats.adminStats(staff(request), request.params.linkId, request.query),
  });
};

export default shortLinksRoutes;
