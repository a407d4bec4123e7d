import { assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import type { Student } from '../../contracts/auth';
import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import { logout } from '../shared/registrationTransitions';
import { bypassCheckout, cartPath, needsEmailCode, paymentBypassed } from './registrationRules';
import type {
  BypassCheckoutInput,
  LoadStudentInput,
  Registered,
  RegistrationCompletionContext,
  RegistrationCompletionEvent,
  RegistrationCompletionInput,
  StoredToken,
} from './registrationSubmit.types';

const storedToken = ({ registered }: RegistrationCompletionContext): StoredToken => ({
  token: registered.token,
  studentId: registered.student.studentId,
});

/**
 * 01 §4 Registration success, 02 §4 Payment bypass: what follows an accepted registration.
 * The e-mail code first when required (the token held apart meanwhile), then the zero-amount
 * checkout when PAYMENT_BYPASS is 'true', else the cart. Invoked by the registration submit flow.
 */
export const registrationCompletionMachine = setup({
  types: {
    context: {} as RegistrationCompletionContext,
    events: {} as RegistrationCompletionEvent,
    input: {} as RegistrationCompletionInput,
  },
  actors: {
    checkout: provided<void, BypassCheckoutInput>('checkout'),
    loadStudent: provided<Student, LoadStudentInput>('loadStudent'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    navigate: (_, _params: NavigateParams) => {},
    /**
     * Keeps the token apart (pendingVerificationToken) until the code is verified; the dialog's
     * student-scoped calls use it as the token meanwhile, and the login flags stay off.
     */
    holdTokenForVerification: (_, _params: StoredToken) => {},
    /** The code is verified: the held token becomes the token again, the copy goes. */
    restoreToken: (_, _params: StoredToken) => {},
    /** No code to ask: the token is stored directly. */
    storeToken: (_, _params: StoredToken) => {},
    /** Signs the new student in: token, studentId, login flags and the student's details. */
    storeSession: (_, _params: Registered) => {},
    /** Clears the browser's stored session (logout without a server call: nothing is signed in). */
    clearSession: () => {},
  },
  guards: {
    needsEmailCode: ({ context }) => needsEmailCode(context.registered.student, context.settings),
    verificationSkipped: ({ context }) => !needsEmailCode(context.registered.student, context.settings),
    paymentBypassed: ({ context }) => paymentBypassed(context.settings),
    azFlow: ({ context }) => context.settings.azFlow,
    paymentRecorded: (_, params: { student: Student }) => params.student.defaultStPaymentTrxId !== null,
  },
}).createMachine({
  id: 'registrationCompletion',
  context: ({ input }) => ({ ...input }),
  initial: 'registered',
  states: {
    registered: {
      description: 'The e-mail code is asked first unless verification is skipped or EMAIL_VERIFICATION is false.',
      meta: { spec: '01 §4 Registration success' },
      always: [
        {
          guard: 'needsEmailCode',
          target: 'verifyingEmail',
          actions: { type: 'holdTokenForVerification', params: ({ context }) => storedToken(context) },
        },
        {
          description: 'Verification skipped: the token is stored directly.',
          target: 'routing',
          actions: { type: 'storeToken', params: ({ context }) => storedToken(context) },
        },
      ],
    },
    verifyingEmail: {
      tags: ['busy'],
      description: 'The 6-digit code modal; on success the original token is restored.',
      meta: { spec: '01 §4 Registration success, §2 Other modals' },
      on: {
        'email.verified': {
          target: 'routing',
          actions: { type: 'restoreToken', params: ({ context }) => storedToken(context) },
        },
      },
    },
    routing: {
      description: 'PAYMENT_BYPASS true checks out directly; otherwise the cart (the AZ cart in the AZ flow).',
      meta: { spec: '01 §4 Registration success' },
      always: [
        { guard: 'paymentBypassed', target: 'checkingOut' },
        {
          guard: 'azFlow',
          target: 'left',
          actions: [
            { type: 'storeSession', params: ({ context }) => context.registered },
            { type: 'navigate', params: { to: routes.azCartSummary } },
          ],
        },
        {
          target: 'left',
          actions: [
            { type: 'storeSession', params: ({ context }) => context.registered },
            { type: 'navigate', params: { to: routes.cartSummary } },
          ],
        },
      ],
    },
    checkingOut: {
      tags: ['busy'],
      description: 'Zero-amount transaction, gateway BYPASSPAYMENT; organisation 1481 sets the GSA flag.',
      meta: { spec: '01 §4 Registration success, 02 §4 Payment bypass' },
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context }) => ({
          request: bypassCheckout(context.registered.student.studentId, context.configCourseId, context.organisationId),
          token: context.registered.token,
        }),
        onDone: [
          {
            guard: 'verificationSkipped',
            description: "Verification was skipped: the 'course allocated, please login' modal.",
            target: 'courseAllocated',
            actions: assign({ failure: undefined }),
          },
          { target: 'loadingStudent', actions: assign({ failure: undefined }) },
        ],
        onError: { target: 'checkoutFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    checkoutFailed: {
      description: 'The checkout failure is shown as a toast; the student may try again.',
      meta: { spec: '01 §8 Checkout failure' },
      on: { 'checkout.retry': { target: 'checkingOut' } },
    },
    loadingStudent: {
      tags: ['busy'],
      description: 'Student details after the bypass checkout: a defaultStPaymentTrxId opens the dashboard.',
      meta: { spec: '01 §4 Registration success' },
      invoke: {
        id: 'loadStudent',
        src: 'loadStudent',
        input: ({ context }) => ({ studentId: context.registered.student.studentId }),
        onDone: [
          {
            guard: { type: 'paymentRecorded', params: ({ event }) => ({ student: event.output }) },
            target: 'left',
            actions: [
              {
                type: 'storeSession',
                params: ({ context, event }) => ({ token: context.registered.token, student: event.output }),
              },
              { type: 'navigate', params: { to: routes.dashboard } },
            ],
          },
          {
            description: 'No payment recorded (not shown by the spec): the student is signed in and sent to the cart.',
            target: 'left',
            actions: [
              {
                type: 'storeSession',
                params: ({ context, event }) => ({ token: context.registered.token, student: event.output }),
              },
              { type: 'navigate', params: ({ context }) => ({ to: cartPath(context.settings) }) },
            ],
          },
        ],
        onError: { target: 'studentFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    studentFailed: {
      description: 'The student-details failure is shown as a toast; the student may try again.',
      on: { 'student.retry': { target: 'loadingStudent' } },
    },
    courseAllocated: {
      description: "Modal 'Your course has been allocated. Please login to continue.' with a Login button.",
      meta: { spec: '01 §4 Registration success, §2 Other modals' },
      on: {
        'account.login': {
          target: 'left',
          actions: logout,
        },
      },
    },
    left: { type: 'final', tags: ['busy'], description: 'The flow handed over to another page.' },
  },
});
