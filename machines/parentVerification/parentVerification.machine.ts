import { assign, setup } from 'xstate';
import type { ParentVerificationRequest } from '@contracts/account';
import type { UsState } from '@contracts/organisation';
import { failureOf, type Failure } from '../shared/failure';
import { isAnsweredRefusal, isParentVerified, parentVerificationPaths, paymentTransactionOf } from './parentVerificationRules';
import type {
  LoadParentStudentInput,
  ParentStudent,
  ParentVerificationAnswer,
  ParentVerificationContext,
  ParentVerificationEvent,
  ParentVerificationInput,
} from './parentVerification.types';
import { provided } from '../shared/provided';

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
    navigate: (_, _params: { to: string }) => {},
    /** parentVerificationStatus 'true' (the dashboard call then marks the course eligible). */
    storeParentVerified: () => {},
  },
  guards: {
    loaded: ({ context }) => context.student !== undefined && context.states !== undefined,
    verified: (_, params: ParentVerificationAnswer) => isParentVerified(params),
    verifiedWithPayment: ({ context }, params: ParentVerificationAnswer) => isParentVerified(params) && paymentTransactionOf(context) !== null,
    answeredRefusal: (_, params: Failure) => isAnsweredRefusal(params),
  },
}).createMachine({
  id: 'parentVerification',
  context: ({ input }) => ({ studentId: input.studentId, studentPaymentTrxId: input.studentPaymentTrxId }),
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '02 §7 Student details, State list' },
      entry: assign({ student: undefined, states: undefined, loadFailure: undefined }),
      invoke: [
        {
          id: 'loadStudent',
          src: 'loadStudent',
          input: ({ context }) => ({ studentId: context.studentId }),
          onDone: { actions: assign({ student: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: assign({ loadFailure: ({ event }) => ({ call: 'student' as const, failure: failureOf(event) }) }) },
        },
        {
          id: 'loadStates',
          src: 'loadStates',
          onDone: {
            description: 'The state list is shown reversed.',
            meta: { spec: '02 §7 State list' },
            actions: assign({ states: ({ event }) => [...event.output].reverse() }),
          },
          onError: { target: 'failed', actions: assign({ loadFailure: ({ event }) => ({ call: 'states' as const, failure: failureOf(event) }) }) },
        },
      ],
      always: { guard: 'loaded', target: 'editing' },
    },
    failed: {
      description: "A failed student fetch shows the generic server error; a failed state list its returned message. Both offer 'Try again'.",
      meta: { spec: '02 §7 State list, §8 default server error' },
      on: { 'retry.request': { target: 'loading' } },
    },
    editing: {
      meta: { spec: '02 §5 Parent verification form' },
      on: { 'form.submit': { target: 'verifying', actions: assign({ fields: ({ event }) => event.fields, failure: undefined }) } },
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
            actions: ['storeParentVerified', { type: 'navigate', params: { to: parentVerificationPaths.dashboard } }],
          },
          {
            guard: { type: 'verified', params: ({ event }) => event.output },
            description: "'Parent Verified Successfully' without a payment transaction: the course list.",
            meta: { spec: '02 §4 Parent verification' },
            target: 'left',
            actions: ['storeParentVerified', { type: 'navigate', params: { to: parentVerificationPaths.courseList } }],
          },
          { description: 'Any other message is a refusal.', target: 'notVerified' },
        ],
        onError: [
          { guard: { type: 'answeredRefusal', params: ({ event }) => failureOf(event) }, target: 'notVerified' },
          {
            description: 'No answer (network or an unreadable answer): the failed call is worded, the form stays.',
            target: 'editing',
            actions: assign({ failure: ({ event }) => failureOf(event) }),
          },
        ],
      },
    },
    notVerified: {
      description: "'Parent Identity  Not verified' above the kept form; the parent may correct it and submit again.",
      meta: { spec: '02 §4 Parent verification, §8' },
      on: { 'form.submit': { target: 'verifying', actions: assign({ fields: ({ event }) => event.fields, failure: undefined }) } },
    },
    left: { type: 'final' },
  },
});
