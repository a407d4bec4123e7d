import { expect } from 'vitest';

import type { ProfileDetails, profileDetailsMachine } from '@machines/profileDetails';
import { ProfileDetailsView } from '@flows/profile/ProfileDetailsView';

import { type FlowViewDriver, genericError, renderAsChild } from './harness/view';
import { expectSaveRefusal, fillPersonDetails } from './personForm.viewSupport';

const formName = 'Profile details';

export const profileDetailsView: FlowViewDriver<typeof profileDetailsMachine> = {
  // The details run as the profile machine's child.
  render: renderAsChild('/home/profile', ProfileDetailsView),
  perform: {
    'details.submit': async (event, tools) => {
      await fillPersonDetails(tools, formName, event.values as ProfileDetails);
      await tools.user.click(tools.screen.getByRole('button', { name: 'Save profile' }));
    },
  },
  expectScreen: (s, { screen }) => {
    // The form stays (the profile page starts a new edit after a save).
    expect(screen.getByRole('form', { name: formName })).toBeInTheDocument();
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

    expectSaveRefusal(screen, s.matches('editing') ? s.context.failure : undefined, () => genericError);
  },
};
