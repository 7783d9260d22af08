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
  },
});
