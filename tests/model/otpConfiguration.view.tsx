import { expect } from 'vitest';

import type { otpConfigurationMachine } from '@machines/otpConfiguration';
import { OtpConfigurationContext } from '@flows/home/otpConfiguration/OtpConfigurationContext';
import { OtpConfigurationView } from '@flows/home/otpConfiguration/OtpConfigurationView';

import { clickButton, expectRetryPanel, type FlowViewDriver, renderInFlow, retype } from './harness/view';

const wordings: Record<string, string> = {
  CODE_INVALID: 'That code is not correct. Enter the current code from your authenticator app.',
  RATE_LIMITED: 'Too many attempts. Please try again in 2 minutes.',
};
const genericText = 'Oops. Something went wrong. Please try again later.';

export const otpConfigurationView: FlowViewDriver<typeof otpConfigurationMachine> = {
  render: renderInFlow('/home/otp-configuration', OtpConfigurationContext, <OtpConfigurationView />),
  perform: {
    'retry.request': clickButton('Try again'),
    'setup.start': clickButton('Set up two-step verification'),
    'setup.cancel': clickButton('Cancel'),
    'code.confirm': async (event, tools) => {
      await retype(tools, 'Authentication code', String(event.code));
      await tools.user.click(tools.screen.getByRole('button', { name: 'Turn on' }));
    },
    'recoveryCodes.saved': clickButton('I have saved my recovery codes'),
    'disable.submit': async (event, tools) => {
      await retype(tools, 'Code from your app or a recovery code', String(event.code));
      await tools.user.click(tools.screen.getByRole('button', { name: 'Turn off two-step verification' }));
    },
    'recoveryCodes.renew': async (event, tools) => {
      await retype(tools, 'Code from your app', String(event.code));
      await tools.user.click(tools.screen.getByRole('button', { name: 'Get new recovery codes' }));
    },
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading your sign-in settings…');
    expectRetryPanel(screen, s.matches('loadFailed') ? s.context.failure : null);

    const off = s.matches('off') || s.matches('startingSetup');
    expect(screen.queryByRole('button', { name: 'Set up two-step verification' }) !== null).toBe(off);
    if (s.matches('startingSetup'))
      expect(screen.getByRole('button', { name: 'Set up two-step verification' })).toBeDisabled();

    const confirming = s.matches('confirming') || s.matches('enabling');
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' }) !== null).toBe(confirming);
    if (confirming) {
      expect(screen.getByTestId('otp-secret')).toHaveTextContent('KVKF KRCP NZQU YMLX OVYD SQKJ KZDT SRLD');
      const turnOn = screen.getByRole('button', { name: 'Turn on' });
      if (s.matches('enabling')) expect(turnOn).toBeDisabled();
      else expect(turnOn).toBeEnabled();
    }

    const codes = s.matches('showingRecoveryCodes');
    expect(screen.queryByRole('list', { name: 'Recovery codes' }) !== null).toBe(codes);
    if (codes) expect(screen.getAllByRole('listitem')).toHaveLength(10);

    const on = s.matches('on') || s.matches('disabling') || s.matches('renewing');
    expect(screen.queryByText(/Two-step verification is on since/) !== null).toBe(on);
    if (on) expect(screen.getByText(/Recovery codes left: 9\./)).toBeInTheDocument();

    const failure = s.matches('loadFailed') ? undefined : s.context.failure;
    if (failure)
      expect(screen.getByRole('alert')).toHaveTextContent(
        wordings[failure.code ?? ''] ?? (failure.message || genericText),
      );
    else if (!s.matches('loadFailed')) expect(screen.queryByRole('alert')).toBeNull();
  },
};
