import { studentCoursePaymentMachine } from '@machines/entryLink';

import { networkFailure } from './failures.fixtures';
import { type FlowModel, outcomesOf, timers } from './harness/model';

export const entryStudentCoursePaymentModel: FlowModel<typeof studentCoursePaymentMachine> = {
  id: 'studentCoursePayment',
  title: '/studentcourse-payment: read the token, load the state-with-category list (01 §2)',
  machine: studentCoursePaymentMachine,
  input: { token: 'parent.tok' },
  inputs: [{ name: 'no token', input: {} }],
  events: (s) => [
    ...(s.matches('failed') ? [{ type: 'load.retry' }] : []),
    ...outcomesOf(s, 'loadStatesWithCategory', {
      answers: [
        [{ stateId: 5, stateName: 'California', categories: [{ categoryId: 1, categoryName: 'Traffic School' }] }],
      ],
      failures: [networkFailure],
    }),
    ...timers(s),
  ],
  sideEffects: {
    // Without a token the page ends at once; it neither stores nor navigates (the view says what is missing).
    missingToken: [],
  },
};
