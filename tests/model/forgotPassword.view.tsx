import { expect } from 'vitest';

import type { forgotPasswordMachine } from '@machines/forgotPassword';
import { ForgotPasswordContext } from '@flows/forgotPassword/ForgotPasswordContext';
import { ForgotPasswordView } from '@flows/forgotPassword/ForgotPasswordView';

import { TestProviders } from '../setup/TestProviders';
import type { FlowViewDriver } from './harness/view';

const sentText = /we have sent a link to reset your password/i;

export const forgotPasswordView: FlowViewDriver<typeof forgotPasswordMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/forgot-password">
      <ForgotPasswordContext.Provider logic={logic} options={options}>
        <ForgotPasswordView />
      </ForgotPasswordContext.Provider>
    </TestProviders>
  ),
  perform: {
    'email.submit': async (event, { user, screen }) => {
      const input = screen.getByLabelText('Email Address');
      await user.clear(input);
      await user.type(input, String(event.emailId));
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
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
