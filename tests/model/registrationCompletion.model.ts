import { type RegistrationCompletionInput, registrationCompletionMachine } from '@machines/registrationSubmit';

import { networkFailure } from './failures.fixtures';
import { effect, navigate, type SideEffect } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';
import { registeredStudent } from './registrationSubmit.fixtures';

const start = (
  attributes: Record<string, string>,
  azFlow: boolean,
  fields: Record<string, unknown> = {},
): RegistrationCompletionInput => ({
  registered: registeredStudent(fields),
  configCourseId: 612,
  organisationId: 3001,
  settings: { attributes, organisationId: 3001, azFlow },
});

export const completionFailures = {
  checkout: { kind: 'failure', httpStatus: 402, message: 'The payment could not be completed.' },
  network: networkFailure,
} as const;

/** The token of the registration answer, as it is held, restored or stored. */
const token = { token: 'registration-token', studentId: 501 };
const cartOf = (input: RegistrationCompletionInput) =>
  input.settings.azFlow ? '/home/az-cart-summary' : '/home/cart-summary';
/** Signed in as registered, to the cart (the AZ cart in the AZ flow). */
const toCart = (input: RegistrationCompletionInput): SideEffect[] => [
  effect('storeSession', input.registered),
  navigate(cartOf(input)),
];

export const registrationCompletionModel: FlowModel<typeof registrationCompletionMachine> = {
  id: 'registrationCompletion',
  title: 'Registration success: e-mail code with the token held apart, payment bypass checkout, cart (01 §4, 02 §4)',
  machine: registrationCompletionMachine,
  // The code is asked; no bypass: the cart.
  input: start({}, false),
  inputs: [
    {
      name: 'verification skipped by the server, AZ flow',
      input: start({}, true, { isEmailVerficationSkipped: true }),
    },
    {
      name: 'payment bypass, EMAIL_VERIFICATION false',
      input: start({ PAYMENT_BYPASS: 'true', EMAIL_VERIFICATION: 'false' }, false),
    },
    { name: 'payment bypass with the e-mail code', input: start({ PAYMENT_BYPASS: 'true' }, false) },
  ],
  events: (s) => [
    ...(s.matches('verifyingEmail') ? [{ type: 'email.verified' }] : []),
    ...(invokes(s, 'checkout') ? [done('checkout'), failed('checkout', completionFailures.checkout)] : []),
    ...(s.matches('checkoutFailed') ? [{ type: 'checkout.retry' }] : []),
    ...(invokes(s, 'loadStudent')
      ? [
          done(
            'loadStudent',
            registeredStudent({ status: 'Active', isVerified: true, defaultStPaymentTrxId: 7001 }).student,
          ),
          done('loadStudent', registeredStudent({ isVerified: true }).student),
          failed('loadStudent', completionFailures.network),
        ]
      : []),
    ...(s.matches('studentFailed') ? [{ type: 'student.retry' }] : []),
    ...(s.matches('courseAllocated') ? [{ type: 'account.login' }] : []),
    ...timers(s),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'email.verified':
        return 'the user enters the e-mailed code and it is accepted';
      case 'checkout.retry':
        return "the user chooses 'Try again' after the checkout failed";
      case 'student.retry':
        return "the user chooses 'Try again' after the student details failed";
      case 'account.login':
        return "the user chooses 'Login' in the course-allocated modal";
      default:
        return undefined;
    }
  },
  sideEffects: {
    // The code is asked: the token is kept apart until it is verified.
    verifyingEmail: [effect('holdTokenForVerification', token)],
    checkingOut: ({ event }) =>
      event.type === 'xstate.init'
        ? [effect('storeToken', token)]
        : event.type === 'email.verified'
          ? [effect('restoreToken', token)]
          : [],
    left: ({ event, input }) => {
      const start = input as RegistrationCompletionInput;
      if (event.type === 'xstate.init') return [effect('storeToken', token), ...toCart(start)];
      if (event.type === 'email.verified') return [effect('restoreToken', token), ...toCart(start)];
      if (event.type === 'account.login') return [effect('clearSession'), navigate('/login')];
      // After the bypass checkout: signed in with the fresh details; a recorded payment opens the dashboard.
      const student = event.output as { defaultStPaymentTrxId: number | null };
      return [
        effect('storeSession', { token: token.token, student }),
        navigate(student.defaultStPaymentTrxId !== null ? '/home/dashboard' : cartOf(start)),
      ];
    },
  },
};
