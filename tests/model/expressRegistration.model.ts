import { expressRegistrationMachine, type ExpressSettings, type PaymentMethod } from '@machines/expressRegistration';
import type { Failure } from '@machines/shared/failure';
import { expressRequest } from '@flows/expressRegistration/expressRequest';

import { expressEntry, expressPhone, expressRegistered, expressSettings } from './express.fixtures';
import { refusal } from './failures.fixtures';
import { type Arrival, effect, navigate, type SideEffect } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';

export const expressEmail = 'riley@example.com';
export const expressRefusal: Failure = refusal(400, 'VALIDATION', 'emailId: Invalid email');
export const checkoutRefusal: Failure = refusal(402, 'PAYMENT_FAILED', 'The payment could not be completed.');

const submit = (emailId: string, method: PaymentMethod, settings: ExpressSettings) => ({
  type: 'express.submit',
  request: expressRequest(expressEntry, emailId, method, expressPhone),
  settings,
});

/** The submits the view driver can do: an empty e-mail (Enter), and a valid one per organisation setting. */
export const expressSubmits = [
  submit('', 'Credit Card', expressSettings.plain),
  submit(expressEmail, 'Credit Card', expressSettings.plain),
  submit(expressEmail, 'Paypal', expressSettings.bypass),
  submit(expressEmail, 'Credit Card', expressSettings.az),
];

type Snapshot = Parameters<FlowModel<typeof expressRegistrationMachine>['events']>[0];

/** The login flags and the answer, stored with the payment method the student chose. */
const storedSession = ({ event, from }: Arrival<Snapshot>) =>
  effect('storeSession', { registered: event.output, paymentMethod: from?.context.request?.paymentMethod });

/** Where the page hands over (01 §4 Express registration 3–7). */
function leaving(arrival: Arrival<Snapshot>): SideEffect[] {
  const { event, from } = arrival;
  switch (event.type) {
    // Reopened with the fast-lane flag at step 3: the receipt page.
    case 'xstate.init':
      return [navigate('/home/view-billing-details')];
    case 'xstate.done.actor.expressRegister':
      return from?.context.settings?.azFlow
        ? [storedSession(arrival), navigate('/home/az-cart-summary')]
        : [
            storedSession(arrival),
            effect('storeFastLaneStep', { step: '2' }),
            navigate('/home/fast-lane-cart-summary'),
          ];
    case 'xstate.done.actor.checkout':
      return [navigate('/home/dashboard')];
    case 'account.login':
      return [effect('clearSession'), navigate('/login')];
    case 'page.reload':
      return [effect('reloadPage')];
    default:
      // Not eligible in the AZ flow: /login after 5 s.
      return from?.matches('notEligible') ? [navigate('/login')] : [];
  }
}

export const expressRegistrationModel: FlowModel<typeof expressRegistrationMachine> = {
  id: 'expressRegistration',
  title:
    "Express registration /registerfast: e-mail and payment method, eligibility, bypass, AZ flow, 'already registered', reload resume (01 §4)",
  machine: expressRegistrationMachine,
  input: {},
  inputs: [{ name: 'reload at step 3', input: { resumeStep: '3' } }],
  events: (s) => [
    ...(s.matches('editing') ? expressSubmits : []),
    ...(invokes(s, 'expressRegister')
      ? [
          done('expressRegister', expressRegistered(null)),
          done('expressRegister', expressRegistered(true)),
          done(
            'expressRegister',
            expressRegistered(false, 'You are not eligible to take this course. Please contact our support team.'),
          ),
          failed('expressRegister', expressRefusal),
        ]
      : []),
    ...(invokes(s, 'checkout') ? [done('checkout'), failed('checkout', checkoutRefusal)] : []),
    ...(s.matches('checkoutFailed') ? [{ type: 'checkout.retry' }] : []),
    ...(s.matches('alreadyRegistered') ? [{ type: 'account.login' }, { type: 'email.change' }] : []),
    ...(s.matches('failed') ? [{ type: 'page.reload' }] : []),
    ...timers(s),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'express.submit': {
        const { request, settings } = e as unknown as ReturnType<typeof submit>;
        const org = settings.paymentBypass ? 'PAYMENT_BYPASS' : settings.azFlow ? 'AZ_FLOW' : 'no attributes';
        return request.emailId
          ? `the user types a valid e-mail and chooses ${request.paymentMethod} (${org})`
          : 'the user presses Enter with an empty e-mail';
      }
      case 'account.login':
        return "the user chooses 'Log in' in 'Looks like you are already registered'";
      case 'email.change':
        return "the user chooses 'Continue with a new e-mail'";
      case 'page.reload':
        return "the user chooses 'Try Again' in the error modal (the page reloads)";
      case 'checkout.retry':
        return 'the user tries the checkout again';
      default:
        return undefined;
    }
  },
  sideEffects: {
    registering: [effect('markRegistering', { configCourseId: expressEntry.configCourseId })],
    // PAYMENT_BYPASS: signed in before the zero-amount checkout.
    checkingOut: (arrival) =>
      arrival.event.type === 'xstate.done.actor.expressRegister' ? [storedSession(arrival)] : [],
    left: leaving,
  },
};
