import { useActorRef } from '@xstate/react';
import { expect } from 'vitest';
import type { ActorOptions } from 'xstate';

import type { TwoFactorSignInInput, twoFactorSignInMachine } from '@machines/twoFactorSignIn';
import { SecondFactorStep } from '@flows/login/SecondFactorStep';

import { TestProviders } from '../setup/TestProviders';
import { clickButton, type FlowViewDriver, retype } from './harness/view';

/** The step runs as the login machine's child; here the harness starts it itself. */
function Step({ logic, options }: { logic: typeof twoFactorSignInMachine; options: Record<string, unknown> }) {
  // The harness's options carry the path's input, clock and coverage probe.
  const actor = useActorRef(
    logic,
    options as unknown as ActorOptions<typeof twoFactorSignInMachine> & { input: TwoFactorSignInInput },
  );
  return <SecondFactorStep actor={actor} />;
}

/** What the step says for each refusal (src/shared/i18n/failureMessages.ts). */
const expectedText: Record<string, string> = {
  'That code is not correct. Enter the current code from your authenticator app.':
    'That code is not correct. Enter the current code from your authenticator app.',
  'That code was used already. Wait for the next code in your authenticator app.':
    'That code was used already. Wait for the next code in your authenticator app.',
};

export const twoFactorSignInView: FlowViewDriver<typeof twoFactorSignInMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/login">
      <Step logic={logic} options={options} />
    </TestProviders>
  ),
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
