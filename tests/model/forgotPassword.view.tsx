import { expect } from 'vitest';

import type { forgotPasswordMachine } from '@machines/forgotPassword';
import { ForgotPasswordContext } from '@flows/forgotPassword/ForgotPasswordContext';
import { ForgotPasswordView } from '@flows/forgotPassword/ForgotPasswordView';

import { type FlowViewDriver, renderInFlow, retype } from './harness/view';

const sentText = /we have sent a link to reset your password/i;

export const forgotPasswordView: FlowViewDriver<typeof forgotPasswordMachine> = {
  render: renderInFlow('/forgot-password', ForgotPasswordContext, <ForgotPasswordView />),
  perform: {
    'email.submit': async (event, tools) => {
      await retype(tools, 'Email Address', String(event.emailId));
      await tools.user.click(tools.screen.getByRole('button', { name: 'Send reset link' }));
    },
  },
  expectScreen: (s, { screen }) => {
    if (s.matches('editing') || s.matches('requesting')) {
      expect(screen.getByLabelText('Email Address')).toBeInTheDocument();
      expect(screen.queryByText(sentText)).toBeNull();
    }
    if (s.matches('requesting')) expect(screen.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
    if (s.matches('editing') && s.context.failure) {
      const expected =
        s.context.failure.kind === 'failure'
          ? s.context.failure.message
          : 'Oops. Something went wrong. Please try again later.';
      expect(screen.getByRole('alert')).toHaveTextContent(expected);
    }
    if (s.matches('sent') || s.matches('returned')) {
      expect(screen.getByRole('status')).toHaveTextContent(sentText);
      expect(screen.queryByLabelText('Email Address')).toBeNull();
    }
  },
};
