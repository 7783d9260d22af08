import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases, signedInNamespaces } from './vite.config.ts';

const SERVER_RENDER_TESTS = 'src/entry-server.test.tsx';

const shared = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  css: false,
  // Typing through Mantine's inputs in jsdom is CPU-bound: on two shared cores a form test can take several
  // seconds, so the limit is about a stuck test, not a slow machine (no test waits on a clock).
  testTimeout: 20_000,
};

export default defineConfig({
  plugins: [react(), signedInNamespaces()],
  resolve: { alias: aliases },
  test: {
    // Vitest's default on two cores is one worker (cores − 1): the suite then ran on one core, 218 s in CI; two
    // workers take 151 s. The server's suite sets the same.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [SERVER_RENDER_TESTS],
          // A worker's files share their modules: importing Mantine, the router and the app per file was three quarters
          // of the suite (154 s → 38 s on two cores). What a test leaves in module state is reset in src/test/setup.ts.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          // The server's renderer and the browser's share React's context objects in one realm: these tests get
          // modules of their own, so what the server's render leaves set never reaches another file's browser render.
          name: 'server-render',
          include: [SERVER_RENDER_TESTS],
          isolate: true,
        },
      },
    ],
  },
});
