import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { alias } from './scripts/vite/alias';

/**
 * The flow catalogue is a build of its own (dev-flows.html → dist-dev), so no page of the product carries its route,
 * code or the generated flow files. Development servers serve it under /dev/flows. Mode `catalogue`
 * (`npm run catalogue`) builds the same page as a static site with relative addresses (dist-catalogue/), to host
 * anywhere for product owners.
 */
export default defineConfig(({ mode }) => ({
  base: mode === 'catalogue' ? './' : '/dev/flows/',
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  resolve: { alias },
  build: {
    outDir: mode === 'catalogue' ? 'dist-catalogue' : 'dist-dev',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1000,
    rolldownOptions: { input: 'dev-flows.html' },
  },
}));
