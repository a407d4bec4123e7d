import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { type CatalogPart, catalogParts, partNeeds } from '@shared/i18n/catalogPartFolders';

/**
 * Words of a catalog part are only loaded by the routes that ask for it (src/app/router.tsx `pageWith`). Code of a
 * part's folders rendered anywhere else would show message ids instead of words, so these imports are refused.
 */
const root = resolve(import.meta.dirname, '..', '..');
/** The file an aliased specifier names (tsconfig paths: `@app/`, `@flows/`, `@shared/` are folders of src/). */
const aliased = (spec: string) => (/^@(app|flows|shared)\//.test(spec) ? `src/${spec.slice(1)}` : undefined);
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [relative(root, path)] : [];
  });

const partOf = (file: string): CatalogPart | undefined =>
  (Object.keys(catalogParts) as CatalogPart[]).find((part) =>
    catalogParts[part].some(
      (folder) => file.replace(/\.tsx?$/, '') === folder.replace(/\.tsx?$/, '') || file.startsWith(`${folder}/`),
    ),
  );

/**
 * The modules a file runs code of: type-only imports carry no words, and a lazy import wrapped in
 * `withCatalogPart('<part>', ...)` loads that part's words with it.
 */
const importsOf = (file: string): string[] => {
  const text = readFileSync(join(root, file), 'utf8').replace(/import\s+type\s+[^;]*?from\s+'[^']+';?/gs, '');
  const partsLoadedHere = new Set([...text.matchAll(/withCatalogPart\(\s*'(\w+)'/g)].map((m) => m[1]));
  const specifiers = [...text.matchAll(/(from\s+|import\s*\()\s*'([^']+)'/g)].map((m) => ({
    lazy: m[1].startsWith('import'),
    spec: m[2],
  }));
  return specifiers.flatMap(({ lazy, spec }) => {
    const target =
      aliased(spec) ?? (spec.startsWith('.') ? relative(root, resolve(root, dirname(file), spec)) : undefined);
    if (!target) return [];
    const part = partOf(target);
    return lazy && part && partsLoadedHere.has(part) ? [] : [target];
  });
};

/** The route tables: they load pages lazily, each with its catalog part. */
const routeFiles = ['src/app/router.tsx', 'src/app/homeRoutes.tsx'];

describe('catalog parts', () => {
  const files = sourceFiles(join(root, 'src')).filter((f) => !/\.test\.tsx?$/.test(f));

  it('code of a part is imported only from the same part (or lazily by the router)', () => {
    const offending: string[] = [];
    for (const file of files) {
      if (routeFiles.includes(file)) continue;
      const own = partOf(file);
      for (const target of importsOf(file)) {
        const part = partOf(target);
        if (part && part !== own && !(own && partNeeds[own]?.includes(part)))
          offending.push(`${file} imports ${target} (${part})`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('the router loads each part with the routes that render it', () => {
    const router = routeFiles.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
    const wrong = [
      ...router.matchAll(
        /((?:variantPageWith|pageWith)\(\s*'(\w+)',\s*)?\(\)\s*=>\s*import\('(@(?:app|flows|shared)\/[^']+)'\)/g,
      ),
    ]
      .map(([, , asked, spec]) => ({ asked, needed: partOf(aliased(spec) ?? spec), spec }))
      .filter(({ asked, needed }) => needed !== undefined && asked !== needed);
    expect(wrong).toEqual([]);
  });
});
