import { expect, type Page, test } from '@playwright/test';

import * as apiPaths from '../../contracts/paths';
import { signInAs } from './support/signIn';

/*
 * 02 §2 profile as profile@example.com (server/seed/profile.ts): paid for the Los Angeles county court
 * course 612, court answers on file, Orange (2830) as the county of the citation. The details with the personal
 * information's rules; "Other information": Los Angeles (2815) loads the county agencies into field 161, another county
 * clears it, a county change resets the court (02 §5, §9).
 */

// Every test edits the one seeded account: one after the other.
test.describe.configure({ mode: 'serial' });

const account = { email: 'profile@example.com', password: 'Passw0rd!' } as const;
const phone = { width: 390, height: 844 };
const studentMenu = (page: Page) => page.getByRole('navigation', { name: 'Student menu' });
const stateMissing =
  'To continue with the selection of "Other information" you must fill out the state field in your "Profile" section';

const signIn = (page: Page) => signInAs(page, account.email, account.password);

async function openOtherInformation(page: Page) {
  await page.getByRole('tab', { name: 'Other information' }).click();
  await expect(page.getByRole('form', { name: 'Other information' })).toBeVisible();
}

const countyOfCitation = (page: Page) => page.getByLabel(/^County of citation\*?$/);
const countyAgency = (page: Page) => page.getByLabel(/^County agency\*?$/);
const saveOtherInformation = async (page: Page) => {
  await page.getByRole('button', { name: 'Save other information' }).click();
  await expect(page.getByText('Your other information was saved.')).toBeVisible();
};

test('the details are edited with the personal information rules; the e-mail is read-only', async ({ page }) => {
  await signIn(page);
  await studentMenu(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/home\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

  const form = page.getByRole('form', { name: 'Profile details' });
  await expect(form.getByLabel('Email address')).toHaveValue(account.email);
  await expect(form.getByLabel('Email address')).toHaveAttribute('readonly', '');
  await expect(form.getByLabel('Mobile number*')).toHaveValue(/^\d{3}-\d{3}-\d{4}$/);

  // The form's rules, then the server's zip check (a New York zip in California).
  await form.getByLabel('City*').fill('L');
  await form.getByLabel('Zip code*').fill('10001');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('city should be between 2 to 40')).toBeVisible();
  await form.getByLabel('City*').fill('Los Angeles');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByLabel('Zip code*')).toHaveAccessibleDescription('Please enter valid Zip code');

  await form.getByLabel('Zip code*').fill('90012');
  await form.getByLabel('Apartment, suite, unit').fill('Suite 5');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('form', { name: 'Profile details' }).getByLabel('Apartment, suite, unit')).toHaveValue(
    'Suite 5',
  );
});

test('Los Angeles loads its county agencies into field 161; another county clears it; both are kept', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/home/profile');
  await openOtherInformation(page);
  // One purchased course: its name, no selector.
  await expect(page.getByText('Los Angeles County Court Traffic School')).toBeVisible();
  await expect(page.getByLabel('Course')).toHaveCount(0);

  // Start from Orange (2830), as seeded (a retry may find Los Angeles saved).
  await countyOfCitation(page).selectOption('2830');
  await expect(countyAgency(page)).toBeDisabled();
  await expect(countyAgency(page)).toHaveValue('');

  await countyOfCitation(page).selectOption({ label: 'Los Angeles' });
  await expect(page.getByLabel('County agency*')).toBeEnabled();
  await expect(page.getByLabel('County agency*').locator('option')).toContainText([
    'Los Angeles Police Department',
    "Los Angeles County Sheriff's Department",
    'Pasadena Police Department',
  ]);
  // Required with Los Angeles.
  await page.getByRole('button', { name: 'Save other information' }).click();
  await expect(page.getByText('County agency is required')).toBeVisible();
  await page.getByLabel('County agency*').selectOption('Pasadena Police Department');
  await saveOtherInformation(page);

  await page.reload();
  await openOtherInformation(page);
  await expect(countyOfCitation(page)).toHaveValue('2815');
  await expect(page.getByLabel('County agency*')).toHaveValue('Pasadena Police Department');

  // Another county clears field 161; saved, it stays cleared.
  await countyOfCitation(page).selectOption({ label: 'Orange' });
  await expect(page.getByLabel('County agency', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('County agency', { exact: true })).toBeDisabled();
  await saveOtherInformation(page);
  await page.reload();
  await openOtherInformation(page);
  await expect(countyOfCitation(page)).toHaveValue('2830');
  await expect(page.getByLabel('County agency', { exact: true })).toHaveValue('');
});

test("a county change resets the court and offers that county's courts plus 'Other'", async ({ page }) => {
  await signIn(page);
  await page.goto('/home/profile');
  await openOtherInformation(page);
  await page.getByLabel('County*', { exact: true }).selectOption('Los Angeles');
  const court = page.getByLabel('Court*', { exact: true });
  await expect(court).toHaveValue('');
  await expect(court.locator('option')).toHaveText([
    'Select',
    'Beverly Hills Courthouse',
    'Compton Courthouse',
    'Pasadena Courthouse',
    'Other',
  ]);
  await court.selectOption('Other');
  await page.getByRole('button', { name: 'Save other information' }).click();
  await expect(page.getByText('Other court is required')).toBeVisible();
  await page.getByLabel('Other court*').fill('Van Nuys Courthouse West');
  await saveOtherInformation(page);
  await page.reload();
  await openOtherInformation(page);
  await expect(page.getByLabel('Court*', { exact: true })).toHaveValue('Other');
  await expect(page.getByLabel('Other court*')).toHaveValue('Van Nuys Courthouse West');
});

test('without a state, "Other information" asks for it in the Profile tab first', async ({ page }) => {
  await signIn(page);
  // The student's saved details as if no state was ever given.
  await page.route(`**${apiPaths.personalInformation}?*`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, state: null } } });
  });
  await page.goto('/home/profile');
  await page.getByRole('tab', { name: 'Other information' }).click();
  await expect(page.getByText(stateMissing)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Other information' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('form', { name: 'Profile details' }).getByLabel('State*')).toHaveValue('');
});

test.describe('at phone width', () => {
  test.use({ viewport: phone });

  test('both tabs fit the phone', async ({ page }) => {
    await signIn(page);
    await page.goto('/home/profile');
    await expect(page.getByRole('form', { name: 'Profile details' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await openOtherInformation(page);
    await expect(page.getByRole('button', { name: 'Save other information' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  });
});
