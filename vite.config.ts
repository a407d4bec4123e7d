import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';

const alias = [
  { find: '@contracts', replacement: fileURLToPath(new URL('./contracts', import.meta.url)) },
  { find: '@machines', replacement: fileURLToPath(new URL('./machines', import.meta.url)) },
  { find: '@app', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
];

/**
 * The production build ships Preact's React-compatible renderer: React 19's react-dom alone is
 * ~64 KB gzip, which leaves no room in the /login budget of 130 KB (docs/decisions.md). The dev
 * server (Fast Refresh) and the unit and model tests run on React itself; the Playwright suite
 * runs the shipped build.
 */
const preactInBrowser = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// The API prefixes of spec §7; `npm run dev` proxies them to the reference server.
const apiPrefixes = ['/improv-student-course-dashboard', '/improv-student-registration-journey', '/improv-bdi-authentication', '/improv-student', '/dev'];
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  resolve: { alias: command === 'build' ? [...alias, ...preactInBrowser] : alias },
  server: { proxy: Object.fromEntries(apiPrefixes.map((p) => [p, apiTarget])) },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 300 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'contracts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          environment: 'jsdom',
          include: ['tests/model/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
