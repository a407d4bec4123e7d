import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';

const alias = {
  '@contracts': fileURLToPath(new URL('./contracts', import.meta.url)),
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
  '@app': fileURLToPath(new URL('./src', import.meta.url)),
};

// The API prefixes of spec §7; `npm run dev` proxies them to the reference server.
const apiPrefixes = ['/improv-student-course-dashboard', '/improv-student-registration-journey', '/improv-bdi-authentication', '/improv-student', '/dev'];
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  resolve: { alias },
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
});
