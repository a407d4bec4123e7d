import { expect, type Page, test } from '@playwright/test';

import * as apiPaths from '../../contracts/paths';
import { signInAsStudent } from './support/signIn';

/** 02 §2 the /home area: sidebar and mobile menu, dashboard, purchased courses, settings, not found. */
const phone = { width: 390, height: 844 };
const notFound = 'This page could not be found';

const signIn = signInAsStudent;

const studentMenu = (page: Page) => page.getByRole('navigation', { name: 'Student menu' });

test('the sidebar menu of 02 §2, in order, with the current page marked', async ({ page }) => {
  await signIn(page);
  const menu = studentMenu(page);
  await expect(menu.getByRole('link')).toHaveText([
    'Dashboard',
    'Table of contents',
    'Purchased Courses',
    'Profile',
    'Settings',
    'Support',
    'FAQs',
  ]);
  await expect(menu.getByRole('link', { name: 'Table of contents' })).toHaveAttribute(
    'href',
    '/home/dashboard?open=tableOfContents',
  );
  await expect(menu.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/home/customer-support');
  await expect(menu.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await menu.getByRole('link', { name: 'Table of contents' }).click();
  await expect(page).toHaveURL(/\/home\/dashboard\?open=tableOfContents$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Table of contents' })).toBeFocused();
  await expect(menu.getByRole('link', { name: 'Table of contents' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
});

test("the dashboard lists the student's course with its status and progress", async ({ page }) => {
  await signIn(page);
  const course = page.getByRole('article');
  await expect(course).toHaveCount(1);
  await expect(course.getByRole('heading', { level: 3 })).not.toBeEmpty();
  await expect(course).toContainText('In progress');
  await expect(course.getByRole('progressbar')).toHaveAttribute('value', /^\d+$/);
  await expect(course).toContainText(/\d+% complete/);
});

test('a PaymentPending student is told the purchase is not complete', async ({ page }) => {
  await signIn(page);
  // The seeded PaymentPending account belongs to the e-mail verification tests; its answer is replayed here.
  await page.route(`**${apiPaths.studentDetails}?*`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({
      response,
      json: { ...body, data: { ...body.data, status: 'PaymentPending', isVerified: false } },
    });
  });
  await studentMenu(page).getByRole('link', { name: 'Settings' }).click();
  await expect(
    page.getByText('Your course purchase is not complete yet. Complete the payment to start your course.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete your purchase' })).toHaveAttribute(
    'href',
    '/home/cart-summary',
  );
  await expect(page.getByText('Not verified')).toBeVisible();
});

test('unknown pages of /home, and unknown paths, show the not-found page', async ({ page }) => {
  await signIn(page);
  // Every menu page is built (the profile came last): an unknown address under /home keeps the menu.
  await page.goto('/home/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: notFound })).toBeVisible();
  await expect(studentMenu(page)).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: notFound })).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: phone });

  test('the hamburger opens the menu; navigation and Escape close it', async ({ page }) => {
    await signIn(page);
    const toggle = page.getByRole('button', { name: 'Student menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(studentMenu(page)).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await studentMenu(page).getByRole('link', { name: 'Purchased Courses' }).click();
    await expect(page).toHaveURL(/\/home\/course-list$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(studentMenu(page)).toBeHidden();

    await toggle.click();
    await expect(studentMenu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});
