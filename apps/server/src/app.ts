import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE, PATH_PARAM_MAX_LENGTH, ROUTES } from '@plaudit/contract';
import type { Redis } from 'ioredis';
import type { Config, RateLimitConfig } from './config.js';
import type { ChangeFeed } from './db/changes.js';
import type { Db, PoolStats } from './db/client.js';
import { loggerOptions, readableLogStream, ReadableRequestLog, type LogFormat, type LogStream } from './lib/logging.js';
import { requestIdOf } from './lib/request-id.js';
import { requestLog } from './lib/request-log.js';
import type { DurabilityStats } from './db/pglite-durable.js';
import authPlugin from './plugins/auth.js';
import apiKeyAuthPlugin from './plugins/api-key-auth.js';
import changesHeardPlugin from './plugins/changes-heard.js';
import contextPlugin from './plugins/context.js';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors.js';
import mailPlugin, { type MailTransport } from './plugins/mail.js';
import multipartPlugin from './plugins/multipart.js';
import openapiPlugin from './plugins/openapi.js';
import metricsPlugin from './plugins/metrics.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import requestTextPlugin from './plugins/request-text.js';
import jobsPlugin, { type JobsPluginOptions } from './plugins/jobs.js';
import redisPlugin from './plugins/redis.js';
import readsPlugin from './plugins/reads.js';
import type { ReadReplica } from './db/replica.js';
import cacheBusPlugin from './plugins/cache-bus.js';
import { routeTableCheck } from './plugins/route-table.js';
import securityPlugin from './plugins/security.js';
import servicesPlugin from './services.js';
import storagePlugin, { type FileStorage } from './plugins/storage.js';
import { API_ROUTES } from './modules/routes.js';
import { startReviewNotifier } from './modules/reviews/reviews.notifications.service.js';
import { devMailboxPage } from './modules/system/system.routes.js';
import { webRoutes } from './modules/system/web.routes.js';
import { shortLinkPageRoutes } from './modules/short-links/short-links.pages.js';
import { trophyWellKnownRoutes } from './modules/trophies/trophies.well-known.js';
import { startEventJobs } from './modules/events/events.jobs.js';
import { startFeaturingJobs } from './modules/featuring/featuring.jobs.js';
import { startWebhookJobs } from './modules/webhooks/webhooks.delivery.service.js';
import { startApiKeyJobs } from './modules/api-keys/api-keys.jobs.js';
import { startCreditJobs } from './modules/credits/credits.expiry.service.js';

export interface AppDeps {
  config: Config;
  db: Db;
  /** The database's change feed (Database.changes): keeps signed-in people in memory honest. */
  changes: ChangeFeed;
  /** The PostgreSQL pool's use, for /metrics (Database.poolStats). */
  pool?: () => PoolStats | null;
  /** The embedded database's fsyncs so far, for /api/health (Database.durability). */
  durability?: () => DurabilityStats | null;
  /** Overrides of the configured limits (tests use small ones). */
  rateLimits?: Partial<RateLimitConfig>;
  mailTransport?: MailTransport;
  /** Where uploads go (default: local disk under DATA_DIR/uploads). */
  storage?: FileStorage;
  /** A read replica; undefined: from DATABASE_REPLICA_URL (config). */
  replica?: ReadReplica;
  /** The shared Redis; undefined: from REDIS_URL (config), null: none. */
  redis?: Redis | null;
  /** Retries of the background jobs (tests use few and short ones). */
  jobs?: JobsPluginOptions;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: LogStream;
  /** JSON lines unless said otherwise (server.ts makes it readable in local mode). */
  logFormat?: LogFormat;
}

/** Builds the whole app: plugins, then every module's routes (modules/routes.ts). Never listens (server.ts and tests do). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const readable = deps.logFormat === 'readable';
  const app = Fastify({
    logger:
      deps.logger === false || config.logLevel === 'silent'
        ? false
        : loggerOptions(config.logLevel, readable ? readableLogStream(deps.logStream) : deps.logStream),
    // The readable log has one line per request instead of Fastify's "incoming" and "completed" pair.
    ...(readable ? { logController: new ReadableRequestLog() } : {}),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: PATH_PARAM_MAX_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    // One id per request, in every log line of it (pino's reqId), its answer's x-request-id header and
    // any error body. A balancer's or a caller's own id is kept when it is a plain token, so one id follows a
    // request across machines; anything else is replaced, never echoed.
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Callback style: the rest of the request (hooks, handler) runs inside this store (lib/request-log.ts).
  app.addHook('onRequest', (request, _reply, done) => requestLog.run(request.log, done));
  app.decorate('routeTable', routeTableCheck());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // A client that sends `Content-Type: application/json` with no body (a bare POST such as signOut) means "no
  // body", not malformed JSON. Anything else goes through Fastify's own safe JSON parser.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJson(request, text, done);
  });

  await app.register(contextPlugin, { config, db: deps.db, changes: deps.changes, durability: deps.durability });
  await app.register(changesHeardPlugin);
  await app.register(errorsPlugin);
  await app.register(requestTextPlugin);
  await app.register(securityPlugin);
  await app.register(readsPlugin, { replica: deps.replica });
  await app.register(redisPlugin, { redis: deps.redis });
  await app.register(cacheBusPlugin);
  // Before anything that schedules work (mail delivery, then the modules).
  await app.register(jobsPlugin, deps.jobs ?? {});
  await app.register(rateLimitPlugin, {
    rateLimits: { ...config.rateLimits, ...deps.rateLimits },
  });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, transport: deps.mailTransport });
  await app.register(storagePlugin, { storage: deps.storage });
  // The composition root (services.ts): every service once, from the plugins above; the auth check uses them.
  await app.register(servicesPlugin);
  await app.register(authPlugin);
  // The public API's credential: a team's API key, on /api/v1 only.
  await app.register(apiKeyAuthPlugin);
  await app.register(multipartPlugin);

  await app.register(openapiPlugin);
  await app.register(metricsPlugin, { pool: deps.pool });

  await app.register(
    async (api) => {
      // Before any route: each one's OpenAPI entry and error answers come from the contract's route table.
      api.addHook('onRoute', app.routeTable.onRoute);
      api.get(ROUTES.system.openapi.path, async () => app.swagger());
      for (const routes of API_ROUTES) await api.register(routes);
    },
    { prefix: API_BASE },
  );
  // The team's new-review mails, batched; off in tests, which run it with their own clock.
  startReviewNotifier(app, app.services.reviewNotifier);
  // What this server buffered is written before it stops (app.close() on SIGTERM); the rollup job runs on
  // every server, and one of them at a time does the work.
  app.addHook('onClose', async () => app.services.eventIngest.buffer.close());
  startEventJobs(app, app.services.eventRollup);
  // The daily featuring auction: every server looks every few minutes; the coming day closes once.
  startFeaturingJobs(app, app.services.featuringClose);
  // Webhook delivery from the outbox, on the job queue; never in the request that wrote the event.
  startWebhookJobs(app, app.services.webhookDelivery);
  // The public API's kept Idempotency-Key answers past their 24 hours go every hour.
  startApiKeyJobs(app, app.services.apiKeys);
  // Unpaid top-ups and promotional grants expire, low balances are mailed; delayed sandbox payments stop on close.
  startCreditJobs(app, app.services.creditExpiry, () => app.services.creditPayments.close());
  await app.register(devMailboxPage);
  // The protocol key at the site's root, where a protocol's issuer points.
  await trophyWellKnownRoutes(app);
  // /s/{slug}: a short link's redirect, or the app's page for it, before the web app's catch-all.
  await shortLinkPageRoutes(app);
  await webRoutes(app);
  return app;
}
