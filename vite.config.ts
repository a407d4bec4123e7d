import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

import { alias } from './scripts/vite/alias';
import { entryPreloads } from './scripts/vite/entryPreloads';
import stripMachineDocs from './scripts/vite/stripMachineDocs';
import { entryPages } from './src/app/entryPages';

/**
 * Everything the entry loads before any page (React, the router, XState, zod/mini, Lingui, and our shell: the app,
 * chrome and session) goes in one chunk: one file compresses better than twenty small ones (measured: about 5 KB
 * less gzip on each page, docs/decisions.md). What only some pages use stays in lazy chunks.
 */
const everyPage = { name: 'app', tags: ['$initial' as const] };

/**
 * Small modules most pages load together, one file each instead of four to eight: a file of 300 bytes compresses
 * badly on its own (measured on /register: 0.84 KB gzip less; /login and /home/dashboard unchanged).
 */
const sharedOnPages = [
  // The form controls (text, password and select fields with our form hook), and how a page says a failure and
  // offers a retry: every public entry page loads both, and one file is 0.2 KB gzip less than two on /register and
  // /login. /home/dashboard, which has no form, now loads the form controls too: to weigh when its first load is cut.
  {
    name: 'fields',
    test: /src\/shared\/forms\/|src\/shared\/ui\/(Field|TextField|PasswordField|SelectField|RetryPanel|SafeHtml)\.tsx|src\/shared\/i18n\/(useFailureMessage|failureWording|genericError)\.ts|src\/shared\/loadOnce\.ts/,
  },
  // The student home's small shared pieces: the layout's timer and leave-guard stores, its menu, and the courses'
  // progress contracts, which every home page loads (measured on /home/dashboard: 0.6 KB gzip less as one file).
  {
    name: 'homeShared',
    test: /src\/flows\/home\/(timers\/(courseTimer|CourseTimerContext)|layout\/(leaveGuard|homeMenuItems)|courseOutline\/(CourseProgressSummary|CourseActionLabel|minutes))\.tsx?|contracts\/(courseProgress|courses)\.ts|src\/shared\/api\/endpoints\/courses\.ts/,
  },
  // The course rules and calls the registration page and its submit share (and the flexi fields' rules, which the
  // profile shares with registration: a file of their own was 0.2 KB gzip more on /register).
  {
    name: 'registrationShared',
    test: /contracts\/(courseConfig|registrationLimits)\.ts|machines\/registration\/registrationRules\.ts|src\/shared\/api\/endpoints\/(registration|states)\.ts|src\/shared\/flexi\/flexiFieldRules\.ts/,
  },
];

// The API prefixes of spec §7; `npm run dev` proxies them to the reference server.
const apiPrefixes = [
  '/improv-student-course-dashboard',
  '/improv-student-registration-journey',
  '/improv-bdi-authentication',
  '/improv-student',
  '/dev',
];
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

/** Where unit tests live (without the extension, which picks the environment). */
const unitTests = ['src/**/*', 'machines/**/*', 'contracts/**/*', 'tests/unit/**/*'];
const serverTests = ['server/**/*.test.ts', 'tests/server/**/*.test.ts'];
const serverOutageTests = ['tests/server/pgResilience.test.ts'];
/** A test run hashes passwords at scrypt's cost 1024 instead of production's 16384 (docs/decisions.md). */
const testServerEnv = { PASSWORD_HASH_COST: '1024' };

export default defineConfig(({ command }) => ({
  plugins: [
    // The shipped build leaves out the machines' descriptions and spec references (they are for the diagrams).
    react({
      babel: { plugins: ['@lingui/babel-plugin-lingui-macro', ...(command === 'build' ? [stripMachineDocs] : [])] },
    }),
    lingui(),
    entryPreloads(fileURLToPath(new URL('.', import.meta.url)), entryPages),
  ],
  resolve: { alias },
  server: { proxy: Object.fromEntries(apiPrefixes.map((p) => [p, apiTarget])) },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // No preload lists in the JavaScript: the file names of every chunk's imports were 1.5 KB gzip on each page.
    // The server preloads the first page's chunks from the manifest instead (server/http/route-preloads.ts), and a
    // later page's few small imports are fetched after it (docs/decisions.md, Delivery).
    modulePreload: false,
    // Pictures stay files: inlined, the product logo was 0.6 KB gzip of every page's JavaScript.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [everyPage, ...sharedOnPages] },
        // Seven hash characters name a chunk safely (the fewest rolldown allows for this many chunks) and every page's first file names about 70 chunks it
        // may load: random characters do not compress, so one fewer each is 50 bytes gzip less on every page.
        chunkFileNames: 'assets/[name]-[hash:7].js',
      },
      // Imported constants (the page paths of contracts/pages.ts, the timers) are written where they are used: kept
      // as exports of the first chunk, every path the later pages name would be in it.
      optimization: { inlineConst: true },
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine.
    maxWorkers: availableParallelism(),
    projects: [
      // Most unit tests need no DOM: they run in Node. A .test.ts file that needs one says so in a `@vitest-environment
      // jsdom` comment at its top; .test.tsx files render React and run in jsdom. Unit and model files share their
      // worker's modules and window (isolate: false): a new module graph and jsdom window per file were most of the
      // stages' time; tests/setup/betweenFiles.ts puts back what a file changed.
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          include: unitTests.map((glob) => `${glob}.test.ts`),
          setupFiles: ['tests/setup/betweenFiles.ts', 'tests/setup/wording.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          isolate: false,
          include: unitTests.map((glob) => `${glob}.test.tsx`),
          setupFiles: ['tests/setup/betweenFiles.ts', 'tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          environment: 'jsdom',
          isolate: false,
          include: ['tests/model/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/betweenFiles.ts', 'tests/setup/dom.ts'],
          testTimeout: 60_000,
        },
      },
      // Each server test file has a database and app of its own (tests/server/setup/seededDatabase.ts), so files run
      // side by side and share their worker's modules (isolate: false: importing the server for each file was a third
      // of the stage); the run seeds once, in the globalSetup. Passwords are hashed at a test cost
      // (server/auth/password.ts).
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          isolate: false,
          include: serverTests,
          exclude: [...serverOutageTests, ...configDefaults.exclude],
          globalSetup: ['tests/server/setup/globalSetup.ts'],
          env: testServerEnv,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Tests that stop the database server itself run alone, after the rest (a later group).
      {
        extends: true,
        test: {
          name: 'server-outages',
          environment: 'node',
          include: serverOutageTests,
          env: testServerEnv,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
}));
