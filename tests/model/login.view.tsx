import { act, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { expect } from 'vitest';

import type { Branding, loginMachine } from '@machines/login';
import type { Failure } from '@machines/shared/failure';
import { ServicesProvider } from '@shared/services';
import { LoginBrandingSync } from '@flows/login/LoginBrandingSync';
import { LoginContext } from '@flows/login/LoginContext';
import { LoginView } from '@flows/login/LoginView';

import { TestProviders } from '../setup/TestProviders';
import { verificationServices, verifyInDialog, verifyingEmailDialog } from './emailVerification.dialog';
import { clickButton, type FlowViewDriver, retype, type Screen } from './harness/view';

/** What the page must say for each failure the model produces (01 §8). */
const expectedText = (failure: Failure): string =>
  ({
    UNAUTHORIZED: 'Incorrect email or password. Please try again or click Forgot Password to reset your password.',
    PASSWORD_EXPIRED: 'Your password has expired. Please reset your password.',
    INVALID_EMAIL: 'Please enter a valid email address',
    NOT_CONFIGURED: 'This sign-in option is not configured on this server.',
    RATE_LIMITED: 'Too many sign-in attempts. Please try again in 2 minutes.',
  })[failure.code ?? ''] ??
  (failure.kind === 'failure' && failure.message
    ? failure.message
    : 'Oops. Something went wrong. Please try again later.');

/** Stands in for the branding hook: the test says when the organisation has loaded. */
let loadBranding: (branding: Branding) => void = () => {
  throw new Error('The login view is not rendered');
};
function TestBranding() {
  const [branding, setBranding] = useState<Branding>({ socialLogin: false });
  useEffect(() => {
    loadBranding = setBranding;
  }, []);
  return <LoginBrandingSync {...branding} />;
}

const busyStates = [
  'waitingToRetry',
  'authenticating',
  'socialSigningIn',
  'legacyChecking',
  'legacyFailed',
  'passwordExpired',
  'ineligible',
  'verifyingEmail',
  'left',
];

const expectAlert = (screen: Screen, text: string) =>
  expect(screen.getAllByRole('alert').map((el) => el.textContent)).toContainEqual(expect.stringContaining(text));

const dialogNames = {
  legacyFound: 'We detected that you have a legacy account',
  legacyMismatch: 'Legacy account',
  verifyingEmail: verifyingEmailDialog,
} as const;

export const loginView: FlowViewDriver<typeof loginMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/login">
      <ServicesProvider services={verificationServices}>
        <LoginContext.Provider logic={logic} options={options}>
          <TestBranding />
          <LoginView />
        </LoginContext.Provider>
      </ServicesProvider>
    </TestProviders>
  ),
  perform: {
    'branding.change': async (event) => {
      await act(async () => loadBranding({ organisationId: event.organisationId, socialLogin: event.socialLogin }));
    },
    'credentials.submit': async (event, { user, screen }) => {
      await retype({ user, screen }, 'Email Address', String(event.emailId));
      await retype({ user, screen }, 'Password', String(event.password));
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
    },
    'social.select': async (event, { user, screen }) => {
      await user.click(
        screen.getByRole('button', {
          name: event.provider === 'google' ? 'Continue with Google' : 'Continue with Microsoft',
        }),
      );
    },
    'legacy.proceed': clickButton('Proceed to my old account'),
    'legacy.register': clickButton('Register a new account'),
    'legacy.dismiss': async (_event, { user, screen }) => {
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    },
    'email.verified': verifyInDialog,
  },
  expectScreen: async (s, { screen }) => {
    const state = String(s.value);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxlength', '20');
    expect(screen.getAllByRole('link', { name: 'Forgot password?' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');

    const busy = busyStates.includes(state);
    const socialNames = ['Continue with Google', 'Continue with Microsoft'];
    const social = s.context.socialLogin ? socialNames.map((name) => screen.getByRole('button', { name })) : [];
    if (!s.context.socialLogin)
      for (const name of socialNames) expect(screen.queryByRole('button', { name })).toBeNull();
    for (const button of [screen.getByRole('button', { name: 'Sign in' }), ...social]) {
      if (busy) expect(button).toBeDisabled();
      else expect(button).toBeEnabled();
    }

    const { failure } = s.context;
    if (failure?.code === 'INVALID_EMAIL')
      expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(expectedText(failure));
    else if (failure) expectAlert(screen, expectedText(failure));
    else
      expect(
        screen.queryByText(/Incorrect email or password|Oops\.|has expired|not configured|Too many sign-in attempts/),
      ).toBeNull();

    if (s.matches('ineligible'))
      expectAlert(screen, 'You are not eligible to take this course. Please contact our support team.');
    else expect(screen.queryByText(/not eligible/)).toBeNull();

    const dialogName = dialogNames[state as keyof typeof dialogNames];
    if (!dialogName) expect(screen.queryByRole('dialog')).toBeNull();
    // The e-mail verification dialog loads its code when it opens (findBy waits for it).
    else expect(await screen.findByRole('dialog', { name: dialogName })).toBeInTheDocument();
    if (s.matches('legacyFound')) {
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByRole('button', { name: 'Proceed to my old account' })).toBeEnabled();
      expect(within(dialog).getByRole('button', { name: 'Register a new account' })).toBeEnabled();
    }
    if (s.matches('legacyMismatch')) {
      const dialog = screen.getByRole('dialog');
      expect(dialog).toHaveTextContent(
        'ERROR: We located your account in our legacy system but your password does not match.',
      );
      expect(within(dialog).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
    }
    if (s.matches('verifyingEmail'))
      expect(within(screen.getByRole('dialog')).getByLabelText('Verification code')).toBeInTheDocument();
  },
};
