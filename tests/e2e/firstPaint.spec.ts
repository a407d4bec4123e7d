import { expect, test } from '@playwright/test';

/**
 * The page paints before everything has arrived (docs/decisions.md, Delivery). The server writes the page's chrome and the organisation
 * of the origin into its HTML (no logo call on the first load), the app's code loads after that first paint, and the
 * app keeps the chrome on screen while the page's own code is still loading.
 */
const logoCall = '/improv-student-registration-journey/student/course/logo';
const organisationLogo = '/improv-student-registration-journey/assets/logos/improv.svg';

/** Holds every request for a file until the returned function is called. */
async function hold(page: import('@playwright/test').Page, file: RegExp) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(file, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("the page's chrome, with the organisation's logo, is painted from its HTML before the app's code arrives", async ({
  page,
}) => {
  const release = await hold(page, /\/assets\/index-[^/]+\.js$/);
  const logoCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === logoCall) logoCalls.push(request.url());
  });

  await page.goto('/login', { waitUntil: 'commit' });
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Home' }).locator('img')).toHaveAttribute('src', organisationLogo);
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);

  release();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Home' }).locator('img')).toHaveAttribute('src', organisationLogo);
  expect(logoCalls).toEqual([]);
});

test("the app's own first render keeps the chrome while the page's code loads", async ({ page }) => {
  const release = await hold(page, /\/assets\/LoginFlow-[^/]+\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  // The app has replaced the server's chrome once the page's language catalog part is loaded.
  await expect(page.locator('#root[data-entry]')).toHaveCount(1);
  await page.waitForFunction(() => document.querySelectorAll('script[type="module"]').length > 0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Home' }).locator('img')).toHaveAttribute(
    'src',
    organisationLogo,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a page whose query names a course still asks for its organisation', async ({ page }) => {
  const logoCalls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === logoCall) logoCalls.push(url);
  });
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The registration page reloads the branding with the course it registers for (01 §7): that one is a call.
  await expect.poll(() => logoCalls.filter((url) => url.searchParams.has('configCourseId')).length).toBe(1);
  expect(logoCalls.filter((url) => !url.searchParams.has('configCourseId'))).toEqual([]);
});
