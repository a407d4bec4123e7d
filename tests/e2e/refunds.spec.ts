import { expect, test } from '@playwright/test';

/*
 * 02 §2 refund, refund-summary as refund@example.com (paid yesterday for course 611, not started, with an
 * upsell and the certificate by mail): from My Orders to the refund page, one item refunded through the sandbox, and
 * the request on the summary. At phone width.
 */

const account = { email: 'refund@example.com', password: 'Passw0rd!' } as const;

test.use({ viewport: { width: 390, height: 844 } });

test('a student asks for a refund and sees it on the summary', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home\//);

  await page.goto('/home/myorders');
  await page.getByRole('link', { name: 'Ask for a refund' }).first().click();
  await expect(page).toHaveURL(/\/home\/refund$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Refund' })).toBeVisible();

  // Every refundable item starts ticked: keep only the upsell course.
  const course = page.getByRole('checkbox', { name: /California/ });
  await expect(course).toBeChecked();
  await course.uncheck();
  await page.getByRole('checkbox', { name: /Certificate by mail/ }).uncheck();
  await page.getByLabel('Why would you like a refund?').fill('My insurer does not give the discount after all.');
  await page.getByRole('button', { name: 'Review refund' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm your refund' })).toBeVisible();
  const confirm = page.getByRole('button', { name: /^Refund \$/ });
  await confirm.click();
  await expect(page.getByText(/Your refund of \$[\d.]+ was made\. We sent you a receipt by e-mail\./)).toBeVisible();

  await page.getByRole('button', { name: 'See your refunds' }).click();
  await expect(page).toHaveURL(/\/home\/refund-summary$/);
  const request = page.getByRole('article', { name: /^Refund \d+ \(order \d+\)$/ }).first();
  await expect(request).toBeVisible();
  await expect(request.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(request.getByText(/\$19\.95/).first()).toBeVisible();

  // Back on the refund page, the refunded item is no longer offered; the course still is.
  await page.getByRole('button', { name: 'Ask for a refund' }).click();
  await expect(page.getByRole('checkbox', { name: /California/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Insurance/ })).toHaveCount(0);
});
