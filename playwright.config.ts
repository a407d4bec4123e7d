import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests: the built app served by the reference server (`server/main.ts`, which
 * serves ./dist), in Debian's Chromium (/usr/bin/chromium; `scripts/ensure-chromium.sh`
 * installs it). Playwright cannot download its own browsers here.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 8090);
const baseURL = `http://localhost:${port}`;
const ci = !!process.env.CI && process.env.CI !== 'false';
/** The server's embedded database; the web server command deletes it first, so every run seeds anew. */
const dataDir = join(tmpdir(), `traffic-school-e2e-${port}`);

/** Debian's Chromium, headless, with nothing of its own on the network. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      // Course taking moves the server's clock (DEV_CLOCK): it runs after every other test, below.
      testIgnore: /courseTaking\.spec\.ts/,
      use: chromium,
    },
    { name: 'course-taking', testMatch: /courseTaking\.spec\.ts/, dependencies: ['chromium'], use: chromium },
  ],
  webServer: {
    // Build once, start on a fresh data folder. Playwright runs this through a shell.
    command: `npm run build && node -e "require('node:fs').rmSync(process.env.DATA_DIR, { recursive: true, force: true })" && npx --no-install tsx server/main.ts`,
    cwd: root,
    url: `${baseURL}/`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SERVE_APP: 'true',
      // Always the embedded database, whatever the shell has.
      DATABASE_URL: '',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Course taking's tests move the server's clock with the page's (server/devClock.ts).
      DEV_CLOCK: 'true',
    },
    reuseExistingServer: !ci,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
