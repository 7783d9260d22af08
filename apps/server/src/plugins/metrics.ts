import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/client.js';

// Prometheus metrics at GET /metrics, with prom-client: the process (CPU, memory, event loop lag,
// GC), requests by route pattern and status class with a latency histogram, the database pool, the job queue and
// the events buffer. Routes are labelled by their pattern (`/api/brands/:creatorProfile`), never the raw URL: one
// series per route, not per page. With METRICS_TOKEN set, a scraper must send it as a bearer token.

declare module 'fastify' {
  interface FastifyInstance {
    /** Where other modules register their own series. */
    metrics: { registry: Registry };
  }
}

export interface MetricsOptions {
  /** The PostgreSQL pool's use (Database.poolStats); null on PGlite. */
  pool?: () => PoolStats | null;
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export default fp<MetricsOptions>(
  async function metricsPlugin(app: FastifyInstance, options) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    app.decorate('metrics', { registry });

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status class.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The pattern Fastify matched; requests no route took (404s, refused URLs) share one label.
      const route = request.routeOptions?.url ?? 'unmatched';
      requests.inc({ method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });

    const pool = options.pool ?? (() => null);
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and callers waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'jobs_queue_depth',
      help: 'Background jobs by state (the shared queue with Redis, this server without).',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        const depth = await app.jobs.depth().catch(() => null);
        if (!depth) return;
        for (const [state, count] of Object.entries(depth)) this.set({ state }, count);
      },
    });
    new Gauge({
      name: 'events_buffer_size',
      help: 'Analytics events taken and not yet written to the database.',
      registers: [registry],
      collect() {
        this.set(app.services.eventIngest.buffer.size);
      },
    });
    new Gauge({
      name: 'events_dropped_total',
      help: 'Analytics events dropped because the buffer was full, since start.',
      registers: [registry],
      collect() {
        this.set(app.services.eventIngest.droppedCount);
      },
    });
    new Gauge({
      name: 'events_refused_total',
      help: 'Analytics events the database refused to store (each dropped alone, the rest of its flush written), since start.',
      registers: [registry],
      collect() {
        this.set(app.services.eventIngest.buffer.refusedCount);
      },
    });

    const token = app.config.metricsToken;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (token && !tokenMatches(request.headers.authorization, token)) {
        return reply
          .status(401)
          .header('WWW-Authenticate', 'Bearer')
          .type('text/plain; charset=utf-8')
          .send('unauthorized\n');
      }
      reply.type(registry.contentType).header('Cache-Control', 'no-store');
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['context', 'jobs'] },
);
