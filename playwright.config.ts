import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

import { e2eAdminKey } from './tests/e2e/support/adminKey';

/**
 * End-to-end tests: the built app served by the reference server (`server/main.ts`, which
 * serves ./dist), in Debian's Chromium (its headless shell, below; `scripts/ensure-chromium.sh`
 * installs it). Playwright cannot download its own browsers here.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 8090);
const baseURL = `http://localhost:${port}`;
const ci = !!process.env.CI && process.env.CI !== 'false';
/** A server's embedded database; its web server command deletes it first, so every run seeds anew. */
const dataDirOf = (serverPort: number) => join(tmpdir(), `traffic-school-e2e-${serverPort}`);
/**
 * Course taking's tests move the server's clock with the page's (server/devClock.ts), so they have a server of their
 * own whose clock starts at 16:00 UTC today: late morning in Ohio, whose daily cap resets at midnight there, and
 * whatever the hour CI runs at.
 */
const courseTakingPort = port + 1;
const courseTakingURL = `http://localhost:${courseTakingPort}`;
const courseTakingClockStart = `${new Date().toISOString().slice(0, 10)}T16:00:00.000Z`;
/** Course taking's browser paths (tests/paths) move the clock too, on a server of their own beside the tests'. */
const courseTakingPathsPort = port + 2;
const courseTakingPathsURL = `http://localhost:${courseTakingPathsPort}`;

/**
 * Debian's Chromium, headless, with nothing of its own on the network: its headless shell, the same engine without the
 * browser's windowing, which Playwright itself drives for headless tests (a path's page costs about 40 % less CPU than
 * in /usr/bin/chromium; docs/decisions.md, "The test run's time"). CHROMIUM_PATH=/usr/bin/chromium runs the full one.
 */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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

/**
 * The same Chromium with a camera that shows one face (tests/e2e/fixtures/fakeCameraFace.mjpeg, a public-domain photo)
 * and grants the camera without asking: the webcam identity check.
 */
const withFakeCamera = (browser: typeof chromium) => ({
  ...browser,
  launchOptions: {
    ...browser.launchOptions,
    args: [
      ...browser.launchOptions.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${join(root, 'tests/e2e/fixtures/fakeCameraFace.mjpeg')}`,
    ],
  },
});

const freshServer = `node -e "require('node:fs').rmSync(process.env.DATA_DIR, { recursive: true, force: true })" && npx --no-install tsx server/main.ts`;

function server(serverPort: number, extraEnv: Record<string, string> = {}) {
  const url = `http://localhost:${serverPort}`;
  return {
    cwd: root,
    url: `${url}/`,
    env: {
      PORT: String(serverPort),
      DATA_DIR: dataDirOf(serverPort),
      SERVE_APP: 'true',
      // Always the embedded database, whatever the shell has.
      DATABASE_URL: '',
      PUBLIC_URL: url,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every seed and sign-in hashes passwords: at a test run's cost (server/auth/password.ts), not production's.
      PASSWORD_HASH_COST: '1024',
      // Every browser test signs up and asks parents to pay from this machine's one address (and the payment paths to one
      // parent address): the per-address limits would hold them up. server/README.md; tests/server/signUpLimits.test.ts.
      SIGN_UP_LIMIT_PER_ADDRESS: '100000',
      PARENT_LINK_LIMIT_PER_RECIPIENT: '100000',
      ...extraEnv,
    },
    reuseExistingServer: !ci,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  // `npm run test:paths` adds Playwright's HTML report (a screenshot at each step) in reports/paths-report.
  reporter: process.env.PATHS_REPORT
    ? [['list'], ['html', { outputFolder: 'reports/paths-report', open: 'never' }]]
    : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'on-first-retry',
  },
  // Course taking's serial paths (about 5 minutes in one worker) go first, so the other worker takes the rest beside
  // them instead of their running alone at the end; Playwright hands out test groups in the order of the projects.
  projects: [
    {
      name: 'paths-course-taking',
      testDir: 'tests/paths',
      testMatch: /courseTakingFlows\.spec\.ts/,
      fullyParallel: false,
      use: { ...withFakeCamera(chromium), baseURL: courseTakingPathsURL },
    },
    {
      name: 'course-taking',
      testMatch: /courseTaking\.spec\.ts/,
      use: { ...withFakeCamera(chromium), baseURL: courseTakingURL },
    },
    { name: 'chromium', testIgnore: /courseTaking\.spec\.ts/, use: chromium },
    // The flow models' paths in the browser (tests/paths; `npm run test:paths` adds the coverage check).
    { name: 'paths', testDir: 'tests/paths', testIgnore: /courseTakingFlows\.spec\.ts/, use: chromium },
  ],
  webServer: [
    {
      // Build, then start on a fresh data folder; `npm test` has built the app in an earlier stage (E2E_BUILT). Playwright
      // runs this through a shell, and starts the servers in order.
      command: process.env.E2E_BUILT ? freshServer : `npm run build && ${freshServer}`,
      ...server(port, { ADMIN_KEY: e2eAdminKey }),
    },
    {
      command: freshServer,
      ...server(courseTakingPort, { DEV_CLOCK: 'true', DEV_CLOCK_START: courseTakingClockStart }),
    },
    {
      command: freshServer,
      ...server(courseTakingPathsPort, { DEV_CLOCK: 'true', DEV_CLOCK_START: courseTakingClockStart }),
    },
  ],
});
