import { expect, test } from '@playwright/test';

/**
 * 01 §2 /register, §4 State selection, §5 Registration validation: the form's messages, the
 * county court course's fields and date rule, the state list and course remapping, against the
 * reference server's seeds (server/seed/catalog.ts).
 */

const form = (page: import('@playwright/test').Page) => page.getByRole('form', { name: 'Registration' });

test.describe('registration page', () => {
  test('shows the spec messages for an empty and an invalid form', async ({ page }) => {
    await page.goto('/register');
    await expect(form(page)).toBeVisible();
    await form(page).getByRole('button', { name: 'Sign Up' }).click();
    for (const text of [
      'First Name is required',
      'Last Name is required',
      'Email Address is required',
      'Password is required',
      'State is required',
    ])
      await expect(page.getByText(text, { exact: true })).toBeVisible();

    await page.getByLabel('First Name*').fill(' Mary');
    await page.getByLabel('Last Name*').fill('a'.repeat(36));
    await page.getByLabel('Email Address*').fill('mary@');
    await page.getByLabel('Mobile Number').fill('5551234');
    await page.getByLabel('Password*').fill('12345');
    await page.getByRole('checkbox', { name: 'Send me course updates by text message (SMS)' }).check();
    await form(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please enter a valid firstname', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Input exceeds maximum character limit of 35 characters', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter valid phone number', { exact: true })).toBeVisible();
    await expect(page.getByText('Password should be between 6 to 30 characters', { exact: true })).toBeVisible();
    // Dashes are inserted while typing (###-###-####).
    await expect(page.getByLabel('Mobile Number')).toHaveValue('555-123-4');

    await page.getByLabel('Mobile Number').fill('');
    await form(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Mobile number is required', { exact: true })).toBeVisible();
    await page.getByLabel('First Name*').fill('   ');
    await form(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please enter at least 1 character', { exact: true })).toBeVisible();
  });

  test('restricts e-mail domains for an organisation that asks for it', async ({ page }) => {
    await page.goto('/register?organisationId=3004&configCourseId=914');
    await page.getByLabel('Email Address*').fill('driver@example.com');
    await form(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Enter a valid email')).toBeVisible();
    await page.getByLabel('Email Address*').fill('driver@acme.example');
    await form(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Enter a valid email')).toHaveCount(0);
  });

  test("shows the county court course's fields, the dependent courts and the date rule", async ({ page }) => {
    await page.goto('/register?configCourseId=612');
    await expect(page.getByText('Course: Los Angeles County Court Traffic School')).toBeVisible();
    await expect(
      page.getByText(
        'You were referred to this course by a court. Please complete the course 7 days before your court date.',
      ),
    ).toBeVisible();
    const court = form(page).getByRole('group', { name: 'Court information' });
    await expect(court.getByLabel('County*')).toBeVisible();

    await form(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(court.getByText('This field is required')).toHaveCount(4);

    await court.getByLabel('County*').selectOption('Orange');
    const courts = await court.getByLabel('Court*').locator('option').allTextContents();
    expect(courts).toEqual(['Select', 'Central Justice Center', 'Harbor Justice Center', 'Other']);
    await court.getByLabel('Court*').selectOption('Other');
    await form(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Other court is required', { exact: true })).toBeVisible();
    // Changing the county resets the court.
    await court.getByLabel('County*').selectOption('Los Angeles');
    await expect(court.getByLabel('Court*')).toHaveValue('');

    const inDays = (days: number) => {
      const d = new Date();
      d.setDate(d.getDate() + days);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    await court.getByLabel('Citation Due Date (Court Date)*').fill(inDays(30));
    await expect(page.getByText(`Complete the course by ${inDays(23)} (23 days left)`)).toBeVisible();
  });

  test('lists the states reversed and remaps the course for a chosen state', async ({ page }) => {
    await page.goto('/register?configCourseId=611');
    await expect(page.getByText('Course: California 8-Hour Traffic School')).toBeVisible();
    const state = page.getByLabel('State*');
    // The states come from the server after the course: web-first checks wait for the list.
    const options = state.locator('option');
    await expect(options.nth(1)).toHaveText('Wyoming');
    await expect(options.first()).toHaveText('Select your state');
    await expect(options.last()).toHaveText('Alabama');

    await page.getByLabel('First Name*').fill('Mary');
    await state.selectOption({ label: 'Florida' });
    await expect(page.getByText('Course: Florida Basic Driver Improvement')).toBeVisible();
    // What was typed survives the course reload.
    await expect(page.getByLabel('First Name*')).toHaveValue('Mary');
    expect(await page.evaluate(() => window.location.pathname)).toBe('/register');

    // A state without a course of the family: the 404 is ignored and the course stays.
    await state.selectOption({ label: 'Alaska' });
    await expect(form(page).getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    await expect(page.getByText('Course: Florida Basic Driver Improvement')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('auto-inserts SSN dashes and checks the length', async ({ page }) => {
    await page.goto('/register?configCourseId=777&stateId=10');
    const ssn = page.getByLabel('Social Security Number (###-##-####)');
    await ssn.fill('12345678');
    await expect(ssn).toHaveValue('123-45-678');
    await form(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Enter a valid SSN number', { exact: true })).toBeVisible();
  });

  test('keeps a stored vehicle tag read-only for the government-fleet course', async ({ page }) => {
    await page.goto('/register?organisationId=1481&configCourseId=901&vehicleTag=G41-0001');
    await expect(page.getByLabel('GSA Vehicle Tag Number*')).toHaveValue('G41-0001');
    await expect(page.getByLabel('GSA Vehicle Tag Number*')).toHaveAttribute('readonly', '');
  });
});
