import { defineConfig } from '@lingui/cli';

import { defaultLanguage, languageCodes } from './contracts/languages';
import { catalogParts } from './src/shared/i18n/catalogPartFolders';

/**
 * One main catalog per language (every page) plus catalog parts loaded with their routes, so /login does not
 * download the words of registration, the landing pages or checkout (docs/decisions.md, Delivery).
 */
// Lingui matches `exclude` against file paths: a folder needs its `/**`.
const glob = (path: string) => (/\.tsx?$/.test(path) ? path : `${path}/**`);
const partFolders = Object.values(catalogParts).flat().map(glob);
/** A part's words leave out files that a part listed before it claims (catalogPartFolders.ts: the first listing wins). */
const claimedBefore = (name: string) => {
  const names = Object.keys(catalogParts);
  return names
    .slice(0, names.indexOf(name))
    .flatMap((earlier) => catalogParts[earlier as keyof typeof catalogParts].map(glob));
};

// Tests write their own messages; they are not the product's words.
const tests = ['**/*.test.ts', '**/*.test.tsx'];

export default defineConfig({
  sourceLocale: defaultLanguage,
  locales: [...languageCodes],
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: [...partFolders, ...tests] },
    ...Object.entries(catalogParts).map(([name, folders]) => ({
      path: `<rootDir>/locales/{locale}/${name}`,
      include: [...folders],
      exclude: [...claimedBefore(name), ...tests],
    })),
    // The server's words (mails, PDFs): a catalog of their own, no app bundle imports it (server/i18n/serverText.ts).
    { path: '<rootDir>/locales/{locale}/server', include: ['server'], exclude: tests },
  ],
  format: 'po',
  orderBy: 'messageId',
});
