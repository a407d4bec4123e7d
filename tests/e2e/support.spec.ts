import { fileURLToPath } from 'node:url';

import { expect, type Page, test } from '@playwright/test';

import { signInAsStudent } from './support/signIn';

/** 02 §2 support: a ticket with a screenshot, its number, and the list of the student's tickets. */
const studentMenu = (page: Page) => page.getByRole('navigation', { name: 'Student menu' });
const screenshot = fileURLToPath(new URL('../server/fixtures/faces/coffee.jpg', import.meta.url));

test('the student writes to support with a screenshot and sees the ticket with its number and status', async ({
  page,
}) => {
  await signInAsStudent(page);
  await studentMenu(page).getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/home\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();

  // The form's own checks first.
  await page.getByRole('button', { name: 'Send to support' }).click();
  await expect(page.getByText('Please choose a topic')).toBeVisible();

  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'A technical problem' });
  await page.getByRole('textbox', { name: 'Your message' }).fill('The chapter timer does not move on my tablet.');
  await page.getByLabel('Screenshot (optional: JPEG, PNG or GIF, up to 5 MB)').setInputFiles(screenshot);
  await page.getByRole('button', { name: 'Send to support' }).click();

  const sent = page.getByText(/Your ticket number is (ST-\d{4}-\d{6})/);
  await expect(sent).toBeVisible();
  const ticketNumber = /ST-\d{4}-\d{6}/.exec((await sent.innerText()) ?? '')![0];
  const row = page.getByRole('row').filter({ hasText: ticketNumber });
  await expect(row).toContainText('A technical problem');
  await expect(row).toContainText('Open');

  // A reload lists it again, from the server.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: ticketNumber })).toBeVisible();
});
