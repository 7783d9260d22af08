import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions.js';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.js';
import { parseConfig, type Config } from '../src/config.js';
import { fromPglite, fromPostgres, type Database } from '../src/db/client.js';
import { adminUrl } from './global-setup.js';

// A fresh, migrated database per test file, and apps built on it.

export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: where another process would connect. */
  url?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `plaudit_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    const database = fromPostgres(adminUrl(url, name), 4);
    return {
      database,
      url: adminUrl(url, name),
      async drop() {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  const database = fromPglite(client);
  return { database, drop: () => database.close() };
}

/** One protocol signing key per test process (a test that checks signatures reads the published key from the app). */
const testProtocolKey = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

export function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PROTOCOL_SIGNING_KEY: testProtocolKey,
    DATA_DIR: join(tmpdir(), 'plaudit-test-data'),
    WEB_DIST: join(tmpdir(), 'plaudit-no-web-build'),
    PUBLIC_URL: 'http://localhost:3000',
    // Tests write straight to the tables, which tells no page or search cache: a test of a cache turns it on.
    PAGE_CACHE_SECONDS: '0',
    SEARCH_CACHE_SECONDS: '0',
    ...env,
  });
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL only: where another process would connect. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** A fresh database and an app on it; `deps` overrides config, limits and mail transport. */
export async function buildTestApp(
  deps: Partial<AppDeps> & { env?: Record<string, string> } = {},
): Promise<TestContext> {
  const db = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(deps.env),
    ...deps,
    db: db.database.db,
    changes: db.database.changes,
    logger: false,
  });
  await app.ready();
  return {
    app,
    database: db.database,
    ...(db.url ? { databaseUrl: db.url } : {}),
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

/** Another app on an existing database (other config or limits). */
export async function buildAppOn(database: Database, deps: Partial<AppDeps> & { env?: Record<string, string> } = {}) {
  const app = await buildApp({
    config: testConfig(deps.env),
    ...deps,
    db: database.db,
    changes: database.changes,
    logger: false,
  });
  await app.ready();
  return app;
}
