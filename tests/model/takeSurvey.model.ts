import type { PurchaseRecord } from '@contracts/orders';
import { takeSurveyMachine } from '@machines/takeSurvey';

import { networkFailure, refusal } from './failures.fixtures';
import { navigate } from './harness/effects';
import { done, failed, type FlowModel, invokes, outcomesOf, timers } from './harness/model';
import { paidOrder, pendingOrder } from './orders.fixtures';

/** A later paid order, listed after the older one: the survey is about this one (the newest completed). */
export const laterPaidOrder: PurchaseRecord = { ...paidOrder, targetId: 5003, paymentDate: '2026-06-01T09:00:00Z' };
export const surveyStudent = { firstName: 'Sam', lastName: 'Student', emailId: 'sam@example.com' };

export const takeSurveyModel: FlowModel<typeof takeSurveyMachine> = {
  id: 'takeSurvey',
  title:
    'Satisfaction survey page (/home/take-survey): the survey about the newest completed purchase, then the dashboard (02 §2)',
  machine: takeSurveyMachine,
  input: { studentId: 42 },
  events: (s) => [
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
    ...(s.matches('answering') ? [{ type: 'survey.finish' }] : []),
    ...(invokes(s, 'loadPurchases')
      ? [
          done('loadPurchases', [pendingOrder, paidOrder, laterPaidOrder]),
          // Only a pay-later order still waiting for its payment: nothing to review yet.
          done('loadPurchases', [pendingOrder]),
          failed('loadPurchases', networkFailure),
        ]
      : []),
    ...outcomesOf(s, 'loadStudent', {
      answers: [surveyStudent],
      failures: [refusal(404, 'NOT_FOUND', 'Student not found.')],
    }),
    ...timers(s),
  ],
  describeEvent: (e) =>
    ({
      'retry.request': 'the student clicks Try again',
      'survey.finish': 'the student rates, answers and submits the survey',
    })[e.type],
  sideEffects: {
    // Each load ends its region; neither stores or navigates.
    'loading.purchases.fetched': [],
    'loading.student.fetched': [],
    // Submitted, failed or skipped: the dashboard.
    finished: [navigate('/home/dashboard')],
  },
};
