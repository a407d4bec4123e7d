import { expect, type Page, test } from '@playwright/test';

import { signInAsStudent } from './support/signIn';

/** 01 §1 / 02 §1: four interface languages, chosen per browser; the choice survives logout. */

const signIn = signInAsStudent;

/** The student menu in any language: the one navigation with a button (its Logout). */
const sidebar = (page: Page) => page.getByRole('navigation').filter({ has: page.getByRole('button') });

test('the sidebar offers the four languages, each in its own words', async ({ page }) => {
  await signIn(page);
  const menu = sidebar(page);
  await expect(menu.getByRole('combobox').locator('option')).toHaveText(['English', 'Español', 'Русский', '中文']);
});

test('a choice applies at once, is kept on reload and after logout', async ({ page }) => {
  await signIn(page);
  const menu = sidebar(page);
  await menu.getByRole('combobox').selectOption('es-LA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-419');
  // Every language control on the page follows the choice.
  for (const picker of await page.getByRole('combobox', { name: /Language/ }).all())
    await expect(picker).toHaveValue('es-LA');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-419');
  await expect(menu.getByRole('combobox')).toHaveValue('es-LA');

  await menu.getByRole('button').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-419');
});

test.describe('a first visit', () => {
  test.use({ locale: 'ru-RU' });

  test("follows the browser's language when it is offered", async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
  });
});
