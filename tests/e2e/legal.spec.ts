import { expect, test } from '@playwright/test';

import { signInAsStudent } from './support/signIn';

/** The static information pages linked from registration (/privacy-policy) and express registration (/terms-and-conditions). */
const pages = [
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/terms-and-conditions', title: 'Terms and Conditions' },
] as const;

test.describe('legal pages', () => {
  for (const { path, title } of pages) {
    test(`${path} shows the ${title} page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(6);
      await expect(page.getByText('Last updated: November 2026')).toBeVisible();
      await expect(page.getByText('This page could not be found')).toHaveCount(0);
    });
  }

  test("the registration page's Privacy Policy link opens the privacy policy", async ({ page }) => {
    await page.goto('/register');
    const link = page.getByRole('link', { name: 'Privacy Policy', exact: true });
    await expect(link).toHaveAttribute('href', '/privacy-policy');
    // The link opens in a new tab.
    const [policy] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(policy).toHaveURL(/\/privacy-policy$/);
    await expect(policy.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test('a signed-in student can open both pages', async ({ page }) => {
    await signInAsStudent(page);
    for (const { path, title } of pages) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
  });
});
