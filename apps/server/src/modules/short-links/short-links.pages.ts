import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { M, type Language } from '@plaudit/contract';
import { injectHead } from '../catalogue/catalogue.head.js';
import { languageOf } from '../system/first-render.js';
import type { Visitor } from './short-links.redirect.service.js';
import { messageText } from '../../lib/message-text.js';

// GET /s/{slug}, outside the API: a 302 to the link's destination, or one of the app's pages (404 unknown, 410
// disabled or expired, 200 the password form), which the web app draws at the same address. Never cached, never
// indexed; a destination sees the referrer unless the visit would leave https for http.

const SLUG_PART = /^[A-Za-z0-9_-]{1,200}$/;
/** A visit without a query string: one empty set for all of them (the redirect only reads it). */
const NO_QUERY: URLSearchParams = new URLSearchParams();

export async function shortLinkPageRoutes(app: FastifyInstance): Promise<void> {
  const redirect = app.services.shortLinkRedirect;
  const indexFile = join(app.config.webDist, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  const page = (reply: FastifyReply, status: 404 | 410 | 200, language: Language) => {
    const title = messageText(
      language,
      status === 404
        ? M.head.not_found_title
        : status === 410
          ? M.shortLinks.page.gone_title
          : M.shortLinks.page.password_title,
    );
    reply.status(status).type('text/html; charset=utf-8');
    if (!indexHtml)
      return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
    return injectHead(
      indexHtml,
      {
        status: 404,
        title,
        description: messageText(language, M.head.site_description),
        canonical: null,
        image: null,
        ogType: 'website',
        jsonLd: [],
        noindex: true,
      },
      language,
    );
  };

  const handler = async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer-when-downgrade');
    const { slug } = request.params;
    if (!SLUG_PART.test(slug)) return page(reply, 404, languageOf(request));
    const mark = request.url.indexOf('?');
    const visitor: Visitor = {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      referrer: request.headers.referer,
      query: mark === -1 ? NO_QUERY : new URLSearchParams(request.url.slice(mark + 1)),
      head: request.method === 'HEAD',
    };
    const visit = await redirect.visit(slug, visitor);
    if (visit.kind === 'redirect') return reply.redirect(visit.location, 302);
    // The language is read only for a page: a redirect (nearly every visit) never needs it.
    return page(reply, visit.status, languageOf(request));
  };

  // Passive (plugins/passive-routes.ts): a visit changes no person and no public page, and of its own text only the
  // slug is read (refused above unless it is a slug's characters) and the query forwarded, never stored.
  const options = { schema: { hide: true }, config: { passive: true } };
  app.get<{ Params: { slug: string } }>('/s/:slug', { ...options, exposeHeadRoute: false }, handler);
  app.head<{ Params: { slug: string } }>('/s/:slug', options, handler);
}
