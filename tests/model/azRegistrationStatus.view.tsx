import { expect } from 'vitest';

import type { azRegistrationStatusMachine } from '@machines/azRegistrationStatus';
import { AzRegistrationStatusContext } from '@flows/home/azRegistrationStatus/AzRegistrationStatusContext';
import { AzRegistrationStatusView } from '@flows/home/azRegistrationStatus/AzRegistrationStatusView';

import { clickButton, expectRetryPanel, type FlowViewDriver, renderInFlow } from './harness/view';

export const azRegistrationStatusView: FlowViewDriver<typeof azRegistrationStatusMachine> = {
  render: renderInFlow('/home/az-registration-status', AzRegistrationStatusContext, <AzRegistrationStatusView />),
  perform: { 'retry.request': clickButton('Try again') },
  expectScreen: (s, { screen }) => {
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading your registration status…');
    expectRetryPanel(screen, s.matches('loadFailed') ? s.context.failure : null);
    const status = s.matches('shown') ? s.context.status : undefined;
    expect(screen.queryByRole('list', { name: 'Your steps' }) !== null).toBe(status !== undefined);
    if (!status) return;
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    const dated = [
      status.registeredAt,
      status.paidAt,
      status.documentsFiledAt,
      status.eligibility,
      status.courseStartedAt,
    ];
    dated.forEach((at, i) => expect(steps[i].textContent?.includes('Not yet')).toBe(at === null));
    if (status.eligibility)
      expect(steps[3]).toHaveTextContent(
        status.eligibility.outcome === 'approved' ? 'Eligibility approved' : 'Eligibility declined',
      );
    const next =
      status.documentsFiledAt === null
        ? ['File your documents', '/home/file-documents?course=70013']
        : status.eligibility === null
          ? ['Answer the eligibility check', '/home/eligibility?course=70013']
          : status.eligibility.outcome === 'declined'
            ? ['Why you are not eligible, and what to do', '/home/eligibility?course=70013']
            : [status.courseStartedAt ? 'Continue your course' : 'Start course', '/home/dashboard'];
    expect(screen.getByRole('link', { name: next[0] })).toHaveAttribute('href', next[1]);
  },
};
