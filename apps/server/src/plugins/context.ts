import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { ChangeFeed } from '../db/changes.js';
import type { Db } from '../db/client.js';
import type { DurabilityStats } from '../db/pglite-durable.js';
import { createPasswordHasher, type PasswordHasher } from '../lib/crypto.js';

// What every module needs from the outside world, decorated once on the instance.

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** What the database announces about signed-in people (db/changes.ts). */
    changes: ChangeFeed;
    hasher: PasswordHasher;
    /** The embedded database's fsyncs so far (Database.durability), or null. */
    durability: () => DurabilityStats | null;
  }
}

export interface ContextOptions {
  config: Config;
  db: Db;
  changes: ChangeFeed;
  durability?: () => DurabilityStats | null;
}

export default fp<ContextOptions>(
  async function contextPlugin(app: FastifyInstance, options) {
    app.decorate('config', options.config);
    app.decorate('db', options.db);
    app.decorate('changes', options.changes);
    app.decorate('durability', options.durability ?? (() => null));
    app.decorate('hasher', createPasswordHasher(options.config.nodeEnv === 'test'));
  },
  { name: 'context' },
);
