import { expect, test } from '@playwright/test';

test('the login page loads in English', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/Traffic School/);
  // English: 'en', or a region tag of it (the app writes the Intl tag, 'en-US').
  await expect(page.locator('html')).toHaveAttribute('lang', /^en(-[A-Za-z0-9]+)?$/);
});
