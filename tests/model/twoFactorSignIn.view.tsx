import { expect } from 'vitest';

import type { twoFactorSignInMachine } from '@machines/twoFactorSignIn';
import { SecondFactorStep } from '@flows/login/SecondFactorStep';

import { clickButton, type FlowViewDriver, renderAsChild, retype } from './harness/view';

/** What the step says for each refusal (src/shared/i18n/failureMessages.ts). */
const expectedText: Record<string, string> = {
  'That code is not correct. Enter the current code from your authenticator app.':
    'That code is not correct. Enter the current code from your authenticator app.',
  'That code was used already. Wait for the next code in your authenticator app.':
    'That code was used already. Wait for the next code in your authenticator app.',
};

export const twoFactorSignInView: FlowViewDriver<typeof twoFactorSignInMachine> = {
  // The step runs as the login machine's child.
  render: renderAsChild('/login', SecondFactorStep),
  perform: {
    'code.submit': async (event, { user, screen }) => {
      const label = screen.queryByLabelText('Recovery code') ? 'Recovery code' : 'Authentication code';
      await retype({ user, screen }, label, String(event.code));
      await user.click(screen.getByRole('button', { name: 'Verify' }));
    },
    'recoveryCode.choose': clickButton('Lost your phone? Use a recovery code'),
    'appCode.choose': clickButton('Use the code from your app'),
    'signIn.restart': clickButton('Back to sign in'),
  },
  expectScreen: async (s, { screen }) => {
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    const recovery = s.matches({ entering: 'recoveryCode' });
    expect(screen.queryByLabelText('Recovery code') !== null).toBe(recovery);
    expect(screen.queryByLabelText('Authentication code') !== null).toBe(!recovery);
    const verify = screen.getByRole('button', { name: 'Verify' });
    if (s.hasTag('busy')) expect(verify).toBeDisabled();
    else expect(verify).toBeEnabled();
    const failure = s.context.failure;
    if (failure && s.matches('entering')) {
      const text = expectedText[failure.message] ?? 'Oops. Something went wrong. Please try again later.';
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
    } else if (s.matches('entering')) expect(screen.queryByRole('alert')).toBeNull();
  },
};
