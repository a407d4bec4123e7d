import { expect } from 'vitest';

import type { studentCoursePaymentMachine } from '@machines/entryLink';
import { StudentCoursePaymentContext } from '@flows/entryLinks/EntryLinkContext';
import { StudentCoursePaymentView } from '@flows/entryLinks/StudentCoursePaymentView';

import { TestProviders } from '../setup/TestProviders';
import type { FlowViewDriver } from './harness/view';

const genericError = 'Oops. Something went wrong. Please try again later.';

export const entryStudentCoursePaymentView: FlowViewDriver<typeof studentCoursePaymentMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/studentcourse-payment?token=parent.tok">
      <StudentCoursePaymentContext.Provider logic={logic} options={options}>
        <StudentCoursePaymentView />
      </StudentCoursePaymentContext.Provider>
    </TestProviders>
  ),
  perform: {
    'load.retry': async (_, { user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
  },
  expectScreen: (s, { screen }) => {
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    if (s.matches('loaded')) {
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    }
    if (s.matches('failed') || s.matches('missingToken'))
      expect(screen.getByRole('alert')).toHaveTextContent(genericError);
    if (s.matches('failed')) expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    if (s.matches('missingToken')) expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};
