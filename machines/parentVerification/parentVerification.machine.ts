import { assign, setup } from 'xstate';

import type { ParentVerificationRequest } from '@contracts/account';
import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';
import type { UsState } from '@contracts/states';

import { type Failure, failureOf, failureParams } from '../shared/failure';
import { type LoadFailure, loadWithRetry } from '../shared/loadWithRetry';
import { provided } from '../shared/provided';
import type {
  LoadParentStudentInput,
  ParentStudent,
  ParentVerificationAnswer,
  ParentVerificationContext,
  ParentVerificationEvent,
  ParentVerificationInput,
} from './parentVerification.types';
import { isAnsweredRefusal, isParentVerified, paymentTransactionOf } from './parentVerificationRules';

function request(context: ParentVerificationContext): ParentVerificationRequest {
  if (!context.fields || context.studentId === undefined) throw new Error('No parent verification was submitted');
  return { studentId: context.studentId, ...context.fields };
}

/**
 * 02 §4, §5, §7 Parent verification: the parent's identity form; 'Parent Verified Successfully'
 * marks the student verified and goes on to the dashboard (or the course list without a payment),
 * anything else shows 'Parent Identity  Not verified' and keeps the form.
 */
export const parentVerificationMachine = setup({
  types: {
    context: {} as ParentVerificationContext,
    events: {} as ParentVerificationEvent,
    input: {} as ParentVerificationInput,
  },
  actors: {
    loadStudent: provided<ParentStudent, LoadParentStudentInput>('loadStudent'),
    loadStates: provided<UsState[]>('loadStates'),
    verifyParent: provided<ParentVerificationAnswer, ParentVerificationRequest>('verifyParent'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    navigate: (_, _params: NavigateParams) => {},
    /** parentVerificationStatus 'true' (the dashboard call then marks the course eligible). */
    storeParentVerified: () => {},
    // The loads of loadWithRetry: the student details and the state list.
    clearLoaded: assign({ student: undefined, states: undefined, loadFailure: undefined }),
    keepRecord: assign({ student: (_, student: ParentStudent) => student }),
    keepStates: assign({ states: (_, states: UsState[]) => states }),
    keepLoadFailure: assign({ loadFailure: (_, loadFailure: LoadFailure<'student'>) => loadFailure }),
  },
  guards: {
    loaded: ({ context }) => context.student !== undefined && context.states !== undefined,
    verified: (_, params: ParentVerificationAnswer) => isParentVerified(params),
    verifiedWithPayment: ({ context }, params: ParentVerificationAnswer) =>
      isParentVerified(params) && paymentTransactionOf(context) !== null,
    answeredRefusal: (_, params: Failure) => isAnsweredRefusal(params),
  },
}).createMachine({
  id: 'parentVerification',
  context: ({ input }) => ({ studentId: input.studentId, studentPaymentTrxId: input.studentPaymentTrxId }),
  initial: 'loading',
  states: {
    ...loadWithRetry({ src: 'loadStudent', call: 'student' }, 'editing'),
    editing: {
      meta: { spec: '02 §5 Parent verification form' },
      on: {
        'form.submit': {
          target: 'verifying',
          actions: assign({ fields: ({ event }) => event.fields, failure: undefined }),
        },
      },
    },
    verifying: {
      invoke: {
        id: 'verifyParent',
        src: 'verifyParent',
        input: ({ context }) => request(context),
        onDone: [
          {
            guard: { type: 'verifiedWithPayment', params: ({ event }) => event.output },
            description: "'Parent Verified Successfully' with a payment transaction: the dashboard.",
            meta: { spec: '02 §4 Parent verification' },
            target: 'left',
            actions: ['storeParentVerified', { type: 'navigate', params: { to: routes.dashboard } }],
          },
          {
            guard: { type: 'verified', params: ({ event }) => event.output },
            description: "'Parent Verified Successfully' without a payment transaction: the course list.",
            meta: { spec: '02 §4 Parent verification' },
            target: 'left',
            actions: ['storeParentVerified', { type: 'navigate', params: { to: routes.courseList } }],
          },
          { description: 'Any other message is a refusal.', target: 'notVerified' },
        ],
        onError: [
          { guard: { type: 'answeredRefusal', params: ({ event }) => failureOf(event) }, target: 'notVerified' },
          {
            description: 'No answer (network or an unreadable answer): the failed call is worded, the form stays.',
            target: 'editing',
            actions: { type: 'keepFailure', params: failureParams },
          },
        ],
      },
    },
    notVerified: {
      description: "'Parent Identity  Not verified' above the kept form; the parent may correct it and submit again.",
      meta: { spec: '02 §4 Parent verification, §8' },
      on: {
        'form.submit': {
          target: 'verifying',
          actions: assign({ fields: ({ event }) => event.fields, failure: undefined }),
        },
      },
    },
    left: { type: 'final' },
  },
});
