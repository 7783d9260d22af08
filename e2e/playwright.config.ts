import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Journeys in Debian's Chromium against the built app (`npm run build` first; `npm test` does it when stale).
// The server runs on a fresh embedded PGlite in a temporary DATA_DIR, in local mode (development mailbox on).
// No browser is ever downloaded: Chromium comes from /usr/bin/chromium (apt-get install chromium).

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;

// The config is loaded again in every worker; the env var makes them all agree on the one directory, and only
// the process that made it (the runner, which also stops the web server before it exits) removes it.
if (!process.env.PLAUDIT_E2E_DATA_DIR) {
  const made = mkdtempSync(join(tmpdir(), 'plaudit-e2e-'));
  process.env.PLAUDIT_E2E_DATA_DIR = made;
  process.on('exit', () => rmSync(made, { recursive: true, force: true }));
}
const dataDir = process.env.PLAUDIT_E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 120_000, // every screen a journey visits also runs axe-core (issue 14 §5)
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    command: 'node ../apps/server/dist/server.js',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE_URL,
      // Local mode: an empty NODE_ENV is "unset" for the server (development: mailbox on, demo accounts).
      NODE_ENV: '',
      DATABASE_URL: '',
      SMTP_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      JWT_SECRET: '',
      RATE_LIMIT_SIGNUP_PER_IP: '200', // all journeys sign up from one address; the limit itself has server tests
    },
  },
});
