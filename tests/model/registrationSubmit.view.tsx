import { within } from '@testing-library/react';
import { expect } from 'vitest';

import type { RegistrationRequest } from '@contracts/registration';
import type { registrationSubmitMachine, SmsChoice } from '@machines/registrationSubmit';
import { TextField } from '@shared/ui/TextField';
import { RegistrationSubmitOverlays, useRegistrationSubmit } from '@flows/registrationSubmit';
import {
  RegistrationSettingsContext,
  RegistrationSubmitContext,
} from '@flows/registrationSubmit/RegistrationSubmitContext';

import { TestProviders } from '../setup/TestProviders';
import type { FlowViewDriver, Screen } from './harness/view';
import { testRequests, testSettings } from './registrationSubmit.fixtures';

/** The harness's buttons: each calls `submit` with a fixed request, as the registration form would. */
const harnessSubmits: Array<{ name: string; request: RegistrationRequest; sms: SmsChoice }> = [
  { name: 'Submit with SMS consent', request: testRequests.optedIn, sms: { consentRequired: true, optedIn: true } },
  {
    name: 'Submit without SMS consent',
    request: testRequests.withPhone,
    sms: { consentRequired: true, optedIn: false },
  },
  {
    name: 'Submit without SMS consent or phone',
    request: testRequests.withoutPhone,
    sms: { consentRequired: true, optedIn: false },
  },
];

/** A stand-in for the registration form: the flow's intents, its busy flag and e-mail error. */
function SubmitHarness() {
  const { submit, busy, emailError } = useRegistrationSubmit();
  return (
    <>
      <TextField label="Email Address" defaultValue="riley@example.com" error={emailError} />
      {harnessSubmits.map(({ name, request, sms }) => (
        <button key={name} type="button" disabled={busy} onClick={() => submit(request, sms)}>
          {name}
        </button>
      ))}
    </>
  );
}

const dialogNames: Record<string, string> = {
  smsAlert: 'SMS Alert!',
  alreadyRegistered: 'Looks like you are already registered',
  gsaVehicleTag: "Sorry, it seems an error has occurred. Let's try again.",
  governmentFleet: 'Government fleet vehicle tag',
};

const alerts = (screen: Screen) => screen.queryAllByRole('alert').map((el) => el.textContent);

export const registrationSubmitView: FlowViewDriver<typeof registrationSubmitMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/register">
      <RegistrationSubmitContext.Provider logic={logic} options={options}>
        <RegistrationSettingsContext.Provider value={testSettings}>
          <SubmitHarness />
          <RegistrationSubmitOverlays />
        </RegistrationSettingsContext.Provider>
      </RegistrationSubmitContext.Provider>
    </TestProviders>
  ),
  perform: {
    'registration.submit': async (event, { user, screen }) => {
      const { name } = harnessSubmits.find((h) => h.request === event.request && h.sms.optedIn === event.sms.optedIn)!;
      await user.click(screen.getByRole('button', { name }));
    },
    'sms.optIn': async (_e, { user, screen }) => {
      await user.click(
        within(screen.getByRole('dialog', { name: 'SMS Alert!' })).getByRole('button', { name: 'Okay, sign me up' }),
      );
    },
    'sms.decline': async (_e, { user, screen }) => {
      await user.click(
        within(screen.getByRole('dialog', { name: 'SMS Alert!' })).getByRole('button', { name: 'Yes, I am sure' }),
      );
    },
    'sms.dismiss': async (_e, { user }) => {
      await user.keyboard('{Escape}');
    },
    'account.login': async (_e, { user, screen }) => {
      const dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: /^Log ?in$/ }));
    },
    'email.change': async (_e, { user, screen }) => {
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue with a new e-mail' }));
    },
    'error.dismiss': async (_e, { user, screen }) => {
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Try Again' }));
    },
  },
  expectScreen: (s, { screen }) => {
    const busy = s.hasTag('busy');
    for (const { name } of harnessSubmits) {
      const button = screen.getByRole('button', { name });
      if (busy) expect(button).toBeDisabled();
      else expect(button).toBeEnabled();
    }

    const state = typeof s.value === 'string' ? s.value : Object.keys(s.value)[0];
    const dialogName = dialogNames[state];
    if (dialogName) expect(screen.getByRole('dialog', { name: dialogName })).toBeInTheDocument();
    else expect(screen.queryByRole('dialog')).toBeNull();
    const message = s.context.failure?.message ?? '';
    if (s.matches('gsaVehicleTag') || s.matches('governmentFleet'))
      expect(screen.getByRole('dialog')).toHaveTextContent(message);
    if (s.matches('governmentFleet'))
      expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Login' })).toBeEnabled();
    if (s.matches('alreadyRegistered')) {
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeEnabled();
      expect(within(dialog).getByRole('button', { name: 'Continue with a new e-mail' })).toBeEnabled();
    }

    const expected = [
      ...(s.matches({ editing: 'mobileNumberRequired' }) ? ['Mobile number is required'] : []),
      ...(s.matches({ editing: 'vehicleTagInvalid' }) ? ['Please enter a valid vehicle tag'] : []),
      ...(s.matches({ editing: 'emailTaken' }) ? ['Mail Id already exists'] : []),
      ...(s.matches({ editing: 'refused' }) || s.matches('notRegistered') || s.matches('existingEmail')
        ? [message]
        : []),
      ...(s.matches({ editing: 'emailRejected' }) ? [message] : []),
    ];
    expect(alerts(screen)).toEqual(expected);
    const email = screen.getByLabelText('Email Address');
    if (s.matches({ editing: 'emailRejected' })) expect(email).toHaveAccessibleDescription(message);
    else expect(email).not.toHaveAttribute('aria-describedby');
  },
};
