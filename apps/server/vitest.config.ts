import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Integration tests over HTTP (app.inject) on a real database: PGlite by default, PostgreSQL when
// TEST_DATABASE_URL is set. The database is migrated once per run (test/global-setup.ts); each file gets a copy.
export default defineConfig({
  resolve: {
    alias: { '@plaudit/contract': fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
