import { expect } from 'vitest';

import type { authCheckMachine } from '@machines/authCheck';
import { AuthCheckContext } from '@flows/authCheck/AuthCheckContext';
import { AuthCheckView } from '@flows/authCheck/AuthCheckView';

import { TestProviders } from '../setup/TestProviders';
import type { FlowViewDriver } from './harness/view';

const genericError = 'Oops. Something went wrong. Please try again later.';

export const sessionAuthCheckView: FlowViewDriver<typeof authCheckMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/auth-check">
      <AuthCheckContext.Provider logic={logic} options={options}>
        <AuthCheckView />
      </AuthCheckContext.Provider>
    </TestProviders>
  ),
  perform: {
    'retry.request': async (_, { user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { name: 'Signing you in' })).toBeInTheDocument();
    if (s.matches('failed')) {
      const failure = s.context.failure!;
      expect(screen.getByRole('alert')).toHaveTextContent(failure.kind === 'failure' ? failure.message : genericError);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.queryByRole('status')).toBeNull();
    } else {
      expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    }
  },
};
