import { expect, type Page } from '@playwright/test';

/** The seeded verified student (server/seed/accounts.ts). */
export const seededStudent = { email: 'student@example.com', password: 'Passw0rd!' } as const;

/** Signs in through /login the way a person does and waits for `landing` (any page under /home/ unless told). */
export async function signInAs(page: Page, email: string, password: string, landing: RegExp = /\/home\//) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(landing);
}

/** Signs in the seeded student and waits for the dashboard. */
export const signInAsStudent = (page: Page) =>
  signInAs(page, seededStudent.email, seededStudent.password, /\/home\/dashboard$/);
