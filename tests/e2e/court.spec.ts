import { expect, test } from '@playwright/test';

test('court lookup: no match shows the message', async ({ page }) => {
  await page.goto('/sacramento-court');
  await page.getByLabel('Case Number').fill('NOPE1');
  await page.getByLabel('Citation Number').fill('NOPE2');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('No Records Found!');
});

test('court lookup: the form checks its fields', async ({ page }) => {
  await page.goto('/sacramento-court');
  await page.getByLabel('Case Number').fill('SAC-1');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Case Number should only contain alphabets')).toBeVisible();
  await expect(page.getByText('Citation Number is required')).toBeVisible();
});
