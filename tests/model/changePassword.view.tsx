import { expect } from 'vitest';

import type { changePasswordMachine } from '@machines/changePassword';
import { ChangePasswordContext } from '@flows/home/changePassword/ChangePasswordContext';
import { ChangePasswordView } from '@flows/home/changePassword/ChangePasswordView';

import { type FlowViewDriver, renderInFlow, retype } from './harness/view';

const wordings: Record<string, string> = {
  CURRENT_PASSWORD_INVALID: 'Your current password is not correct.',
  RATE_LIMITED: 'Too many attempts. Please try again in 2 minutes.',
};
const genericText = 'Oops. Something went wrong. Please try again later.';

export const changePasswordView: FlowViewDriver<typeof changePasswordMachine> = {
  render: renderInFlow('/home/change-password', ChangePasswordContext, <ChangePasswordView />),
  perform: {
    'password.submit': async (event, tools) => {
      await retype(tools, 'Current Password*', String(event.currentPassword));
      await retype(tools, 'New Password*', String(event.newPassword));
      await retype(tools, 'Confirm Password*', String(event.newPassword));
      await tools.user.click(tools.screen.getByRole('button', { name: 'Change password' }));
    },
  },
  expectScreen: (s, { screen }) => {
    const form = s.matches('editing') || s.matches('changing');
    expect(screen.queryByLabelText('Current Password*') !== null).toBe(form);
    if (s.matches('changing')) expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
    const failure = s.matches('editing') ? s.context.failure : undefined;
    if (failure)
      expect(screen.getByRole('alert')).toHaveTextContent((failure.code && wordings[failure.code]) ?? genericText);
    else if (form) expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Your password has been changed\. Every other device was signed out/) !== null).toBe(
      s.matches('changed'),
    );
  },
};
