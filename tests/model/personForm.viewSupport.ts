import { within } from '@testing-library/react';
import { expect } from 'vitest';

import type { ProfileDetails } from '@contracts/profile';
import type { Failure } from '@machines/shared/failure';

import { retype, type Screen, type ViewTools } from './harness/view';
import { apiStates } from './personalInformation.fixtures';

/** Retypes the field labelled `label` inside the form named `formName` (the person forms of src/shared/person). */
export const formRetype = (formName: string) => (tools: ViewTools, label: string, value: string) =>
  retype(tools, label, value, tools.screen.getByRole('form', { name: formName }));

/**
 * Fills the student's details fields (src/shared/person/PersonDetailsFields) of the form named `formName` as a person
 * would; `afterGender` fills what that form puts after the gender, as the component does.
 */
export async function fillPersonDetails(
  tools: ViewTools,
  formName: string,
  values: ProfileDetails,
  afterGender?: () => Promise<void>,
) {
  const { user, screen } = tools;
  const retypeField = formRetype(formName);
  await retypeField(tools, 'First name*', values.firstName);
  await retypeField(tools, 'Middle name', values.middleName ?? '');
  await retypeField(tools, 'Last name*', values.lastName);
  await retypeField(tools, 'Date of birth* (MM-DD-YYYY)', values.dateOfBirth);
  await user.selectOptions(screen.getByLabelText('Gender*'), values.gender);
  await afterGender?.();
  // Typed as digits: the field shows them as ###-###-####.
  await retypeField(tools, 'Mobile number*', values.mobileNumber.replace(/\D/g, ''));
  await retypeField(tools, 'Street address*', values.street);
  await retypeField(tools, 'Apartment, suite, unit', values.apartment ?? '');
  await retypeField(tools, 'City*', values.city);
  const stateName = apiStates.find((state) => state.stateId === values.state.stateId)!.stateName;
  await user.selectOptions(screen.getByLabelText('State*'), stateName);
  await retypeField(tools, 'Zip code*', values.zip);
}

/** The state list is shown reversed (02 §7): the fixtures' states after the empty choice. */
export function expectStatesReversed(select: HTMLElement) {
  expect(
    within(select)
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent),
  ).toEqual(['Texas', 'Florida', 'California']);
}

/**
 * The alerts after a refused save of the student's details: an address or zip code refusal in the alert and on its
 * field (02 §8), any other failure in `wordsOf`'s words, none without a failure.
 */
export function expectSaveRefusal(screen: Screen, failure: Failure | undefined, wordsOf: (failure: Failure) => string) {
  const alerts = screen.queryAllByRole('alert').map((el) => el.textContent);
  const expected =
    failure?.code === 'INVALID_ADDRESS'
      ? ['Please provide Valid address']
      : failure?.code === 'INVALID_ZIP'
        ? ['Please enter valid Zip code']
        : failure
          ? [wordsOf(failure)]
          : [];
  expect(alerts).toEqual(expected);
  if (failure?.code === 'INVALID_ADDRESS')
    expect(screen.getByLabelText('Street address*')).toHaveAccessibleDescription('Please provide Valid address');
  if (failure?.code === 'INVALID_ZIP')
    expect(screen.getByLabelText('Zip code*')).toHaveAccessibleDescription('Please enter valid Zip code');
}
