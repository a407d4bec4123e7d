import { expect, type Page, test } from '@playwright/test';
import * as z from 'zod';

import * as apiPaths from '../../contracts/paths';

/*
 * Course taking (issue 12) with Playwright's clock. Seat time is credited against the server's clock, so the page's
 * clock starts at the server's time and each step moves the server's clock (DEV_CLOCK, server/devClock.ts) and then
 * runs the page's timers for the same time. This project has a server of its own (playwright.config.ts), whose clock
 * starts late in Ohio's morning whatever the hour: moving it would disturb other tests, and Ohio's midnight this one.
 */

const learner = { email: 'learner@example.com', password: 'Passw0rd!' } as const;
const midway = { email: 'midway@example.com', password: 'Passw0rd!' } as const;

// One after the other: each test moves the server's clock.
test.describe.configure({ mode: 'serial' });
const studentMenu = (page: Page) => page.getByRole('navigation', { name: 'Student menu' });
const timerCard = (page: Page) => page.getByRole('group', { name: 'Study timers' });

async function signIn(page: Page, account: { email: string; password: string } = learner) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
}

/** Installs the page's clock at the server's time. */
async function installClock(page: Page) {
  const res = await page.request.get('/dev/clock');
  expect(res.ok()).toBe(true);
  const { now } = z.object({ now: z.iso.datetime() }).parse(await res.json());
  await page.clock.install({ time: new Date(now) });
}

/** Moves the server's clock and then the page's, by the same milliseconds. */
async function pass(page: Page, ms: number) {
  const res = await page.request.post('/dev/clock', { data: { advanceMs: ms } });
  expect(res.ok()).toBe(true);
  // Activity, so the session's 5-minute idle rule does not pause the count.
  await page.mouse.move(100 + (ms % 7), 200);
  await page.clock.runFor(ms);
}

/** Half a minute of study: the update of that half minute is answered before the next one starts. */
async function studyHalfMinute(page: Page) {
  const update = page.waitForResponse(
    (r) => r.url().endsWith(apiPaths.timeManagement) && r.request().method() === 'PUT',
  );
  await pass(page, 30_000);
  expect((await update).ok()).toBe(true);
}

const hide = (page: Page, hidden: boolean) =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value: value ? 'hidden' : 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the midway student continues a chapter, sees the time in the header, and runs out of the day in Ohio', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await installClock(page);
    await signIn(page, midway);
    const card = (name: string) => page.getByRole('article').filter({ hasText: name });
    await expect(card('California 8-Hour Traffic School').getByText('3 of 12 done')).toBeVisible();
    await expect(card('Ohio 24-Hour Online Driver Education').getByText('Time left today')).toBeVisible();

    await card('California 8-Hour Traffic School').getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Chapter 4 of 12/ })).toBeVisible();
    // Half of chapter 4's 20 minutes are done: the phone header shows the chapter time; nothing is wider than the phone.
    await expect(page.getByText('Chapter Time 00h 10m')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Ohio: 5 minutes of today's 4 hours are left; the chapter stops when they are used.
    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await pass(page, 2_000);
    await expect(page).toHaveURL(/\/home\/dashboard$/);
    await card('Ohio 24-Hour Online Driver Education').getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Chapter 4 of 24/ })).toBeVisible();
    for (let i = 0; i < 10; i++) await studyHalfMinute(page);
    await expect(page.getByText(/You have used today's study time for this course. It opens again on/)).toBeVisible();
    await page.getByRole('button', { name: 'Back to dashboard' }).click();
    await pass(page, 2_000);
    await expect(card('Ohio 24-Hour Online Driver Education').getByText(/None: it comes back on/)).toBeVisible();
  });
});

test('a seeded student takes the first chapter: timer, unlock, hidden tab, offline, menu overlay, modal, logout', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await installClock(page);
  await signIn(page);

  // The dashboard: the course with its one clear action; the table of contents shows its chapters.
  await expect(page.getByRole('heading', { name: 'California 8-Hour Traffic School' })).toBeVisible();
  await expect(page.getByText('0 of 12 done')).toBeVisible();
  await studentMenu(page).getByRole('link', { name: 'Table of contents' }).click();
  const chapters = page.getByRole('region', { name: /Chapters of California 8-Hour Traffic School/ });
  await expect(chapters.getByText('Available')).toHaveCount(1);
  await expect(chapters.getByText('Locked')).toHaveCount(11);

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/home\/chapter$/);
  await expect(page.getByRole('heading', { level: 1, name: /Chapter 1 of 12/ })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next chapter' });
  await expect(next).toBeDisabled();
  await expect(page.getByText('Available after 20 more minutes in this chapter.')).toBeVisible();

  // The chapter timer counts while the page is visible.
  await studyHalfMinute(page);
  await studyHalfMinute(page);
  await expect(timerCard(page)).toContainText('Chapter Time 00h 01m');
  await expect(page.getByText('Time in this chapter: 00h 01m of 00h 20m')).toBeVisible();

  // A hidden tab pauses the count: two minutes pass, the time stays.
  await hide(page, true);
  await pass(page, 120_000);
  await hide(page, false);
  await expect(page.getByText('Time in this chapter: 00h 01m of 00h 20m')).toBeVisible();

  // Offline: the update fails and is kept; back online, it is sent and nothing is lost.
  await context.setOffline(true);
  await pass(page, 30_000);
  await expect(page.getByRole('alert')).toContainText('Your progress could not be saved just now.');
  await pass(page, 30_000);
  const resent = page.waitForResponse((r) => r.url().endsWith(apiPaths.timeManagement));
  await context.setOffline(false);
  expect((await resent).ok()).toBe(true);
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(page.getByText('Time in this chapter: 00h 02m of 00h 20m')).toBeVisible();

  // Up to the chapter's 20 minutes: the button unlocks.
  for (let i = 0; i < 36; i++) await studyHalfMinute(page);
  await expect(next).toBeEnabled();
  await expect(page.getByText('You have the time this chapter needs.')).toBeVisible();

  // Leaving through the menu: the 'saving progress' overlay for 2 seconds, then the page.
  await studentMenu(page).getByRole('link', { name: 'Purchased Courses' }).click();
  await expect(page.getByRole('dialog', { name: 'Saving your progress…' })).toBeVisible();
  await expect(page).toHaveURL(/\/home\/chapter$/);
  await pass(page, 2_000);
  await expect(page).toHaveURL(/\/home\/course-list$/);

  // Back in the chapter: 'Back to dashboard' asks first; No stays, Yes saves and goes to the dashboard.
  await page.goto('/home/chapter');
  await expect(page.getByRole('heading', { level: 1, name: /Chapter 1 of 12/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  const modal = page.getByRole('dialog', { name: 'Your Progress will be saved! Continue?' });
  await modal.getByRole('button', { name: 'No' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await modal.getByRole('button', { name: 'Yes' }).click();
  await pass(page, 2_000);
  await expect(page).toHaveURL(/\/home\/dashboard$/);

  // Logout and sign in again: the time is kept.
  await studentMenu(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page.getByText('1 of 12 done')).toBeVisible();
  await studentMenu(page).getByRole('link', { name: 'Table of contents' }).click();
  await expect(chapters.getByText('Completed')).toHaveCount(1);
  await expect(chapters.getByText('20 of 20 min')).toBeVisible();
});
