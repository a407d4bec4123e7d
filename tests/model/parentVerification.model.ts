import { parentVerificationMachine } from '@machines/parentVerification';

import { networkFailure } from './failures.fixtures';
import { effect, navigate } from './harness/effects';
import { type FlowModel, outcomesOf, timers } from './harness/model';
import { notVerifiedRefusal, parentFields } from './parentVerification.fixtures';
import { stateListOutcomes } from './personalInformation.fixtures';

export const parentVerificationModel: FlowModel<typeof parentVerificationMachine> = {
  id: 'parentVerification',
  title:
    "Parent verification: the parent's identity form; verified → dashboard or course list, else 'Parent Identity  Not verified' (02 §4, §5, §7)",
  machine: parentVerificationMachine,
  input: { studentId: 42, studentPaymentTrxId: null },
  inputs: [{ name: 'payment stored', input: { studentId: 42, studentPaymentTrxId: 901 } }],
  events: (s) => [
    // Both loads run at once: each answers once (the state node still lists an invoke that has answered).
    ...(s.context.student
      ? []
      : outcomesOf(s, 'loadStudent', {
          answers: [{ defaultStPaymentTrxId: 77 }, { defaultStPaymentTrxId: null }],
          failures: [networkFailure],
        })),
    ...stateListOutcomes(s),
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
    ...(s.matches('editing') || s.matches('notVerified') ? [{ type: 'form.submit', fields: parentFields }] : []),
    ...outcomesOf(s, 'verifyParent', {
      answers: [{ message: 'Parent Verified Successfully' }, { message: 'Parent details received' }],
      failures: [notVerifiedRefusal, networkFailure],
    }),
    ...timers(s),
  ],
  describeEvent: (e) =>
    ({
      'form.submit': "the parent fills in every field validly and clicks 'Verify'",
      'retry.request': 'the student clicks Try again',
    })[e.type],
  sideEffects: {
    // Verified: the status is stored; with a payment transaction (stored, or the student's default) the
    // dashboard, else the course list.
    left: ({ from, input }) => {
      const payment =
        (input as { studentPaymentTrxId: number | null }).studentPaymentTrxId ??
        from?.context.student?.defaultStPaymentTrxId ??
        null;
      return [effect('storeParentVerified'), navigate(payment !== null ? '/home/dashboard' : '/home/course-list')];
    },
  },
};
