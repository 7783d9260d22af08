import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Typing through Mantine's inputs in jsdom is CPU-bound: on two shared cores a form test can take several
    // seconds, so the limit is about a stuck test, not a slow machine (no test waits on a clock).
    testTimeout: 20_000,
    // Vitest's default on two cores is one worker (cores − 1): the suite then ran on one core, 218 s in CI; two
    // workers take 151 s. The server's suite sets the same.
    maxWorkers: 2,
    // A worker's files share their modules: importing Mantine, the router and the app per file was three quarters
    // of the suite (154 s → 38 s on two cores). What a test leaves in module state is reset in src/test/setup.ts.
    isolate: false,
  },
});
