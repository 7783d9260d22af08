import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEADERS, ROUTES } from '@plaudit/contract';
import { registerRoute } from '../../lib/register-route.js';
import { headerValue } from '../../plugins/auth.js';
import type { EventSender } from './events.ingest.service.js';

// HTTP only for taking events: throttled per address and per visitor before the body is read, answered 202 at once
// (the buffer writes later). A beacon posts its JSON as text/plain, so this scope reads text/plain as JSON too.

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const ingest = app.services.eventIngest;
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJson(request, text, done);
  });

  // Per address as well as per session: the session id is the client's to choose, so alone it limits nobody.
  const throttle = async (request: FastifyRequest) => {
    await app.limits.eventsPerIp.consume(`ip:${request.ip}`);
    const session = headerValue(request, HEADERS.sessionId);
    await app.limits.eventsPerVisitor.consume(session ? `visitor:${session}` : `ip:${request.ip}`);
  };
  const senderOf = async (request: FastifyRequest): Promise<EventSender> => ({
    ip: request.ip,
    userAgent: headerValue(request, 'user-agent') ?? '',
    userId: (await app.tryAuthenticate(request))?.user.id ?? null,
    sessionId: headerValue(request, HEADERS.sessionId),
    automated: false,
  });

  registerRoute(app, ROUTES.events.create, {
    onRequest: throttle,
    handler: async (request) => ({
      accepted: await ingest.take([request.body], await senderOf(request), () => 'profileId'),
    }),
  });

  registerRoute(app, ROUTES.events.batch, {
    onRequest: throttle,
    handler: async (request) => {
      const sender = ingest.senderOfBatch(await senderOf(request), request.body);
      return { accepted: await ingest.take(request.body.events, sender, (index) => `events.${index}.profileId`) };
    },
  });
};

export default eventRoutes;
