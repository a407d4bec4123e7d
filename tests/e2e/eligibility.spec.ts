import { expect, type Page, test } from '@playwright/test';

import { signInAs } from './support/signIn';

/*
 * The Arizona flow's eligibility (02 §2 eligibility, az-registration-status): azapproved@example.com (913
 * paid, documents approved, eligibility approved) starts the course; azfiled@example.com (documents filed, nothing
 * decided) is led from the dashboard to the check, answers it, is approved and starts the course. The course starts
 * with the security questions Arizona asks (identity checks).
 */

const password = 'Passw0rd!';
const day = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);

const signIn = (page: Page, email: string) => signInAs(page, email, password);

/** The course opened past its admission: Arizona's first step is the security questions. */
async function expectCourseStarted(page: Page) {
  await expect(page).toHaveURL(/\/home\/chapter-launch$/);
  await expect(page.getByRole('heading', { name: 'Your security questions' })).toBeVisible();
  await expect(page.getByText(/Your course starts after/)).toHaveCount(0);
}

test('azapproved: the status shows each step dated, and the course starts', async ({ page }) => {
  await signIn(page, 'azapproved@example.com');
  await page.goto('/home/az-registration-status');
  const steps = page.getByRole('list', { name: 'Your steps' });
  await expect(steps.getByRole('listitem')).toHaveCount(5);
  await expect(steps.getByRole('listitem').nth(3)).toContainText('Eligibility approved');
  await expect(steps.getByRole('listitem').nth(4)).toContainText('Not yet');
  await page.getByRole('link', { name: 'Start course' }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  await page.getByRole('button', { name: 'Start' }).first().click();
  await expectCourseStarted(page);
});

test('azfiled: the dashboard leads to the check; approved, the course starts', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'azfiled@example.com');
  await page.goto('/home/dashboard');
  await page.getByRole('link', { name: 'Answer the eligibility check' }).click();
  await expect(page).toHaveURL(/\/home\/eligibility\?course=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Eligibility' })).toBeVisible();

  await page.getByLabel('The violation on your citation').selectOption('28-701A');
  await page.getByLabel('Violation date').fill(isoDay(-5));
  await page.getByLabel('Court date').fill(isoDay(30));
  await page
    .getByRole('group', { name: 'Did the violation result in a serious physical injury or a death?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await page
    .getByRole('group', { name: 'Have you attended a defensive driving school for an earlier violation?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await page
    .getByRole('group', { name: 'Do you hold a commercial driver licence (CDL)?' })
    .getByRole('radio', { name: 'No' })
    .check();
  // The signature is the account's name: another one is refused by the server.
  await page.getByRole('checkbox').check();
  await page.getByLabel(/Type your full name to sign/).fill('Someone Else');
  await page.getByRole('button', { name: 'Check my eligibility' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please type your full name exactly as it is on your account to sign.',
  );
  await page.getByLabel(/Type your full name to sign/).fill('Frankie Filed');
  await page.getByRole('button', { name: 'Check my eligibility' }).click();
  await expect(page.getByText(/You are eligible \(decided on .+\)\. Your course can start now\./)).toBeVisible();
  await page.getByRole('button', { name: 'Start course' }).click();
  await expectCourseStarted(page);
});
