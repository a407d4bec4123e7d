import { expect, type Page, test } from '@playwright/test';

import { defaultSubscriptionKey, headerNames } from '../../contracts/headers';
import * as apiPaths from '../../contracts/paths';
import { obfuscate, reveal, storedKeyName } from '../../src/shared/storage/obfuscation';
import { signInAsStudent } from './support/signIn';

/**
 * 01 §4 Session guard and Inactivity, §7 Logout and Time update, §8 Access Denied and token
 * expiry; 01 §2 auth-check screen. Signs in as the seeded student; never changes account data.
 */
const sessionEnded = 'Your session has ended. Please sign in again.';
const tokenExpired = 'Your Token has been expired so you are redirected to Login Page.';

/** Signs in and waits until the dashboard has loaded its courses, so no request is still in flight. */
async function signIn(page: Page) {
  await signInAsStudent(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'California 8-Hour Traffic School' })).toBeVisible();
}

/** Reads a stored value the way the app keeps it (obfuscated key and value). */
async function stored(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((name) => window.localStorage.getItem(name), storedKeyName(key));
  const plain = raw === null ? undefined : reveal(raw);
  return plain === undefined ? undefined : JSON.parse(plain);
}

async function store(page: Page, values: Record<string, unknown>) {
  const entries = Object.entries(values).map(([key, value]) => [storedKeyName(key), obfuscate(JSON.stringify(value))]);
  await page.evaluate((pairs) => pairs.forEach(([k, v]) => window.localStorage.setItem(k, v)), entries);
}

const studentMenu = (page: Page) => page.getByRole('navigation', { name: 'Student menu' });

test.describe('session guard (01 §4)', () => {
  test('/home pages need the signed-in flag; the start page stays public', async ({ page }) => {
    await page.goto('/home/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/home/no-such-page');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in student is sent from public pages to the purchased courses, and a reload keeps the session', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home\/course-list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Purchased Courses' })).toBeVisible();
    await page.goto('/forgot-password');
    await expect(page).toHaveURL(/\/home\/course-list$/);
    await page.goto('/home/settings');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('a registration under way (registerFlow) may open public pages', async ({ page }) => {
    await signIn(page);
    await store(page, { registerFlow: 'true' });
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('auth-check screen (01 §2)', () => {
  test('with a stored login it fetches the student and goes to the dashboard', async ({ page }) => {
    await signIn(page);
    await page.goto('/auth-check');
    await expect(page).toHaveURL(/\/home\/dashboard$/);
  });
});

test.describe('logout (01 §7, 02 §4)', () => {
  test('logout calls the server, clears the browser and goes to /login; the language stays', async ({ page }) => {
    await signIn(page);
    const studentId = await stored(page, 'studentId');
    const logout = page.waitForRequest((r) => r.url().endsWith(apiPaths.logout) && r.method() === 'POST');
    await studentMenu(page).getByRole('button', { name: 'Logout' }).click();
    expect((await logout).postDataJSON()).toEqual({ studentId, isCourseHasAccessTimeLimitPerDay: false });
    await expect(page).toHaveURL(/\/login$/);
    expect(await stored(page, 'token')).toBeUndefined();
    expect(await stored(page, 'isLoggedIn')).toBeUndefined();
    await page.goto('/home/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('with a chapter time stored, the time update goes first; its failure does not stop the logout', async ({
    page,
  }) => {
    await signIn(page);
    await store(page, {
      studentCourseChapterId: 999_999,
      studentCourseId: 999_998,
      logoutTimeSpent: 42,
      configCourseId: 611,
      availableTimeForTheDay: 600,
      isCourseHasAccessTimeLimitPerDay: 'true',
      logoutRedirectUrl: '/forgot-password',
    });
    const studentId = await stored(page, 'studentId');
    const order: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(apiPaths.chapterTime) || r.url().endsWith(apiPaths.logout)) order.push(r.url());
    });
    const timeUpdate = page.waitForRequest((r) => r.url().endsWith(apiPaths.chapterTime) && r.method() === 'PUT');
    const logout = page.waitForRequest((r) => r.url().endsWith(apiPaths.logout));
    await studentMenu(page).getByRole('button', { name: 'Logout' }).click();
    expect((await timeUpdate).postDataJSON()).toEqual({
      studentCourseChapterId: 999_999,
      studentCourseId: 999_998,
      timeSpent: 42,
      timeConsumedAfterIdentityVerification: 0,
    });
    expect((await logout).postDataJSON()).toEqual({
      studentId,
      isCourseHasAccessTimeLimitPerDay: true,
      availableTimeForTheDay: 600,
      configCourseId: 611,
      studentCourseId: 999_998,
    });
    expect(order.map((u) => (u.endsWith(apiPaths.logout) ? 'logout' : 'time'))).toEqual(['time', 'logout']);
    // The stored logout redirect address wins over /login.
    await expect(page).toHaveURL(/\/forgot-password$/);
    expect(await stored(page, 'token')).toBeUndefined();
  });

  test('a failed logout call still clears and goes to /login', async ({ page }) => {
    await signIn(page);
    await page.route(`**${apiPaths.logout}`, (route) =>
      route.fulfill({
        status: 500,
        json: { status: { success: false, message: 'Oops. Something went wrong. Please try again later.' } },
      }),
    );
    await studentMenu(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await stored(page, 'isLoggedIn')).toBeUndefined();
  });
});

test.describe('ended sessions (01 §4, §8; 02 §8)', () => {
  test("'Access Denied' in a 200 answer clears storage and goes to /login with the notice", async ({ page }) => {
    await signIn(page);
    await page.route(`**${apiPaths.coursesDashboard}?*`, (route) =>
      route.fulfill({ status: 200, json: { status: { success: false, message: 'Access Denied' } } }),
    );
    await studentMenu(page).getByRole('link', { name: 'Purchased Courses' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(sessionEnded)).toBeVisible();
    expect(await stored(page, 'token')).toBeUndefined();
  });

  test('a session the server no longer knows (401, session false) ends the same way', async ({ page, request }) => {
    await signIn(page);
    const token = String(await stored(page, 'token'));
    const studentId = Number(await stored(page, 'studentId'));
    // Sign this session out behind the app's back.
    const answer = await request.post(apiPaths.logout, {
      headers: {
        [headerNames.subscriptionKey]: defaultSubscriptionKey,
        [headerNames.authorization]: `Bearer ${token}`,
        [headerNames.studentId]: String(studentId),
      },
      data: { studentId, isCourseHasAccessTimeLimitPerDay: false },
    });
    expect(answer.ok()).toBe(true);
    await studentMenu(page).getByRole('link', { name: 'Purchased Courses' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(sessionEnded)).toBeVisible();
  });

  test('an expired token shows the token-expiry modal; OK goes to /login', async ({ page }) => {
    await signIn(page);
    await page.route(`**${apiPaths.coursesDashboard}?*`, (route) =>
      route.fulfill({
        status: 401,
        json: { status: { success: false, message: 'Your session has expired.', code: 'TOKEN_EXPIRED' } },
      }),
    );
    await studentMenu(page).getByRole('link', { name: 'Purchased Courses' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(tokenExpired);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await stored(page, 'token')).toBeUndefined();
  });
});

test.describe('inactivity (01 §4 Inactivity, 02 §9)', () => {
  test("'Are you still there?' after 5 minutes; Yes resets; no answer in 90 s logs out", async ({ page }) => {
    await page.clock.install();
    await signIn(page);
    const prompt = page.getByRole('dialog', { name: 'Are you still there?' });
    await page.clock.fastForward(299_000);
    await expect(prompt).toBeHidden();
    await page.clock.fastForward(2_000);
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Yes' }).click();
    await expect(prompt).toBeHidden();

    await page.clock.fastForward(301_000);
    await expect(prompt).toBeVisible();
    const logout = page.waitForRequest((r) => r.url().endsWith(apiPaths.logout));
    await page.clock.fastForward(90_000);
    await logout;
    await expect(page).toHaveURL(/\/login$/);
    expect(await stored(page, 'isLoggedIn')).toBeUndefined();
  });

  test('activity restarts the idle timer', async ({ page }) => {
    await page.clock.install();
    await signIn(page);
    await page.clock.fastForward(240_000);
    await page.mouse.move(40, 300);
    await page.mouse.move(80, 320);
    await page.clock.fastForward(240_000);
    await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeHidden();
    await page.clock.fastForward(70_000);
    await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
  });
});
