import { expect } from 'vitest';

import type { emailVerificationMachine } from '@machines/emailVerification';
import type { Failure } from '@machines/shared/failure';
import { EmailVerificationContext } from '@flows/emailVerification/EmailVerificationContext';
import { EmailVerificationView } from '@flows/emailVerification/EmailVerificationView';

import { clickButton, type FlowViewDriver, renderInFlow, retype } from './harness/view';

/** What the dialog must say for each refusal the model produces (01 §8 Verification). */
const expectedText = (failure: Failure): string =>
  ({
    CODE_INVALID: 'The code you entered is incorrect.',
    CODE_EXPIRED: 'This code has expired. Please request a new code.',
    RATE_LIMITED: 'Please wait before requesting another code.',
  })[failure.code ?? ''] ?? 'Oops. Something went wrong. Please try again later.';

const resentText = 'We have sent a new code to your e-mail address.';

export const emailVerificationView: FlowViewDriver<typeof emailVerificationMachine> = {
  render: renderInFlow('/login', EmailVerificationContext, <EmailVerificationView />),
  perform: {
    'code.change': (event, tools) => retype(tools, 'Verification code', String(event.value)),
    'code.submit': clickButton('Verify'),
    'code.resend': clickButton('Resend code'),
  },
  expectScreen: (s, { screen }) => {
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(screen.getByLabelText('Verification code')).toHaveValue(s.context.code);
    if (s.matches('entering') && s.context.code.length === 6) expect(verify).toBeEnabled();
    else expect(verify).toBeDisabled();
    if (s.matches('resending')) expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    if (s.matches('entering') && s.context.failure)
      expect(screen.getByRole('alert')).toHaveTextContent(expectedText(s.context.failure));
    else expect(screen.queryByRole('alert')).toBeNull();
    if (s.matches({ entering: 'codeResent' }) && !s.context.failure)
      expect(screen.getByRole('status')).toHaveTextContent(resentText);
    else expect(screen.queryByText(resentText)).toBeNull();
  },
};
