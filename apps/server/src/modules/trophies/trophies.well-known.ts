import type { FastifyInstance } from 'fastify';
import { PROTOCOL_KEY_PATH } from './trophies.signing.js';

// The platform's public protocol key (issue 18 §4) at the site's root, where the protocol's `issuer` points; not
// part of the /api table, so hidden from the OpenAPI document like /robots.txt.

export async function trophyWellKnownRoutes(app: FastifyInstance) {
  app.get(PROTOCOL_KEY_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return app.services.trophyDecisions.keySet();
  });
}
