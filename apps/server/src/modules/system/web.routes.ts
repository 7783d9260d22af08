import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import Negotiator from 'negotiator';
import {
  API_BASE,
  HEADERS,
  LANGUAGE_COOKIE,
  PAGE_CACHE_MAX_BYTES,
  PAGE_STALE_SECONDS,
  type Language,
} from '@plaudit/contract';
import { notFoundBody } from '../../plugins/errors.js';
import { injectHead } from '../catalogue/catalogue.head.js';
import { notFoundHead, plausiblePart, SEO_ROUTES } from '../catalogue/catalogue.seo.js';
import { robotsTxt, sitemapXml } from '../catalogue/catalogue.sitemap.js';
import { TROPHY_SEO_ROUTES } from '../trophies/trophies.seo.js';
import { TRUST_SEO_ROUTES } from '../decisions/decisions.seo.js';
import { injectRoot, languageOf, loadFirstRender } from './first-render.js';
import { etagOf, PageCache, type CachedPage } from './page-cache.js';
import { encodedEtag, EncodedPages, encodePage, pageEncodingFor } from './page-encodings.js';

// The built web app at /: hashed /assets/* cached for a year, index.html never cached, and an SPA fallback for
// non-API GET requests that accept HTML. Without a build, / explains how to make one. The public pages (home, brand,
// product, YouTuber, category, trophies) answer index.html with their own head filled in and their body
// drawn, in the reader's language, then the SPA takes over; /sitemap.xml and /robots.txt are answered here too.
// Anonymous readers' pages are kept for seconds (page-cache.ts) and may be kept by a CDN; a request carrying anything
// that could be a credential is drawn for itself and kept by nobody.

declare module 'fastify' {
  interface FastifyInstance {
    /** The anonymous readers' pages (only with a web build). */
    pageCache?: PageCache;
  }
}

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
    const keepSeconds = app.config.pageCacheSeconds;
    // With no seconds to keep, nothing is shared: a CDN must ask every time, as for the signed-in.
    const sharedCacheControl =
      keepSeconds > 0
        ? `public, max-age=0, s-maxage=${keepSeconds}, stale-while-revalidate=${PAGE_STALE_SECONDS}`
        : 'no-cache';
    const pages = new PageCache({
      ttlSeconds: keepSeconds,
      staleSeconds: PAGE_STALE_SECONDS,
      maxBytes: PAGE_CACHE_MAX_BYTES,
      bus: app.cacheBus,
      // A day's featuring closed by the job changes category pages without any request saying so.
      topics: ['catalogue', 'categories', 'reviews', 'pages', 'featuring'],
      redis: app.redis,
      prefix: app.config.redisPrefix,
    });
    app.decorate('pageCache', pages);
    app.addHook('onClose', async () => pages.close());
    // Compressed copies are about a tenth of their page: a quarter of the pages' bytes holds them all.
    const encodedPages = new EncodedPages(PAGE_CACHE_MAX_BYTES / 4);

    /** The page as anyone without a credential sees it; null when it must not be kept (not found, not drawn). */
    const draw = async (
      route: (typeof SEO_ROUTES)[number],
      request: FastifyRequest<{ Params: Record<string, string> }>,
      language: Language,
    ): Promise<CachedPage & { keep: boolean }> => {
      const parts = route.params.map((name) => request.params[name] ?? '');
      const search = new URLSearchParams(request.url.split('?')[1] ?? '');
      const head = parts.every(plausiblePart)
        ? await route.resolve(app.services, app.config.publicUrl, parts, search, language)
        : notFoundHead(language);
      const html = injectHead(indexHtml, head, language);
      const failuresBefore = firstRender?.failures ?? 0;
      const drawn = head.status === 200 ? await firstRender?.draw(request, head.answers, language) : null;
      const page = drawn ? injectRoot(html, drawn) : html;
      // A drawing that failed or ran out of time is sent undrawn but not kept: the next reader gets a fresh try.
      const keep = head.status === 200 && (firstRender?.failures ?? 0) === failuresBefore;
      return { status: head.status, html: page, etag: etagOf(page), keep };
    };

    for (const route of [...SEO_ROUTES, ...TROPHY_SEO_ROUTES, ...TRUST_SEO_ROUTES]) {
      app.get<{ Params: Record<string, string> }>(route.pattern, { schema: { hide: true } }, async (request, reply) => {
        // The head's texts and the drawing are in the reader's language (its cookie, else Accept-Language).
        const language = languageOf(request);
        reply.header('Vary', 'Cookie, Accept-Language, Accept-Encoding').type('text/html; charset=utf-8');
        const encoding = pageEncodingFor(request.headers['accept-encoding']);
        if (!isAnonymous(request)) {
          const page = await draw(route, request, language);
          reply.status(page.status).header('Cache-Control', 'private, no-store');
          if (!encoding) return reply.send(page.html);
          return reply.header('Content-Encoding', encoding).send(await encodePage(page.html, encoding));
        }
        const own: { page?: CachedPage } = {};
        const { page: kept } = await pages.get(`${language} ${request.url}`, async () => {
          const page = await draw(route, request, language);
          if (page.keep) return { status: page.status, html: page.html, etag: page.etag };
          own.page = page;
          return null;
        });
        // A page that is not kept (a 404, a failed drawing) is this reader's own; one who joined that render draws again.
        const page = kept ?? own.page ?? (await draw(route, request, language));
        if (page.status !== 200) return reply.status(page.status).header('Cache-Control', 'no-cache').send(page.html);
        const etag = encoding ? encodedEtag(page.etag, encoding) : page.etag;
        reply.header('Cache-Control', sharedCacheControl).header('ETag', etag);
        if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
        if (!encoding) return reply.status(200).send(page.html);
        const body = await encodedPages.get(page.etag, page.html, encoding);
        return reply.status(200).header('Content-Encoding', encoding).send(body);
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
 * Whether a request may be answered from, and kept in, the shared copies: no Authorization, no session header, and no
 * cookie but the language's. Signed-in people's pages are drawn the same today, but a credential of any kind (the
 * refresh cookie, the read-your-writes cookie, a cookie this server does not know) keeps a request out of it, so a
 * page drawn for a person can never reach another.
 */
export function isAnonymous(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined || request.headers[HEADERS.sessionId] !== undefined) return false;
  const cookie = request.headers.cookie;
  if (cookie === undefined) return true;
  return cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .every((name) => name === '' || name === LANGUAGE_COOKIE);
}

/** If-None-Match names `etag` (a list, or `*`); weak comparison, as a GET asks for. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
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
