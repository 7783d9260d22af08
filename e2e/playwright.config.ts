import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './tests/support/accounts.js';

// Journeys in Debian's Chromium against the built app (`npm run build` first; `npm test` does it when stale).
// The server runs on a fresh embedded PGlite in a temporary DATA_DIR, in local mode (development mailbox on).
// No browser is ever downloaded: Chromium comes from /usr/bin/chromium (apt-get install chromium).
// No demo seed: the only account at start is the admin of E2E_ADMIN (support/admin.ts); journeys make the rest
// through the API with unique names, so they can run twice on one server (`--repeat-each 2`).

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
  // A journey that fails once is a failure: a pass on retry would hide a flaky screen or a race.
  retries: 0,
  workers: 2,
  // Journeys run axe-core on every screen they visit, which takes a few seconds a screen on two shared cores.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // The app honours reduced motion (theme.ts), so modals and toasts appear and leave at once: axe-core never
    // measures the blended colours of a toast caught fading in or out (creator-workspace once failed on one).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node ../apps/server/dist/server.js',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // Journeys run axe-core on every screen they visit, which takes a few seconds a screen on two shared cores.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE_URL,
      // Local mode: an empty NODE_ENV is "unset" for the server (development: mailbox on), without demo accounts.
      NODE_ENV: '',
      DEMO_SEED: 'false',
      DATABASE_URL: '',
      SMTP_URL: '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: '',
      // Every journey signs people up and in from this one address, and `--repeat-each 2` doubles that: the per-IP
      // limits (20 sign-ups per 15 minutes by default) would end the second round. The per-account and per-email
      // limits stay as they are (each journey's people are new); the server's tests prove the limits themselves.
      RATE_LIMIT_SIGNUP_PER_IP: '1000',
      RATE_LIMIT_SIGNIN_PER_IP: '5000',
      RATE_LIMIT_CODE_PER_IP: '5000',
      RATE_LIMIT_PUBLIC_READS_PER_IP: '100000',
      // Playwright's Chromium reports navigator.webdriver, which the server drops as automation; the journeys'
      // visits must count. The rollup runs every second instead of every minute, so an owner sees a visit at once.
      EVENTS_COUNT_AUTOMATED: 'true',
      EVENTS_ROLLUP_INTERVAL_MS: '1000',
      RATE_LIMIT_EVENTS_PER_VISITOR: '100000',
      RATE_LIMIT_EVENTS_PER_IP: '100000',
      // With the default 00:00 close, the server's own tick closes today's auction; the featuring journey closes today
      // by hand after a brand bids, and a tick landing between the two would close the day with no bids first. The
      // whole run ends long before a day's tick; the server's tests prove the job.
      FEATURING_CLOSE_TICK_MS: '86400000',
    },
  },
});
