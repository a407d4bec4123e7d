import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { alias } from './scripts/vite/alias';

/**
 * Issue 17: the flow catalogue (/dev/flows) is a build of its own (dev-flows.html → dist-dev), so no page of the
 * product carries its route, code or the generated docs/flows files. Development servers serve it under /dev/flows.
 */
export default defineConfig({
  base: '/dev/flows/',
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  resolve: { alias },
  build: {
    outDir: 'dist-dev',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1000,
    rolldownOptions: { input: 'dev-flows.html' },
  },
});
