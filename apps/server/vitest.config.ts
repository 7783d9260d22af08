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
    // Files share a worker's modules: importing the app (the contract's source, the AWS SDK, BullMQ) took 6 s of
    // CPU per file, half the suite's time on two cores. Each file still builds its own app on its own database;
    // module-level state is only what every app shares anyway (the prepared /me columns, token signers per key).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
