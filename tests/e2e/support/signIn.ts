import { expect, type Page } from '@playwright/test';

/** The seeded verified student (server/seed/accounts.ts). */
export const seededStudent = { email: 'student@example.com', password: 'Passw0rd!' } as const;

/** Signs in through /login the way a person does and waits for the dashboard. */
export async function signInAsStudent(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(seededStudent.email);
  await page.getByLabel('Password', { exact: true }).fill(seededStudent.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
}
