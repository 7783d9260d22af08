import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { localCacheBus, redisCacheBus, type CacheBus } from '../lib/cache-bus.js';

// Which short-lived caches must forget what (lib/cache-bus.ts): across servers through Redis when it is set.

declare module 'fastify' {
  interface FastifyInstance {
    cacheBus: CacheBus;
  }
}

export default fp(
  async function cacheBusPlugin(app: FastifyInstance) {
    const bus = app.redis ? redisCacheBus(app.redis, app.config.redisPrefix) : localCacheBus();
    if ('ready' in bus) await bus.ready;
    app.decorate('cacheBus', bus);
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'cache-bus', dependencies: ['redis'] },
);
