import { expect } from 'vitest';

import type { profileMachine } from '@machines/profile';
import { ProfileContext } from '@flows/profile/ProfileContext';
import { ProfileView } from '@flows/profile/ProfileView';

import { clickButton, type FlowViewDriver, genericError, renderInFlow, type ViewTools } from './harness/view';

const clickTab =
  (name: string) =>
  async (_event: unknown, { user, screen }: ViewTools) =>
    user.click(screen.getByRole('tab', { name }));

const stateMissingText =
  'To continue with the selection of "Other information" you must fill out the state field in your "Profile" section';

export const profileView: FlowViewDriver<typeof profileMachine> = {
  render: renderInFlow('/home/profile', ProfileContext, <ProfileView />),
  perform: {
    'retry.request': clickButton('Try again'),
    'details.open': clickTab('Profile'),
    'otherInformation.open': clickTab('Other information'),
  },
  // Each tab's content is its own machine's (scripted here as a plain actor): this view shows the tabs and their notices.
  expectScreen: (s, { screen }) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    else expect(screen.queryByText('Loading your profile…')).toBeNull();
    if (s.matches('failed')) {
      const { call, failure } = s.context.loadFailure!;
      expect(screen.getByRole('alert')).toHaveTextContent(
        call === 'states' && failure.message ? failure.message : genericError,
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    } else expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    const open = s.matches('details') || s.matches('stateMissing') || s.matches('otherInformation');
    if (!open) {
      expect(screen.queryByRole('tablist')).toBeNull();
      return;
    }
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', String(s.matches('details')));
    expect(screen.getByRole('tab', { name: 'Other information' })).toHaveAttribute(
      'aria-selected',
      String(!s.matches('details')),
    );
    expect(screen.getByRole('tabpanel')).toBeInTheDocument();
    expect(screen.queryByText('Your profile was saved.') !== null).toBe(s.matches({ details: 'saved' }));
    expect(screen.queryByText(stateMissingText) !== null).toBe(s.matches('stateMissing'));
    // The tabs' forms are the children's, not rendered by stand-ins.
    expect(screen.queryByRole('form')).toBeNull();
  },
};
