import { expect, test } from '@playwright/test';

import { defaultSubscriptionKey, headerNames } from '../../contracts/headers';
import * as apiPaths from '../../contracts/paths';
import { refundReviewListSchema } from '../../contracts/refunds';
import { e2eAdminKey } from './support/adminKey';

/*
 * Refund reviews as refundreview@example.com (paid 40 days ago for 611: California's 30 days have passed).
 * The course cannot be refunded at once, so the student asks support; the summary says support is reviewing it;
 * support declines it with a reason through the admin endpoint, and the student reads the reason. At phone width.
 */

const account = { email: 'refundreview@example.com', password: 'Passw0rd!' } as const;
const operatorHeaders = { 'x-admin-key': e2eAdminKey, [headerNames.subscriptionKey]: defaultSubscriptionKey };

test.use({ viewport: { width: 390, height: 844 } });

test('a student asks support for a refund past its period, and reads why it was declined', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home\//);

  await page.goto('/home/refund');
  await expect(page.getByText('Not refundable: the refund period has ended')).toBeVisible();
  await expect(page.getByText(/You may ask support to make an exception\./)).toBeVisible();
  const course = page.getByRole('checkbox', { name: /California/ });
  await expect(course).not.toBeChecked();
  await course.check();
  await page.getByLabel('Why would you like a refund?').fill('I was in hospital for six weeks.');
  await page.getByRole('button', { name: 'Ask support for a refund' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm your request' })).toBeVisible();
  await expect(page.getByText(/Nothing is refunded until they approve it/)).toBeVisible();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(/Your request for \$[\d.]+ was sent to support\./)).toBeVisible();

  await page.getByRole('button', { name: 'See your refunds' }).click();
  await expect(page).toHaveURL(/\/home\/refund-summary$/);
  const card = page.getByRole('article', { name: /^Refund \d+ \(order \d+\)$/ }).first();
  await expect(card.getByText('Requested', { exact: true })).toBeVisible();
  await expect(card.getByText('Support is reviewing your request. You will get their answer by e-mail.')).toBeVisible();

  // Support declines it with a reason.
  const queue = await page.request.get(apiPaths.adminRefundRequests, { headers: operatorHeaders });
  expect(queue.ok(), await queue.text()).toBe(true);
  const waiting = refundReviewListSchema.parse(((await queue.json()) as { data: unknown }).data).requests;
  const mine = waiting.find((w) => w.studentEmail === account.email);
  expect(mine?.request.review).toBe(true);
  const decision = await page.request.post(
    `${apiPaths.adminRefundRequests}/${String(mine?.request.refundRequestId)}/decision`,
    { headers: operatorHeaders, data: { outcome: 'declined', reason: 'Most of the course time was already taken.' } },
  );
  expect(decision.ok(), await decision.text()).toBe(true);

  await page.reload();
  await expect(card.getByText('Declined', { exact: true })).toBeVisible();
  await expect(card.getByText('Reason: Most of the course time was already taken.')).toBeVisible();
});
