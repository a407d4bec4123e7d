import { expect } from 'vitest';

import type { ParentFields, parentVerificationMachine } from '@machines/parentVerification';
import { ParentVerificationContext } from '@flows/parentVerification/ParentVerificationContext';
import { ParentVerificationView } from '@flows/parentVerification/ParentVerificationView';

import { clickButton, type FlowViewDriver, genericError, renderInFlow } from './harness/view';
import { apiStates } from './personalInformation.fixtures';
import { expectStatesReversed, formRetype } from './personForm.viewSupport';

const formName = 'Parent verification';
const retypeInForm = formRetype(formName);

export const parentVerificationView: FlowViewDriver<typeof parentVerificationMachine> = {
  render: renderInFlow('/home/parent-verification', ParentVerificationContext, <ParentVerificationView />),
  perform: {
    'retry.request': clickButton('Try again'),
    'form.submit': async (event, tools) => {
      const fields = event.fields as ParentFields;
      const { user, screen } = tools;
      await retypeInForm(tools, 'Parent first name*', fields.parentFirstName);
      await retypeInForm(tools, 'Parent middle name', fields.parentMiddleName ?? '');
      await retypeInForm(tools, 'Parent last name*', fields.parentLastName);
      await retypeInForm(tools, 'Parent date of birth* (MM-DD-YYYY)', fields.parentDateOfBirth);
      await retypeInForm(tools, 'Parent email address*', fields.parentEmail);
      await retypeInForm(tools, 'Parent mobile number*', fields.parentMobileNumber.replace(/\D/g, ''));
      await retypeInForm(tools, 'Parent street address*', fields.parentStreet);
      await retypeInForm(tools, 'Parent city*', fields.parentCity);
      const stateName = apiStates.find((state) => state.stateCode === fields.parentState)!.stateName;
      await user.selectOptions(screen.getByLabelText('Parent state*'), stateName);
      await retypeInForm(tools, 'Parent zip code*', fields.parentZip);
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
    expectStatesReversed(select);
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
