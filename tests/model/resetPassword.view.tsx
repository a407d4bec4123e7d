import { expect } from 'vitest';

import type { resetPasswordMachine } from '@machines/resetPassword';
import { ResetPasswordContext } from '@flows/resetPassword/ResetPasswordContext';
import { ResetPasswordView } from '@flows/resetPassword/ResetPasswordView';

import { type FlowViewDriver, renderInFlow, retype } from './harness/view';

const successText = 'Your password has been reset. You can now sign in.';
const genericText = 'Oops. Something went wrong. Please try again later.';
const invalidLinkText = 'This reset link is invalid or has expired. Please request a new one.';

export const resetPasswordView: FlowViewDriver<typeof resetPasswordMachine> = {
  render: renderInFlow('/reset-password', ResetPasswordContext, <ResetPasswordView />),
  perform: {
    'password.submit': async (event, { user, screen }) => {
      for (const label of ['New Password*', 'Confirm Password*'])
        await retype({ user, screen }, label, String(event.password));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
    },
  },
  expectScreen: (s, { screen }) => {
    const formShown = s.matches('editing') || s.matches('submitting');
    expect(screen.queryByLabelText('New Password*') !== null, 'new password field').toBe(formShown);
    expect(screen.queryByLabelText('Confirm Password*') !== null, 'confirm password field').toBe(formShown);
    if (s.matches('submitting')) expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    if (s.matches('editing')) {
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
      if (s.context.failure) expect(screen.getByRole('alert')).toHaveTextContent(genericText);
      else expect(screen.queryByRole('alert')).toBeNull();
    }
    if (s.matches('linkRejected')) {
      expect(screen.getByRole('alert')).toHaveTextContent(invalidLinkText);
      expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
    }
    if (s.matches('succeeded') || s.matches('returned'))
      expect(screen.getByRole('status')).toHaveTextContent(successText);
    else expect(screen.queryByText(successText)).toBeNull();
    if (s.matches('leaving')) expect(screen.queryByRole('main')).toBeNull();
  },
};
