import { expect } from 'vitest';

import type { notificationPreferencesMachine } from '@machines/notificationPreferences';
import { NotificationPreferencesView } from '@flows/home/notificationPreferences/NotificationPreferencesView';

import { clickButton, expectRetryPanel, type FlowViewDriver, renderAsChild, type ViewTools } from './harness/view';

const labels = {
  emailUpdates: 'E-mail updates: course reminders and news',
  smsAlerts: 'SMS alerts: course reminders by text message',
  inactivityWarning: 'Inactivity warning: ask “Are you still there?” after 5 minutes without activity',
} as const;
const wordings: Record<string, string> = {
  MOBILE_NUMBER_REQUIRED: 'SMS alerts need a mobile number. Add one to your profile first.',
};
const genericText = 'Oops. Something went wrong. Please try again later.';

/** Ticks or unticks a box to `checked` as a person would (a click only when it differs). */
async function setBox({ user, screen }: ViewTools, label: string, checked: boolean) {
  const box = screen.getByRole('checkbox', { name: label });
  if ((box as HTMLInputElement).checked !== checked) await user.click(box);
}

export const notificationPreferencesView: FlowViewDriver<typeof notificationPreferencesMachine> = {
  // The choices run as the settings machine's child.
  render: renderAsChild('/home/settings', NotificationPreferencesView),
  perform: {
    'preferences.save': async (event, tools) => {
      for (const name of ['emailUpdates', 'smsAlerts', 'inactivityWarning'] as const)
        await setBox(tools, labels[name], Boolean(event[name]));
      await tools.user.click(tools.screen.getByRole('button', { name: 'Save preferences' }));
    },
    'preferences.change': async (_event, { user, screen }) => {
      await user.click(screen.getByRole('checkbox', { name: labels.emailUpdates }));
    },
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading your choices…');
    expectRetryPanel(screen, s.matches('loadFailed') ? s.context.failure : null);
    const form = s.matches('editing') || s.matches('saving') || s.matches('saved');
    expect(screen.queryByRole('button', { name: 'Save preferences' }) !== null).toBe(form);
    if (!form) return;
    const saved = s.context.saved!;
    if (s.matches('saving')) expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
    if (s.matches('saved')) {
      expect(screen.getByRole('status')).toHaveTextContent('Your choices were saved.');
      // The boxes show what the server saved.
      for (const name of ['emailUpdates', 'smsAlerts', 'inactivityWarning'] as const)
        expect(screen.getByRole('checkbox', { name: labels[name] })).toHaveProperty('checked', saved[name]);
    } else {
      expect(screen.queryByText('Your choices were saved.')).toBeNull();
    }
    // Without a mobile number SMS alerts cannot be ticked, and the page says where to add one.
    const sms = screen.getByRole('checkbox', { name: labels.smsAlerts });
    const profileLink = screen.queryByRole('link', { name: 'Add a mobile number to your profile' });
    if (saved.mobileNumberOnFile) {
      expect(profileLink).toBeNull();
      expect(sms).toBeEnabled();
    } else {
      expect(profileLink).toHaveAttribute('href', '/home/profile');
      expect(sms).toBeDisabled();
    }
    expect(screen.getByText(/Account e-mails are always sent/)).toBeInTheDocument();
    const failure = s.matches('editing') ? s.context.failure : undefined;
    if (failure) {
      expect(screen.getByRole('alert')).toHaveTextContent((failure.code && wordings[failure.code]) ?? genericText);
      expect(screen.queryByRole('link', { name: 'Go to your profile' }) !== null).toBe(
        failure.code === 'MOBILE_NUMBER_REQUIRED',
      );
    } else {
      expect(screen.queryByRole('alert')).toBeNull();
    }
  },
};
