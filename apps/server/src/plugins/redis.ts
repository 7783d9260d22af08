import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

// The shared Redis, when REDIS_URL is set: one connection for commands (rate limits, cache
// invalidation, job queues), closed with the app. Without it every port falls back to this process (memory,
// PostgreSQL, in-process timers), so `npm start` needs nothing but Node.

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis, or null when REDIS_URL is unset. */
    redis: Redis | null;
  }
}

/**
 * A connection to `url`. `maxRetriesPerRequest: null` is what BullMQ requires of its connections, and suits the
 * limiters too: a command waits through a short reconnect instead of failing at once; `enableOfflineQueue` keeps
 * the commands issued while it connects.
 */
export function createRedis(url: string, name = 'plaudit'): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, connectionName: name, lazyConnect: false });
  // A dropped connection reconnects by itself; the error event must have a listener or it would crash the process.
  redis.on('error', () => undefined);
  return redis;
}

export default fp<{ redis?: Redis | null }>(
  async function redisPlugin(app: FastifyInstance, options) {
    const redis =
      options.redis !== undefined ? options.redis : app.config.redisUrl ? createRedis(app.config.redisUrl) : null;
    app.decorate('redis', redis);
    // A connection handed in (tests) belongs to whoever made it.
    if (redis && options.redis === undefined)
      app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  },
  { name: 'redis', dependencies: ['context'] },
);
