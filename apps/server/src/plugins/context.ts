import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createPasswordHasher, type PasswordHasher } from '../lib/crypto.js';

// What every module needs from the outside world, decorated once on the instance.

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    hasher: PasswordHasher;
  }
}

export interface ContextOptions {
  config: Config;
  db: Db;
}

export default fp<ContextOptions>(
  async function contextPlugin(app: FastifyInstance, options) {
    app.decorate('config', options.config);
    app.decorate('db', options.db);
    app.decorate('hasher', createPasswordHasher(options.config.nodeEnv === 'test'));
  },
  { name: 'context' },
);
