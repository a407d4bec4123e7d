import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryPages } from '@app/app/entryPages';

/**
 * The entry pages the server preloads (src/app/entryPages.ts) must name what the router really loads for them: the
 * page's module on a route with that path, with the catalog part its `pageWith` asks for. A stale entry would preload
 * the wrong chunks (or break the build, which looks each module up).
 */
const root = resolve(import.meta.dirname, '..', '..');
const routeText = ['src/app/router.tsx', 'src/app/homeRoutes.tsx'].map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
const importOf = (module: string) => `import('@app/${module.replace(/^src\//, '').replace(/\.tsx?$/, '')}')`;

describe('entry pages', () => {
  it.each(entryPages.map((page) => [page.path, page] as const))('%s names the modules and catalog part the router loads', (path, page) => {
    for (const module of page.modules) expect(existsSync(join(root, module)), module).toBe(true);
    const pageModule = page.modules[page.modules.length - 1];
    const line = routeText.split('\n').find((l) => l.includes(importOf(pageModule)));
    expect(line, `a route loads ${pageModule}`).toBeDefined();
    if (page.part) expect(line).toContain(`pageWith('${page.part}'`);
    // The path: a top-level route names it whole; a page under /home names its last segment (homeRoutes.tsx).
    const segment = path.startsWith('/home/') ? path.slice('/home/'.length) : path;
    expect(routeText).toContain(`'${segment}'`);
    if (path.startsWith('/home/')) expect(page.modules[0]).toBe('src/app/homeRoutes.tsx');
  });
});
