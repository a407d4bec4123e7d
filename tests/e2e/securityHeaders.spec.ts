import { expect, type Page, test } from '@playwright/test';

/**
 * App pages are sent a Content-Security-Policy, frame protection and a Referrer-Policy. The built app
 * must run under the policy it is sent: no violation reported on any page opened here.
 */
declare global {
  interface Window {
    __cspViolations: string[];
  }
}

async function watchCsp(page: Page) {
  const consoleReports: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) consoleReports.push(m.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return async () => [...consoleReports, ...(await page.evaluate(() => window.__cspViolations))];
}

const pages: { url: string; shows: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { url: '/login', shows: (p) => p.getByRole('heading', { name: 'Welcome back' }) },
  { url: '/register', shows: (p) => p.getByRole('heading', { level: 1 }).first() },
  { url: '/', shows: (p) => p.getByRole('heading').first() },
  { url: '/courses-landing', shows: (p) => p.getByRole('heading', { name: "30-Hour Online Driver's Ed Course" }) },
  { url: '/registerfast', shows: (p) => p.getByRole('button').first() },
  { url: '/dev/mailbox', shows: (p) => p.getByRole('heading', { level: 1, name: 'Dev mailbox' }) },
];

for (const { url, shows } of pages) {
  test(`${url} is sent the security headers and renders without a CSP violation`, async ({ page }) => {
    const violations = await watchCsp(page);
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toContain('camera=(self)');
    // Served over plain http here: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
    await expect(shows(page)).toBeVisible();
    // Let late chunks, styles and calls of the page load before counting.
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}

test('a page opened again (revalidated from the browser cache) still runs under its policy', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.goto('/courses-landing');
  await page.goto('/login');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the app cannot be framed by another page', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // A same-origin frame: frame-ancestors 'none' and X-Frame-Options DENY refuse it all the same.
  const loaded = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const frame = document.createElement('iframe');
        frame.src = '/login';
        frame.onload = () => {
          try {
            resolve(frame.contentDocument?.querySelector('#root') !== null && frame.contentDocument !== null);
          } catch {
            resolve(false);
          }
        };
        document.body.append(frame);
        setTimeout(() => resolve(false), 3000);
      }),
  );
  expect(loaded).toBe(false);
  // The refusal itself is reported as a frame-ancestors violation in the console, nothing else.
  expect((await violations()).every((v) => v.includes('frame-ancestors'))).toBe(true);
});
