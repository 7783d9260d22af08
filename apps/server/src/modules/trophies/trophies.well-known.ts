import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { TROPHY_VERIFIER_PATH } from '@plaudit/contract';
import { PROTOCOL_KEY_PATH } from './trophies.signing.js';

// The platform's public protocol key at the site's root, where the protocol's `issuer` points, and the
// standalone verifier anyone can download to check a protocol without this code base; not part of the /api table,
// so hidden from the OpenAPI document like /robots.txt.

/** The verifier's bytes, as shipped next to this module (the build emits it unchanged). */
export const trophyVerifierSource = (): string =>
  readFileSync(new URL('./trophy-verifier.mjs', import.meta.url), 'utf8');

export async function trophyWellKnownRoutes(app: FastifyInstance) {
  app.get(PROTOCOL_KEY_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return app.services.trophyDecisions.keySet();
  });

  const verifier = trophyVerifierSource();
  app.get(TROPHY_VERIFIER_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .header('Content-Disposition', 'attachment; filename="trophy-verifier.mjs"');
    return verifier;
  });
}
