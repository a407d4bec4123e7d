import { expect } from 'vitest';

import type { accountSettingsMachine } from '@machines/accountSettings';
import { LocaleProvider } from '@shared/i18n/LocaleProvider';
import { AccountSettingsContext } from '@flows/home/accountSettings/AccountSettingsContext';
import { AccountSettingsView } from '@flows/home/accountSettings/AccountSettingsView';

import { TestProviders } from '../setup/TestProviders';
import { clickButton, expectRetryPanel, type FlowViewDriver } from './harness/view';

const pendingNotice = 'Your course purchase is not complete yet. Complete the payment to start your course.';

export const homeSettingsView: FlowViewDriver<typeof accountSettingsMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/home/settings">
      <LocaleProvider initial="en" remember={() => {}}>
        <AccountSettingsContext.Provider logic={logic} options={options}>
          <AccountSettingsView />
        </AccountSettingsContext.Provider>
      </LocaleProvider>
    </TestProviders>
  ),
  perform: {
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    // The choices are the child's (notificationPreferences.view.tsx): here a scripted stand-in, so only the heading.
    expect(screen.getByRole('heading', { level: 2, name: 'Notifications and inactivity warning' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save preferences' })).toBeNull();
    // Security: the three pages that guard the account.
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/home/change-password');
    expect(screen.getByRole('link', { name: 'Two-factor sign-in' })).toHaveAttribute('href', '/home/otp-configuration');
    expect(screen.getByRole('link', { name: 'Connected accounts (Google, Microsoft)' })).toHaveAttribute(
      'href',
      '/home/integration',
    );
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    else expect(screen.queryByText('Loading your account…')).toBeNull();
    expectRetryPanel(screen, s.matches('failed') ? s.context.failure : null);
    if (s.matches('failed')) expect(screen.queryByText('student@example.com')).toBeNull();
    const student = s.context.student;
    if ((s.matches('purchaseComplete') || s.matches('purchasePending')) && student) {
      expect(screen.getByText(`${student.firstName} ${student.lastName}`)).toBeInTheDocument();
      expect(screen.getByText(student.emailId)).toBeInTheDocument();
      expect(screen.getByText(student.isVerified ? 'Verified' : 'Not verified')).toBeInTheDocument();
    }
    if (s.matches('purchasePending')) {
      expect(screen.getByText(pendingNotice)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Complete your purchase' })).toHaveAttribute(
        'href',
        '/home/cart-summary',
      );
    } else {
      expect(screen.queryByText(pendingNotice)).toBeNull();
    }
  },
};
