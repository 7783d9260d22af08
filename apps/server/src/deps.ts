import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { CacheBus } from './lib/cache-bus.js';
import type { ChangeFeed } from './db/changes.js';
import type { Db } from './db/client.js';
import type { PasswordHasher } from './lib/crypto.js';
import type { MailService } from './plugins/mail.js';
import type { Limiters } from './plugins/rate-limit.js';
import type { FileStorage } from './plugins/storage.js';

/**
 * What services need from the outside world, named one by one (never the whole Fastify instance): a service's
 * constructor says exactly what it touches, and a test or a CLI can build one without an app. The composition
 * root (services.ts) fills it once.
 */
export interface ServiceDeps {
  db: Db;
  /** Reads that may come from a replica (public pages, search, dashboards): the primary unless one is configured. */
  reads: Db;
  config: Config;
  mail: MailService;
  hasher: PasswordHasher;
  /** The configured rate limiters (plugins/rate-limit.ts). */
  limits: Limiters;
  storage: FileStorage;
  /** The shared Redis, or null: then everything it would share stays in this process. */
  redis: Redis | null;
  /** Tells every server's short-lived caches what changed (lib/cache-bus.ts). */
  cacheBus: CacheBus;
  /** What the database announces about signed-in people (db/changes.ts): keeps them in memory honest. */
  changes: ChangeFeed;
  log: FastifyBaseLogger;
}
