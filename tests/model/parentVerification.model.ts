import { parentVerificationMachine } from '@machines/parentVerification';

import { effect, navigate } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';
import { notVerifiedRefusal, parentFields } from './parentVerification.fixtures';
import { apiStates, networkFailure, statesRefusal } from './personalInformation.fixtures';

export const parentVerificationModel: FlowModel<typeof parentVerificationMachine> = {
  id: 'parentVerification',
  title:
    "Parent verification: the parent's identity form; verified → dashboard or course list, else 'Parent Identity  Not verified' (02 §4, §5, §7)",
  machine: parentVerificationMachine,
  input: { studentId: 42, studentPaymentTrxId: null },
  inputs: [{ name: 'payment stored', input: { studentId: 42, studentPaymentTrxId: 901 } }],
  events: (s) => [
    // Both loads run at once: each answers once (the state node still lists an invoke that has answered).
    ...(invokes(s, 'loadStudent') && !s.context.student
      ? [
          done('loadStudent', { defaultStPaymentTrxId: 77 }),
          done('loadStudent', { defaultStPaymentTrxId: null }),
          failed('loadStudent', networkFailure),
        ]
      : []),
    ...(invokes(s, 'loadStates') && !s.context.states
      ? [done('loadStates', apiStates), failed('loadStates', statesRefusal)]
      : []),
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
    ...(s.matches('editing') || s.matches('notVerified') ? [{ type: 'form.submit', fields: parentFields }] : []),
    ...(invokes(s, 'verifyParent')
      ? [
          done('verifyParent', { message: 'Parent Verified Successfully' }),
          done('verifyParent', { message: 'Parent details received' }),
          failed('verifyParent', notVerifiedRefusal),
          failed('verifyParent', networkFailure),
        ]
      : []),
    ...timers(s),
  ],
  describeEvent: (e) => {
    if (e.type === 'form.submit') return "the parent fills in every field validly and clicks 'Verify'";
    if (e.type === 'retry.request') return 'the student clicks Try again';
    return undefined;
  },
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
