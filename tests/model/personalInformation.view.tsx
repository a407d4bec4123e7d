import { within } from '@testing-library/react';
import { expect } from 'vitest';

import type { PersonalInformation } from '@contracts/account';
import type { personalInformationMachine } from '@machines/personalInformation';
import { PersonalInformationContext } from '@flows/personalInformation/PersonalInformationContext';
import { PersonalInformationView } from '@flows/personalInformation/PersonalInformationView';

import {
  clickButton,
  type FlowViewDriver,
  genericError,
  renderInFlow,
  retype,
  type Screen,
  type ViewTools,
} from './harness/view';
import { apiStates } from './personalInformation.fixtures';

const form = (screen: Screen) => screen.getByRole('form', { name: 'Personal information' });

const retypeInForm = (tools: ViewTools, label: string, value: string) =>
  retype(tools, label, value, form(tools.screen));

export const personalInformationView: FlowViewDriver<typeof personalInformationMachine> = {
  render: renderInFlow('/home/personal-information', PersonalInformationContext, <PersonalInformationView />),
  perform: {
    'retry.request': clickButton('Try again'),
    'form.submit': async (event, tools) => {
      const values = event.values as PersonalInformation;
      const { user, screen } = tools;
      await retypeInForm(tools, 'First name*', values.firstName);
      await retypeInForm(tools, 'Middle name', values.middleName ?? '');
      await retypeInForm(tools, 'Last name*', values.lastName);
      await retypeInForm(tools, 'Date of birth* (MM-DD-YYYY)', values.dateOfBirth);
      await user.selectOptions(screen.getByLabelText('Gender*'), values.gender);
      await retypeInForm(tools, 'Parent email address', values.parentEmail ?? '');
      // Typed as digits: the field shows them as ###-###-####.
      await retypeInForm(tools, 'Mobile number*', values.mobileNumber.replace(/\D/g, ''));
      await retypeInForm(tools, 'Street address*', values.street);
      await retypeInForm(tools, 'Apartment, suite, unit', values.apartment ?? '');
      await retypeInForm(tools, 'City*', values.city);
      const stateName = apiStates.find((state) => state.stateId === values.state.stateId)!.stateName;
      await user.selectOptions(screen.getByLabelText('State*'), stateName);
      await retypeInForm(tools, 'Zip code*', values.zip);
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
