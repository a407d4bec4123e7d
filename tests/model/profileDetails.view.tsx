import { expect } from 'vitest';

import type { ProfileDetails, profileDetailsMachine } from '@machines/profileDetails';
import { ProfileDetailsView } from '@flows/profile/ProfileDetailsView';

import { type FlowViewDriver, genericError, renderAsChild, retype, type Screen, type ViewTools } from './harness/view';
import { apiStates } from './personalInformation.fixtures';

const form = (screen: Screen) => screen.getByRole('form', { name: 'Profile details' });
const retypeInForm = (tools: ViewTools, label: string, value: string) =>
  retype(tools, label, value, form(tools.screen));

export const profileDetailsView: FlowViewDriver<typeof profileDetailsMachine> = {
  // The details run as the profile machine's child.
  render: renderAsChild('/home/profile', ProfileDetailsView),
  perform: {
    'details.submit': async (event, tools) => {
      const values = event.values as ProfileDetails;
      const { user, screen } = tools;
      await retypeInForm(tools, 'First name*', values.firstName);
      await retypeInForm(tools, 'Middle name', values.middleName ?? '');
      await retypeInForm(tools, 'Last name*', values.lastName);
      await retypeInForm(tools, 'Date of birth* (MM-DD-YYYY)', values.dateOfBirth);
      await user.selectOptions(screen.getByLabelText('Gender*'), values.gender);
      // Typed as digits: the field shows them as ###-###-####.
      await retypeInForm(tools, 'Mobile number*', values.mobileNumber.replace(/\D/g, ''));
      await retypeInForm(tools, 'Street address*', values.street);
      await retypeInForm(tools, 'Apartment, suite, unit', values.apartment ?? '');
      await retypeInForm(tools, 'City*', values.city);
      const stateName = apiStates.find((state) => state.stateId === values.state.stateId)!.stateName;
      await user.selectOptions(screen.getByLabelText('State*'), stateName);
      await retypeInForm(tools, 'Zip code*', values.zip);
      await user.click(screen.getByRole('button', { name: 'Save profile' }));
    },
  },
  expectScreen: (s, { screen }) => {
    // The form stays (the profile page starts a new edit after a save).
    expect(form(screen)).toBeInTheDocument();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveValue(s.context.saved.emailId);
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Parent email address')).toBeNull();
    const sent = s.context.values;
    // Prefilled with what is saved (the mobile number shown ###-###-####); after a refused save the typed values stay.
    expect(screen.getByLabelText('Last name*')).toHaveValue(sent?.lastName ?? 'Profile');
    expect(screen.getByLabelText('Mobile number*')).toHaveValue(sent?.mobileNumber ?? '555-234-5678');
    expect(screen.getByLabelText('State*')).toHaveValue('5');
    const button = screen.getByRole('button', { name: 'Save profile' });
    if (s.matches('saving')) expect(button).toBeDisabled();
    else expect(button).toBeEnabled();

    const failure = s.matches('editing') ? s.context.failure : undefined;
    const alerts = screen.queryAllByRole('alert').map((el) => el.textContent);
    const expected =
      failure?.code === 'INVALID_ADDRESS'
        ? ['Please provide Valid address']
        : failure?.code === 'INVALID_ZIP'
          ? ['Please enter valid Zip code']
          : failure
            ? [genericError]
            : [];
    expect(alerts).toEqual(expected);
    if (failure?.code === 'INVALID_ADDRESS')
      expect(screen.getByLabelText('Street address*')).toHaveAccessibleDescription('Please provide Valid address');
    if (failure?.code === 'INVALID_ZIP')
      expect(screen.getByLabelText('Zip code*')).toHaveAccessibleDescription('Please enter valid Zip code');
  },
};
