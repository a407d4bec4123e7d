import { within } from '@testing-library/react';
import { expect } from 'vitest';

import type { ParentFields, parentVerificationMachine } from '@machines/parentVerification';
import { ParentVerificationContext } from '@flows/parentVerification/ParentVerificationContext';
import { ParentVerificationView } from '@flows/parentVerification/ParentVerificationView';

import { TestProviders } from '../setup/TestProviders';
import type { FlowViewDriver, Screen, ViewTools } from './harness/view';
import { apiStates, genericError } from './personalInformation.fixtures';

const formName = 'Parent verification';
const form = (screen: Screen) => screen.getByRole('form', { name: formName });

async function retype({ user, screen }: ViewTools, label: string, value: string) {
  const input = within(form(screen)).getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

export const parentVerificationView: FlowViewDriver<typeof parentVerificationMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/home/parent-verification">
      <ParentVerificationContext.Provider logic={logic} options={options}>
        <ParentVerificationView />
      </ParentVerificationContext.Provider>
    </TestProviders>
  ),
  perform: {
    'retry.request': async (_, { user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'form.submit': async (event, tools) => {
      const fields = event.fields as ParentFields;
      const { user, screen } = tools;
      await retype(tools, 'Parent first name*', fields.parentFirstName);
      await retype(tools, 'Parent middle name', fields.parentMiddleName ?? '');
      await retype(tools, 'Parent last name*', fields.parentLastName);
      await retype(tools, 'Parent date of birth* (MM-DD-YYYY)', fields.parentDateOfBirth);
      await retype(tools, 'Parent email address*', fields.parentEmail);
      await retype(tools, 'Parent mobile number*', fields.parentMobileNumber.replace(/\D/g, ''));
      await retype(tools, 'Parent street address*', fields.parentStreet);
      await retype(tools, 'Parent city*', fields.parentCity);
      const stateName = apiStates.find((state) => state.stateCode === fields.parentState)!.stateName;
      await user.selectOptions(screen.getByLabelText('Parent state*'), stateName);
      await retype(tools, 'Parent zip code*', fields.parentZip);
      await user.click(screen.getByRole('button', { name: 'Verify' }));
    },
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Parent Verification' })).toBeInTheDocument();
    if (s.matches('loading'))
      expect(screen.getByRole('status')).toHaveTextContent('Loading the parent verification form…');
    if (s.matches('left')) expect(screen.getByRole('status')).toHaveTextContent('Taking you to your course…');

    const alerts = screen.queryAllByRole('alert').map((el) => el.textContent);
    if (s.matches('failed')) {
      const { call, failure } = s.context.loadFailure!;
      expect(alerts).toEqual([call === 'states' && failure.message ? failure.message : genericError]);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    }

    const formShown = s.matches('editing') || s.matches('verifying') || s.matches('notVerified');
    if (!formShown) {
      expect(screen.queryByRole('form', { name: formName })).toBeNull();
      return;
    }
    // 02 §8, with its two spaces; a call that got no answer is worded as a failed call instead.
    const expected = s.matches('notVerified')
      ? ['Parent Identity  Not verified']
      : s.matches('editing') && s.context.failure
        ? [genericError]
        : [];
    expect(alerts).toEqual(expected);
    // The state list is shown reversed (02 §7) and sent as the state code.
    const select = screen.getByLabelText('Parent state*');
    expect(
      within(select)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent),
    ).toEqual(['Texas', 'Florida', 'California']);
    const sent = s.context.fields;
    if (sent) {
      expect(select).toHaveValue(sent.parentState);
      expect(screen.getByLabelText('Parent mobile number*')).toHaveValue(sent.parentMobileNumber);
      expect(screen.getByLabelText('Parent date of birth* (MM-DD-YYYY)')).toHaveValue(sent.parentDateOfBirth);
    } else {
      expect(screen.getByLabelText('Parent first name*')).toHaveValue('');
    }
    const verify = screen.getByRole('button', { name: 'Verify' });
    if (s.matches('verifying')) expect(verify).toBeDisabled();
    else expect(verify).toBeEnabled();
  },
};
