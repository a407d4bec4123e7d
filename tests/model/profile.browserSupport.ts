import { expect, type Page } from '@playwright/test';

import type { ProfileDetails } from '@machines/profileDetails';

/*
 * What the profile's browser maps (profile, profileDetails, otherInformation) share: the details form filled
 * as a person does, and the tabs.
 */

export const detailsForm = (page: Page) => page.getByRole('form', { name: 'Profile details' });
export const otherInformationForm = (page: Page) => page.getByRole('form', { name: 'Other information' });
export const profileTab = (page: Page, name: 'Profile' | 'Other information') =>
  page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab', { name, exact: true });

/** The details' state names by id (the fixtures' states: California, Florida, Texas). */
const stateNames: Record<number, string> = { 5: 'California', 10: 'Florida', 44: 'Texas' };

/** Fills the details form with the values (the mobile number typed as digits: the field adds the dashes). */
export async function fillDetails(page: Page, values: ProfileDetails) {
  const form = detailsForm(page);
  await form.getByLabel('First name*').fill(values.firstName);
  await form.getByLabel('Middle name').fill(values.middleName ?? '');
  await form.getByLabel('Last name*').fill(values.lastName);
  await form.getByLabel('Date of birth* (MM-DD-YYYY)').fill(values.dateOfBirth);
  await form.getByLabel('Gender*').selectOption(values.gender);
  await form.getByLabel('Mobile number*').fill(values.mobileNumber.replace(/\D/g, ''));
  await form.getByLabel('Street address*').fill(values.street);
  await form.getByLabel('Apartment, suite, unit').fill(values.apartment ?? '');
  await form.getByLabel('City*').fill(values.city);
  await form.getByLabel('State*').selectOption({ label: stateNames[values.state.stateId] });
  await form.getByLabel('Zip code*').fill(values.zip);
}

/** Saves the details form. */
export const saveDetails = (page: Page) => detailsForm(page).getByRole('button', { name: 'Save profile' }).click();

/** The details form as the page shows it after a save: the e-mail read-only, the form ready for another edit. */
export async function expectDetailsForm(page: Page, email: string) {
  const form = detailsForm(page);
  await expect(form.getByLabel('Email address')).toHaveValue(email);
  await expect(form.getByLabel('Email address')).toHaveAttribute('readonly', '');
  await expect(form.getByLabel('Mobile number*')).toHaveValue(/^\d{3}-\d{3}-\d{4}$/);
}
