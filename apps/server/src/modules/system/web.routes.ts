import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import Negotiator from 'negotiator';
import { API_BASE } from '@plaudit/contract';
import { notFoundBody } from '../../plugins/errors.js';
import { injectHead } from '../catalogue/catalogue.head.js';
import { notFoundHead, plausiblePart, SEO_ROUTES } from '../catalogue/catalogue.seo.js';
import { robotsTxt, sitemapXml } from '../catalogue/catalogue.sitemap.js';
import { TROPHY_SEO_ROUTES } from '../trophies/trophies.seo.js';
import { injectRoot, languageOf, loadFirstRender } from './first-render.js';

// The built web app at /: hashed /assets/* cached for a year, index.html never cached, and an SPA fallback for
// non-API GET requests that accept HTML. Without a build, / explains how to make one. The public pages (home, brand,
// product, YouTuber, category, trophies) answer index.html with their own head filled in and their body
// drawn, in the reader's language, then the SPA takes over; /sitemap.xml and /robots.txt are answered here too.

export async function webRoutes(app: FastifyInstance) {
  const root = app.config.webDist;
  const hasBuild = existsSync(join(root, 'index.html'));

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      // `/` is one of the public pages below, with its own head.
      index: false,
      // The build writes .br and .gz copies of every text asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join(root, 'assets')}`))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
    const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
    const firstRender = await loadFirstRender(root, app.log);
    for (const route of [...SEO_ROUTES, ...TROPHY_SEO_ROUTES]) {
      app.get<{ Params: Record<string, string> }>(route.pattern, { schema: { hide: true } }, async (request, reply) => {
        const parts = route.params.map((name) => request.params[name] ?? '');
        // The head's texts and the drawing are in the reader's language (its cookie, else Accept-Language).
        const language = languageOf(request);
        const search = new URLSearchParams(request.url.split('?')[1] ?? '');
        const head = parts.every(plausiblePart)
          ? await route.resolve(app.services, app.config.publicUrl, parts, search, language)
          : notFoundHead(language);
        reply
          .status(head.status)
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Cookie, Accept-Language')
          .type('text/html; charset=utf-8');
        const html = injectHead(indexHtml, head, language);
        const drawn = head.status === 200 ? await firstRender?.draw(request, head.answers, language) : null;
        return drawn ? injectRoot(html, drawn) : html;
      });
    }
  } else {
    app.get('/', { schema: { hide: true } }, async (_request, reply) => {
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plaudit</title></head><body style="font-family:system-ui,sans-serif;max-width:640px;margin:3rem auto">
<h1>Plaudit API is running</h1><p>The web app is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing) and reload.</p>
<p>The API lives under <a href="${API_BASE}/docs">${API_BASE}/docs</a>.</p></body></html>`;
    });
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return robotsTxt(app.config.publicUrl);
  });
  const sitemap = async (part: number | null, reply: FastifyReply) => {
    const xml = await sitemapXml(app.services, app.config.publicUrl, part);
    if (xml === null) return reply.status(404).send(notFoundBody(reply.request.id));
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return xml;
  };
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => sitemap(null, reply));
  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', { schema: { hide: true } }, async (request, reply) =>
    sitemap(/^[1-9][0-9]{0,5}$/.test(request.params.part) ? Number(request.params.part) : 0, reply),
  );

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      hasBuild &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      answersTheApp(path, request.headers.accept) &&
      !path.startsWith(`${API_BASE}/`) &&
      path !== API_BASE
    ) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(notFoundBody(request.id));
  });
}

/**
 * Whether a path nothing else answered is one of the app's own pages (/search, /terms, /auth/login …) for this
 * Accept: the app for any reader but one asking for JSON first (a client of the API that mistyped a path). A missing
 * asset or file (/assets/…, a name with an extension) is a 404 unless HTML is asked for by name: a script or picture
 * must not be answered with a page.
 */
export function answersTheApp(path: string, accept: string | undefined): boolean {
  const negotiator = new Negotiator({ headers: { accept: accept || '*/*' } });
  const preferred = negotiator.mediaType(['text/html', 'application/json']);
  if (preferred === 'application/json') return false;
  const file = path.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(path);
  return file ? preferred === 'text/html' && negotiator.mediaTypes().includes('text/html') : true;
}
