import path from 'node:path';

import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

import { type LanguageCode, languageCodes } from '../../contracts/languages';
import type { EntryPage } from '../../src/app/entryPages';
import { type CatalogPart, partNeeds } from '../../src/shared/i18n/catalogPartFolders';

/** What the server adds to an entry page's HTML (server/http/entryPreloads.ts reads it from the build). */
export interface EntryPreloads {
  pages: { path: string; files: string[]; catalogs: Record<LanguageCode, string[]> }[];
}

export const entryPreloadsFile = 'entry-preloads.json';

/**
 * Writes entry-preloads.json beside index.html: for each entry page, the JavaScript files it loads after the entry
 * chunk (its route chunks and their static imports) and, per language, its catalog files (main catalog and part).
 */
export function entryPreloads(root: string, pages: readonly EntryPage[]): Plugin {
  return {
    name: 'entry-preloads',
    // The client build only (the server's render of the chrome is built with --ssr and preloads nothing).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const preloads: EntryPreloads = { pages: pages.map((page) => pagePreloads(root, bundle, page)) };
      this.emitFile({ type: 'asset', fileName: entryPreloadsFile, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

function pagePreloads(root: string, bundle: OutputBundle, page: EntryPage) {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  // A module's chunk: its own, or the group chunk it was merged into (build.rolldownOptions codeSplitting groups).
  const bySource = new Map(
    chunks.flatMap((c) => c.moduleIds.map((id) => [path.relative(root, id).split(path.sep).join('/'), c] as const)),
  );
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const chunkOf = (source: string) => {
    const chunk = bySource.get(source);
    if (!chunk) throw new Error(`entry page ${page.path}: no chunk for ${source} (is it still a lazy route?)`);
    return chunk;
  };
  // The entry chunk and what it imports are in index.html already.
  const initial = closure(
    chunks.filter((c) => c.isEntry),
    byFile,
  );
  const files = [...closure(page.modules.map(chunkOf), byFile)].filter((file) => !initial.has(file));
  const parts: CatalogPart[] = page.part ? [page.part, ...(partNeeds[page.part] ?? [])] : [];
  const catalogs = Object.fromEntries(
    languageCodes.map((language) => {
      const sources = [`locales/${language}/messages.po`, ...parts.map((part) => `locales/${language}/${part}.po`)];
      return [language, [...closure(sources.map(chunkOf), byFile)].filter((file) => !initial.has(file))];
    }),
  ) as Record<LanguageCode, string[]>;
  return { path: page.path, files, catalogs };
}

/** The chunks' files and, transitively, the files they import statically. */
function closure(start: OutputChunk[], byFile: Map<string, OutputChunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  start.forEach(visit);
  return seen;
}
