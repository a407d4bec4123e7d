import { within } from '@testing-library/react';
import { expect } from 'vitest';

import type { PersonalInformation } from '@contracts/account';
import type { personalInformationMachine } from '@machines/personalInformation';
import { PersonalInformationContext } from '@flows/personalInformation/PersonalInformationContext';
import { PersonalInformationView } from '@flows/personalInformation/PersonalInformationView';

import { TestProviders } from '../setup/TestProviders';
import type { FlowViewDriver, Screen, ViewTools } from './harness/view';
import { apiStates, genericError } from './personalInformation.fixtures';

const form = (screen: Screen) => screen.getByRole('form', { name: 'Personal information' });

async function retype({ user, screen }: ViewTools, label: string, value: string) {
  const input = within(form(screen)).getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

export const personalInformationView: FlowViewDriver<typeof personalInformationMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/home/personal-information">
      <PersonalInformationContext.Provider logic={logic} options={options}>
        <PersonalInformationView />
      </PersonalInformationContext.Provider>
    </TestProviders>
  ),
  perform: {
    'retry.request': async (_, { user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'form.submit': async (event, tools) => {
      const values = event.values as PersonalInformation;
      const { user, screen } = tools;
      await retype(tools, 'First name*', values.firstName);
      await retype(tools, 'Middle name', values.middleName ?? '');
      await retype(tools, 'Last name*', values.lastName);
      await retype(tools, 'Date of birth* (MM-DD-YYYY)', values.dateOfBirth);
      await user.selectOptions(screen.getByLabelText('Gender*'), values.gender);
      await retype(tools, 'Parent email address', values.parentEmail ?? '');
      // Typed as digits: the field shows them as ###-###-####.
      await retype(tools, 'Mobile number*', values.mobileNumber.replace(/\D/g, ''));
      await retype(tools, 'Street address*', values.street);
      await retype(tools, 'Apartment, suite, unit', values.apartment ?? '');
      await retype(tools, 'City*', values.city);
      const stateName = apiStates.find((state) => state.stateId === values.state.stateId)!.stateName;
      await user.selectOptions(screen.getByLabelText('State*'), stateName);
      await retype(tools, 'Zip code*', values.zip);
      await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    },
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeInTheDocument();
    const expressIntro = screen.queryByText(/complete your express sign-up/);
    if (s.context.variant === 'fastLane') expect(expressIntro).toBeInTheDocument();
    else expect(expressIntro).toBeNull();

    if (s.matches('loading'))
      expect(screen.getByRole('status')).toHaveTextContent('Loading your personal information…');
    if (s.matches('left')) expect(screen.getByRole('status')).toHaveTextContent('Taking you to the next step…');

    if (s.matches('failed')) {
      const { call, failure } = s.context.loadFailure!;
      expect(screen.getByRole('alert')).toHaveTextContent(
        call === 'states' && failure.message ? failure.message : genericError,
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    }

    const editing = s.matches('editing') || s.matches('saving');
    if (!editing) {
      expect(screen.queryByRole('form', { name: 'Personal information' })).toBeNull();
      return;
    }
    // The state list is shown reversed (02 §7).
    const stateOptions = within(screen.getByLabelText('State*'))
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);
    expect(stateOptions).toEqual(['Texas', 'Florida', 'California']);
    const sent = s.context.values;
    const saved = s.context.saved!;
    // Prefilled with the registration's names; after a refused save the typed values stay.
    expect(screen.getByLabelText('First name*')).toHaveValue(sent?.firstName ?? saved.firstName);
    expect(screen.getByLabelText('Last name*')).toHaveValue(sent?.lastName ?? saved.lastName);
    if (sent) {
      expect(screen.getByLabelText('Mobile number*')).toHaveValue(sent.mobileNumber);
      expect(screen.getByLabelText('Zip code*')).toHaveValue(sent.zip);
    }
    const submitButton = screen.getByRole('button', { name: 'Save and continue' });
    if (s.matches('saving')) expect(submitButton).toBeDisabled();
    else expect(submitButton).toBeEnabled();

    const alerts = screen.queryAllByRole('alert').map((el) => el.textContent);
    const failure = s.matches('editing') ? s.context.saveFailure : undefined;
    const expected =
      failure?.code === 'INVALID_ADDRESS'
        ? ['Please provide Valid address']
        : failure?.code === 'INVALID_ZIP'
          ? ['Please enter valid Zip code']
          : failure
            ? [failure.message]
            : [];
    expect(alerts).toEqual(expected);
    if (failure?.code === 'INVALID_ADDRESS')
      expect(screen.getByLabelText('Street address*')).toHaveAccessibleDescription('Please provide Valid address');
    if (failure?.code === 'INVALID_ZIP')
      expect(screen.getByLabelText('Zip code*')).toHaveAccessibleDescription('Please enter valid Zip code');
  },
};
