import { expect } from 'vitest';

import type { authCheckMachine } from '@machines/authCheck';
import { AuthCheckContext } from '@flows/authCheck/AuthCheckContext';
import { AuthCheckView } from '@flows/authCheck/AuthCheckView';

import { clickButton, expectRetryPanel, type FlowViewDriver, renderInFlow } from './harness/view';

export const sessionAuthCheckView: FlowViewDriver<typeof authCheckMachine> = {
  render: renderInFlow('/auth-check', AuthCheckContext, <AuthCheckView />),
  perform: {
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { name: 'Signing you in' })).toBeInTheDocument();
    expectRetryPanel(screen, s.matches('failed') ? s.context.failure : null);
    if (s.matches('failed')) expect(screen.queryByRole('status')).toBeNull();
    else expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
  },
};
