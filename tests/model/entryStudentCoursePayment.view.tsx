import { expect } from 'vitest';

import type { studentCoursePaymentMachine } from '@machines/entryLink';
import { StudentCoursePaymentContext } from '@flows/entryLinks/EntryLinkContext';
import { StudentCoursePaymentView } from '@flows/entryLinks/StudentCoursePaymentView';

import { clickButton, type FlowViewDriver, genericError, renderInFlow } from './harness/view';

export const entryStudentCoursePaymentView: FlowViewDriver<typeof studentCoursePaymentMachine> = {
  render: renderInFlow(
    '/studentcourse-payment?token=parent.tok',
    StudentCoursePaymentContext,
    <StudentCoursePaymentView />,
  ),
  perform: {
    'load.retry': clickButton('Try again'),
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
