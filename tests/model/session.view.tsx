import { act, fireEvent } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { expect } from 'vitest';

import type { sessionMachine } from '@machines/session';
import { createSessionSignals, type SessionSignal } from '@shared/api';
import { type Services, ServicesProvider } from '@shared/services';
import { createAppStorage } from '@shared/storage/storage';
import { SessionBindings } from '@flows/session/SessionBindings';
import { SessionContext } from '@flows/session/SessionContext';
import { SessionView } from '@flows/session/SessionView';
import { SignOutButton } from '@flows/session/SignOutButton';

import { fakeEndpoints } from '../setup/fakeEndpoints';
import { TestProviders } from '../setup/TestProviders';
import { clickButton, type FlowViewDriver } from './harness/view';

const storage = createAppStorage(window.localStorage);
let services: Services;

/** The session's actors are scripted by the harness; the API itself is never called here. */
const unusedApi = new Proxy(
  {},
  {
    get: (_, name) => () => Promise.reject(new Error(`The session view test does not call api.${String(name)}`)),
  },
);

/** A navigation that is no user activity (a flow's redirect): a click without pointer events. */
async function navigate() {
  await act(async () => {
    fireEvent.click(document.querySelector('a[data-testid="navigate"]')!);
  });
}

export const sessionView: FlowViewDriver<typeof sessionMachine> = {
  render: ({ logic, options }) => {
    window.localStorage.clear();
    services = { endpoints: fakeEndpoints(unusedApi), storage, signals: createSessionSignals() };
    return (
      <TestProviders path="/home/dashboard">
        <ServicesProvider services={services}>
          <SessionContext.Provider logic={logic} options={options}>
            <SessionBindings activityIntervalMs={0} />
            <Link to="/home/settings" data-testid="navigate">
              Another page
            </Link>
            <SignOutButton />
            <SessionView />
          </SessionContext.Provider>
        </ServicesProvider>
      </TestProviders>
    );
  },
  perform: {
    'session.found': async (event) => {
      storage.set('isLoggedIn', 'true');
      storage.set('inactivityTimeoutFlagEnabled', event.inactivityPrompt ? 'true' : 'false');
      await navigate();
    },
    'session.lost': async () => {
      storage.clearSession();
      await navigate();
    },
    'session.logout': clickButton('Logout'),
    'activity.detect': async (_, { user }) => {
      await user.keyboard('{Shift}');
    },
    'presence.confirm': clickButton('Yes'),
    'expiry.acknowledge': clickButton('OK'),
    ...Object.fromEntries(
      (['api.accessDenied', 'api.unauthorized', 'api.sessionEnded', 'api.tokenExpired'] as const).map((type) => [
        type,
        async () => {
          await act(async () => services.signals.emit({ type } as SessionSignal));
        },
      ]),
    ),
  },
  expectScreen: async (s, { screen }) => {
    const warning = s.matches({ listening: { signedIn: 'warning' } });
    const expired = s.matches('tokenExpired');
    const signingOut = s.matches('loggingOut');
    if (warning) {
      // The prompts' code loads when one is first due (SessionView): found once it has.
      const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
      expect(dialog).toContainElement(screen.getByRole('button', { name: 'Yes' }));
    } else {
      expect(screen.queryByRole('dialog', { name: 'Are you still there?' })).toBeNull();
    }
    if (expired) {
      expect(await screen.findByRole('dialog')).toHaveTextContent(
        'Your Token has been expired so you are redirected to Login Page.',
      );
      expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    } else {
      expect(screen.queryByText('Your Token has been expired so you are redirected to Login Page.')).toBeNull();
    }
    if (signingOut) {
      expect(await screen.findByRole('status')).toHaveTextContent('Signing out…');
      expect(screen.getByRole('button', { name: 'Logout' })).toBeDisabled();
    } else {
      expect(screen.queryByText('Signing out…')).toBeNull();
      expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    }
  },
};
