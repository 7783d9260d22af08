import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@plaudit/contract';
import { notFoundBody } from '../../plugins/errors.js';

// The built web app at /: hashed /assets/* cached for a year, index.html never cached, and an SPA fallback for
// non-API GET requests that accept HTML. Without a build, / explains how to make one.

export async function webRoutes(app: FastifyInstance) {
  const root = app.config.webDist;
  const hasBuild = existsSync(join(root, 'index.html'));

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz copies of every text asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join(root, 'assets')}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  } else {
    app.get('/', { schema: { hide: true } }, async (_request, reply) => {
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plaudit</title></head><body style="font-family:system-ui,sans-serif;max-width:640px;margin:3rem auto">
<h1>Plaudit API is running</h1><p>The web app is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing) and reload.</p>
<p>The API lives under <a href="${API_BASE}/docs">${API_BASE}/docs</a>.</p></body></html>`;
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (hasBuild && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml && !path.startsWith(`${API_BASE}/`) && path !== API_BASE) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(notFoundBody());
  });
}
