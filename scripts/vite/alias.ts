import { fileURLToPath } from 'node:url';

/** The import aliases of the app (tsconfig.json paths), for every Vite build of it. */
export const alias = [
  { find: '@contracts', replacement: fileURLToPath(new URL('../../contracts', import.meta.url)) },
  { find: '@machines', replacement: fileURLToPath(new URL('../../machines', import.meta.url)) },
  { find: '@shared', replacement: fileURLToPath(new URL('../../src/shared', import.meta.url)) },
  { find: '@flows', replacement: fileURLToPath(new URL('../../src/flows', import.meta.url)) },
  { find: '@app', replacement: fileURLToPath(new URL('../../src/app', import.meta.url)) },
  // @xstate/react imports the shims for React < 18; React 19 has useSyncExternalStore itself (0.7 KB gzip less).
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: 'use-sync-external-store/with-selector',
  },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
];
