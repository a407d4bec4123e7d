import { within } from '@testing-library/react';
import { expect } from 'vitest';

import type { registrationCompletionMachine } from '@machines/registrationSubmit';
import { ServicesProvider } from '@shared/services';
import { RegistrationCompletionView } from '@flows/registrationSubmit/RegistrationCompletionView';

import { verificationServices, verifyInDialog, verifyingEmailDialog } from './emailVerification.dialog';
import { clickButton, type FlowViewDriver, renderAsChild } from './harness/view';

const dialogNames: Record<string, string> = {
  verifyingEmail: verifyingEmailDialog,
  courseAllocated: 'Course allocated',
};

export const registrationCompletionView: FlowViewDriver<typeof registrationCompletionMachine> = {
  // The completion steps run as the submit flow's child.
  render: renderAsChild('/register', RegistrationCompletionView, (view) => (
    <ServicesProvider services={verificationServices}>{view}</ServicesProvider>
  )),
  perform: {
    'email.verified': verifyInDialog,
    'checkout.retry': clickButton('Try again'),
    'student.retry': clickButton('Try again'),
    'account.login': async (_e, { user, screen }) => {
      await user.click(
        within(screen.getByRole('dialog', { name: dialogNames.courseAllocated })).getByRole('button', {
          name: 'Login',
        }),
      );
    },
  },
  expectScreen: async (s, { screen }) => {
    const dialogName = dialogNames[String(s.value)];
    // The e-mail verification dialog loads its code when it opens (findBy waits for it).
    if (dialogName) expect(await screen.findByRole('dialog', { name: dialogName })).toBeInTheDocument();
    else expect(screen.queryByRole('dialog')).toBeNull();
    if (s.matches('courseAllocated'))
      expect(screen.getByRole('dialog')).toHaveTextContent('Your course has been allocated. Please login to continue.');

    const working = s.matches('checkingOut') || s.matches('loadingStudent');
    if (working) expect(screen.getByRole('status')).toHaveTextContent('Setting up your course…');
    else expect(screen.queryByText('Setting up your course…')).toBeNull();

    const failed = s.matches('checkoutFailed') || s.matches('studentFailed');
    const alerts = screen.queryAllByRole('alert').map((el) => el.textContent);
    if (failed) {
      const failure = s.context.failure!;
      expect(alerts).toEqual([
        failure.kind === 'failure' ? failure.message : 'Oops. Something went wrong. Please try again later.',
      ]);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    } else {
      expect(alerts).toEqual([]);
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    }
  },
};
