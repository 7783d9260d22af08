import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import cookie from '@fastify/cookie';
import { COLOR_SCHEME_SCRIPT } from '@plaudit/contract';

// Security headers on every answer, and cookie parsing. There is deliberately no CORS plugin: the API answers
// only its own origin (closed by default).

export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    // The one inline script: the first HTML's color scheme (contract COLOR_SCHEME_SCRIPT), by its hash.
    scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`],
    // Mantine writes inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // A video review's facade shows YouTube's thumbnail; the player itself loads only after a click and consent, from
    // the privacy-enhanced domain. Exactly these two hosts, nothing else of YouTube's.
    imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
    frameSrc: ['https://www.youtube-nocookie.com'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

export default fp(
  async function securityPlugin(app: FastifyInstance) {
    // Helmet's middleware, built once: @fastify/helmet builds it again for every request, which cost sign-in and
    // every other route a measurable share of their budget.
    const applyHeaders = helmet({
      contentSecurityPolicy,
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      hsts: app.config.publicUrl.startsWith('https://') ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', (request, reply, done) =>
      applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
    await app.register(cookie);
  },
  { name: 'security', dependencies: ['context'] },
);
