import { expect, test } from '@playwright/test';

/**
 * Issue 10: the page paints before everything has arrived. The organisation of the origin comes with the page's HTML
 * (no logo call on the first load), and the chrome is painted while the page's own code is still loading.
 */
const logoCall = '/improv-student-registration-journey/student/course/logo';
const organisationLogo = '/improv-student-registration-journey/assets/logos/improv.svg';

test('the chrome and the organisation logo are painted while the page code is still on its way', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/LoginScreen-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const logoCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === logoCall) logoCalls.push(request.url());
  });

  await page.goto('/login', { waitUntil: 'commit' });
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Home' }).locator('img')).toHaveAttribute('src', organisationLogo);
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);

  release();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(logoCalls).toEqual([]);
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
