import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TestProviders } from '../../../tests/setup/TestProviders';
import AccountHelpScreen from './AccountHelpScreen';

describe('the account-help interstitial', () => {
  it('offers reset password, a new account and signing in again', () => {
    render(
      <TestProviders path="/account-help">
        <AccountHelpScreen />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
  });
});
