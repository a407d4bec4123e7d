import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** Issue budget: the JavaScript /login loads stays at or under 130 KB gzip. */
const budgetBytes = 130 * 1024;

test('/login loads at most 130 KB of gzipped JavaScript', async ({ page }, testInfo) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js') || response.status() !== 200) return;
    const body = await response.body();
    scripts.set(url, gzipSync(body, { level: 9 }).length);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const figure = `${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files`;
  testInfo.annotations.push({ type: 'login-js', description: figure });
  console.log(`/login JavaScript: ${figure}`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(budgetBytes);
});
