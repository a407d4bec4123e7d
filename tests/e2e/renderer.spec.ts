import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

/**
 * What ships is what the tests render with. The built app's JavaScript is React 19's react-dom (it names
 * itself to the devtools hook with its package and version) and carries no other renderer.
 */
const reactDomVersion: string = JSON.parse(
  readFileSync(new URL('../../node_modules/react-dom/package.json', import.meta.url), 'utf8'),
).version;

test('the shipped pages render with react-dom 19, not Preact', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript')) bodies.push(response.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const code = (await Promise.all(bodies)).join('\n');

  expect(reactDomVersion).toMatch(/^19\./);
  expect(code).toMatch(
    new RegExp(`version:\`${reactDomVersion.replace(/\./g, '\\.')}\`,rendererPackageName:\`react-dom\``),
  );
  expect(code).not.toMatch(/preact/i);
});
