import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { API_BASE } from '@plaudit/contract';
import { CACHE_CHANNEL } from '../db/changes.js';
import { databaseCacheBus, localCacheBus, redisCacheBus, type CacheBus } from '../lib/cache-bus.js';
import { isPassive } from './passive-routes.js';

// Which short-lived caches must forget what (lib/cache-bus.ts): across servers through Redis when it is set, else
// through the PostgreSQL the servers share.
// The public pages kept for anonymous readers (modules/system/page-cache.ts) show something of nearly every area, so
// rather than each area naming what its writes change, every write through the API that succeeds tells them, before
// it answers; only the calls that never change a public page (signing in and out, the visit counter) are left out.
// Writes are few against the reads of a review site, so that costs a few renders.

const WRITES_NO_PAGE_SHOWS = [`${API_BASE}/auth/`, `${API_BASE}/events`];

/** Whether a request that answered `status` may have changed what a public page shows. */
export function changesPages(method: string, url: string, status: number): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || status >= 400) return false;
  if (!url.startsWith(`${API_BASE}/`)) return false;
  return !WRITES_NO_PAGE_SHOWS.some((prefix) => url.startsWith(prefix));
}

declare module 'fastify' {
  interface FastifyInstance {
    cacheBus: CacheBus;
  }
}

export default fp(
  async function cacheBusPlugin(app: FastifyInstance) {
    // Only a database other servers may share (PostgreSQL) takes announcements.
    const shared = app.changes.subscribeAnnouncements !== undefined;
    const bus = app.redis
      ? redisCacheBus(app.redis, app.config.redisPrefix)
      : shared
        ? databaseCacheBus(app.changes, (payload) =>
            app.db.execute(sql`SELECT pg_notify(${CACHE_CHANNEL}, ${payload})`),
          )
        : localCacheBus();
    if ('ready' in bus) await bus.ready;
    app.decorate('cacheBus', bus);
    app.addHook('onClose', async () => bus.close());
    // Callback style: most answers change no page and cost no promise; a passive route never does.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isPassive(request) || !changesPages(request.method, request.url, reply.statusCode))
        return done(null, payload);
      bus.publish('pages').then(
        () => done(null, payload),
        (error: unknown) => done(error as Error),
      );
    });
  },
  { name: 'cache-bus', dependencies: ['context', 'redis'] },
);
