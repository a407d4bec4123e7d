import { defineConfig } from '@lingui/cli';
import { catalogParts } from './src/shared/i18n/catalogPartFolders';

/**
 * One main catalog per language (every page) plus catalog parts loaded with their routes, so /login does not
 * download the words of registration, the landing pages or checkout (docs/decisions.md, Delivery).
 */
// Lingui matches `exclude` against file paths: a folder needs its `/**`.
const partFolders = Object.values(catalogParts)
  .flat()
  .map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`));

// Tests write their own messages; they are not the product's words.
const tests = ['**/*.test.ts', '**/*.test.tsx'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es-LA', 'ru', 'zh'],
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: [...partFolders, ...tests] },
    ...Object.entries(catalogParts).map(([name, folders]) => ({ path: `<rootDir>/locales/{locale}/${name}`, include: [...folders], exclude: tests })),
  ],
  format: 'po',
  orderBy: 'messageId',
});
