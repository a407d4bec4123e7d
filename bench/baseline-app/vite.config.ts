import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The bare React 19 + react-router-dom app the benchmark compares the real app with (README "Performance").
 * Same Vite and React plugin as the app, no Lingui, no aliases: react, react-dom and react-router-dom
 * resolve from the project's node_modules, so both builds use the same versions.
 * `npm run bench` passes --outDir (bench/.out/baseline by default).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { outDir: fileURLToPath(new URL('../.out/baseline', import.meta.url)), emptyOutDir: true, sourcemap: false },
});
