import { expect, type Page, test } from '@playwright/test';

/** 01 §2 header and chrome, §7 organisation logo: the chrome around every page. */
const phone = { width: 390, height: 844 };
const logoPath = '/improv-student-registration-journey/assets/logos';

/** The same app on the partner organisation's host (Chromium resolves *.localhost to loopback). */
function partnerUrl(baseURL: string | undefined, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = 'partner.localhost';
  return url.toString();
}

const homeLogo = (page: Page) => page.getByRole('link', { name: 'Home' }).locator('img');

test('the full header brands the page with the organisation of the origin', async ({ page }) => {
  await page.goto('/login');
  await expect(homeLogo(page)).toHaveAttribute('src', `${logoPath}/improv.svg`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Menu/ })).toBeHidden();
  await expect(page.getByText('Partner Logo Here')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2022 Traffic School Online');
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Live chat/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Progress' })).toHaveCount(0);
});

test('registration pages have the minimal header, the banner and the stepper at Sign up', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveCount(0);
  const stepper = page.getByRole('navigation', { name: 'Progress' });
  await expect(stepper.getByRole('listitem')).toHaveText([
    /Select course/,
    /Sign up/,
    /Checkout/,
    /Start course/,
    /E-certificate in 30 min/,
  ]);
  await expect(stepper.locator('[aria-current="step"]')).toHaveText(/Sign up/);
});

test('the language picker switches the interface language', async ({ page }) => {
  await page.goto('/login');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('es-LA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-419');
});

test('the accessibility widget applies larger text and high contrast to the document', async ({ page }) => {
  await page.goto('/login');
  const button = page.getByRole('button', { name: /Accessibility/ });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('checkbox', { name: 'Larger text' }).check();
  await expect(page.locator('html')).toHaveClass(/a11y-large-text/);
  await page.getByRole('checkbox', { name: 'High contrast' }).check();
  await expect(page.locator('html')).toHaveClass(/a11y-high-contrast/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: 'Accessibility options' })).toHaveCount(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: phone });

  test('the menu button folds the navigation; the product shows the partner placeholder', async ({ page }) => {
    await page.goto('/login');
    const menu = page.getByRole('button', { name: /Menu/ });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Partner Logo Here')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a partner organisation shows its logo in the mobile navigation', async ({ page, baseURL }) => {
    await page.goto(partnerUrl(baseURL, '/login'));
    await page.getByRole('button', { name: /Menu/ }).click();
    await expect(page.getByRole('img', { name: 'Partner logo' })).toHaveAttribute('src', `${logoPath}/partner.svg`);
    await expect(page.getByText('Partner Logo Here')).toHaveCount(0);
  });
});

test('a partner organisation that requires chat gets the live-chat button with the support contacts', async ({
  page,
  baseURL,
}) => {
  await page.goto(partnerUrl(baseURL, '/login'));
  await expect(homeLogo(page)).toHaveAttribute('src', `${logoPath}/partner.svg`);
  await page.getByRole('button', { name: /Live chat/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Live chat' });
  await expect(dialog).toContainText('Live chat is not available right now.');
  await expect(dialog.getByRole('link', { name: /^1-800/ })).toHaveAttribute('href', /^tel:/);
  await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a failed logo call keeps the product look, says so, and can be retried', async ({ page }) => {
  // A page served without its organisation (the server's database did not answer) makes the logo call itself.
  await page.route('**/login', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<script type="application\/json" id="page-organisation">.*?<\/script>/,
      '',
    );
    await route.fulfill({ response, body });
  });
  await page.route('**/student/course/logo?*', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/login');
  const notice = page.getByRole('status').filter({ hasText: "We could not load your school's branding" });
  await expect(notice).toBeVisible();
  await expect(homeLogo(page)).toHaveAttribute('src', /^data:image\/svg\+xml|productLogo/);
  await page.unroute('**/student/course/logo?*');
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  await expect(homeLogo(page)).toHaveAttribute('src', `${logoPath}/improv.svg`);
});

test('Logout in the header ends the session', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill('student@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home\//);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/home/dashboard');
  await nav.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
});
