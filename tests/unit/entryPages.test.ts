import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import * as routes from '@contracts/pages';
import { entryPages } from '@app/entryPages';

/**
 * The entry pages the server preloads (src/app/entryPages.ts) must name what the router really loads for them: the
 * page's module on a route with that path, with the catalog part its `pageWith` asks for. A stale entry would preload
 * the wrong chunks (or break the build, which looks each module up).
 */
const root = resolve(import.meta.dirname, '..', '..');
const routeLines = ['src/app/router.tsx', 'src/app/homeRoutes.tsx'].flatMap((file) =>
  readFileSync(join(root, file), 'utf8').split('\n'),
);
const importOf = (module: string) =>
  `import('${module.replace(/^src\/(app|flows|shared)\//, '@$1/').replace(/\.tsx?$/, '')}')`;
const routeNameOf = (path: string) => Object.entries(routes).find(([, value]) => value === path)?.[0];

/** The line that loads a route: its `lazy:` line (the route's own or one of the next few), or the loader it names (`cartPage(...)`). */
function loaderLine(routeLineIndex: number): string {
  const routeLine = routeLines.slice(routeLineIndex, routeLineIndex + 8).find((line) => line.includes('lazy: ')) ?? '';
  const named = /lazy: (\w+)/.exec(routeLine)?.[1];
  if (!named || named === 'pageWith' || named === 'page') return routeLine;
  return routeLines.find((line) => line.startsWith(`const ${named} = `)) ?? routeLine;
}

describe('entry pages', () => {
  it.each(entryPages.map((page) => [page.path, page] as const))(
    '%s names the modules and catalog part the router loads',
    (path, page) => {
      for (const module of page.modules) expect(existsSync(join(root, module)), module).toBe(true);
      const name = routeNameOf(path);
      expect(name, `${path} is in the route table`).toBeDefined();
      // The route for the path names it from the table: `routes.login` at the top level, `at(routes.dashboard)` under /home.
      const routeLineIndex = routeLines.findIndex((line) =>
        new RegExp(`(path: |\\[|, )(at\\()?routes\\.${name}\\b`).test(line),
      );
      expect(routeLineIndex, `a route for ${path}`).toBeGreaterThanOrEqual(0);
      const pageModule = page.modules[page.modules.length - 1];
      const line = loaderLine(routeLineIndex);
      expect(line, `the route for ${path} loads ${pageModule}`).toContain(importOf(pageModule));
      if (page.part) expect(line).toMatch(new RegExp(`(pageWith|variantPageWith)\\('${page.part}'`));
      if (path.startsWith(`${routes.home}/`)) expect(page.modules[0]).toBe('src/app/homeRoutes.tsx');
    },
  );
});
