import { assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import { bypassCheckout } from '../registrationSubmit/registrationRules';
import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import { keptSubmission, logout } from '../shared/registrationTransitions';
import * as timings from '../timings';
import type {
  CheckoutRequest,
  ExpressContext,
  ExpressEvent,
  ExpressInput,
  ExpressRegistered,
  ExpressRegistrationRequest,
  ExpressSession,
  ExpressSettings,
  FastLaneStep,
} from './expressRegistration.types';
import { emailMissing, fastLanePaths, isIneligible } from './expressRules';

function sent(context: ExpressContext): { request: ExpressRegistrationRequest; settings: ExpressSettings } {
  if (!context.request || !context.settings) throw new Error('No express registration was submitted');
  return { request: context.request, settings: context.settings };
}

function accepted(context: ExpressContext): ExpressRegistered {
  if (!context.registered) throw new Error('No express registration was accepted');
  return context.registered;
}

/** The session to store, from the express registration's answer (the `onDone` of 'expressRegister'). */
const session = ({
  context,
  event,
}: {
  context: ExpressContext;
  event: { output: ExpressRegistered };
}): ExpressSession => ({
  registered: event.output,
  paymentMethod: sent(context).request.paymentMethod,
});

function checkoutRequest(context: ExpressContext): CheckoutRequest {
  const { request, settings } = sent(context);
  return bypassCheckout(
    accepted(context).student.studentId,
    request.configCourseId,
    request.organisationId ?? settings.organisationId,
  );
}

/**
 * 01 §4 Express registration 1–7: the e-mail and a payment method register the student at once;
 * eligibility, PAYMENT_BYPASS and AZ_FLOW decide where the student goes next. A page opened
 * with the fast-lane flag stored resumes at the stored step.
 */
export const expressRegistrationMachine = setup({
  types: {
    context: {} as ExpressContext,
    events: {} as ExpressEvent,
    input: {} as ExpressInput,
  },
  actors: {
    expressRegister: provided<ExpressRegistered, ExpressRegistrationRequest>('expressRegister'),
    checkout: provided<void, CheckoutRequest>('checkout'),
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    navigate: (_, _params: NavigateParams) => {},
    /** registerFlow 'true' (so a reload passes the public guard) and the course being bought. */
    markRegistering: (_, _params: { configCourseId: number }) => {},
    /** Login flags: token, studentId, isLoggedIn 'true', loginFlag 'true', and the paymentMethod. */
    storeSession: (_, _params: ExpressSession) => {},
    /** fastLaneFlag 'true' and the step marker. */
    storeFastLaneStep: (_, _params: { step: FastLaneStep }) => {},
    /** Clears the browser's stored session (the 'already registered' modal's log in). */
    clearSession: () => {},
    /** Reloads the page ('Try Again' of the error modal). */
    reloadPage: () => {},
  },
  guards: {
    resuming: ({ context }) => context.resumeStep !== undefined,
    emailMissing: (_, params: { request: ExpressRegistrationRequest }) => emailMissing(params.request),
    ineligible: (_, params: { registered: ExpressRegistered }) => isIneligible(params.registered),
    ineligibleInAzFlow: ({ context }, params: { registered: ExpressRegistered }) =>
      isIneligible(params.registered) && sent(context).settings.azFlow,
    azFlow: ({ context }) => sent(context).settings.azFlow,
    paymentBypassed: ({ context }) => sent(context).settings.paymentBypass,
  },
  delays: {
    registrationErrorRedirect: timings.registrationErrorRedirect,
  },
}).createMachine({
  id: 'expressRegistration',
  context: ({ input }) => (input.resumeStep ? { resumeStep: input.resumeStep } : {}),
  initial: 'opening',
  states: {
    opening: {
      always: [
        {
          guard: 'resuming',
          description: 'Opened with the fast-lane flag stored: the stored step sends the student on.',
          meta: { spec: '01 §4 Express registration 6' },
          target: 'left',
          actions: { type: 'navigate', params: ({ context }) => ({ to: fastLanePaths[context.resumeStep ?? '2'] }) },
        },
        { target: 'editing' },
      ],
    },
    editing: {
      description: 'A valid e-mail enables the payment buttons; choosing one submits.',
      meta: { spec: '01 §4 Express registration 1–2, §5 Express' },
      on: {
        'express.submit': [
          {
            guard: { type: 'emailMissing', params: ({ event }) => ({ request: event.request }) },
            description: 'An empty e-mail shows the generic error modal.',
            meta: { spec: '01 §4 Express registration 2, §8' },
            target: 'failed',
            actions: assign(keptSubmission),
          },
          {
            target: 'registering',
            actions: assign(keptSubmission),
          },
        ],
      },
    },
    registering: {
      tags: ['busy'],
      meta: { spec: '01 §3 Express registration payload, §4 Express registration 2' },
      entry: {
        type: 'markRegistering',
        params: ({ context }) => ({ configCourseId: sent(context).request.configCourseId }),
      },
      invoke: {
        id: 'expressRegister',
        src: 'expressRegister',
        input: ({ context }) => sent(context).request,
        onDone: [
          {
            guard: { type: 'ineligibleInAzFlow', params: ({ event }) => ({ registered: event.output }) },
            description: 'AZ flow, eligibility false: the message, then /login.',
            meta: { spec: '01 §4 Express registration 4' },
            target: 'notEligible',
            actions: assign({ registered: ({ event }) => event.output }),
          },
          {
            guard: { type: 'ineligible', params: ({ event }) => ({ registered: event.output }) },
            description: "Eligibility false without the AZ flow: 'Looks like you are already registered'.",
            meta: { spec: '01 §4 Express registration 5' },
            target: 'alreadyRegistered',
          },
          {
            guard: 'paymentBypassed',
            description: 'Eligible: login flags set; PAYMENT_BYPASS true checks out directly.',
            meta: { spec: '01 §4 Express registration 3, 7' },
            target: 'checkingOut',
            actions: [assign({ registered: ({ event }) => event.output }), { type: 'storeSession', params: session }],
          },
          {
            guard: 'azFlow',
            description: 'AZ flow, eligibility true: the AZ cart.',
            meta: { spec: '01 §4 Express registration 4' },
            target: 'left',
            actions: [
              { type: 'storeSession', params: session },
              { type: 'navigate', params: { to: routes.azCartSummary } },
            ],
          },
          {
            description: 'Eligible: login flags set; the fast-lane cart with step marker 2.',
            meta: { spec: '01 §4 Express registration 3' },
            target: 'left',
            actions: [
              { type: 'storeSession', params: session },
              { type: 'storeFastLaneStep', params: { step: '2' } },
              { type: 'navigate', params: { to: fastLanePaths['2'] } },
            ],
          },
        ],
        onError: {
          description: 'A refused or failed registration: the error modal with the reason.',
          meta: { spec: '01 §2 Error modal' },
          target: 'failed',
          actions: { type: 'keepFailure', params: failureParams },
        },
      },
    },
    checkingOut: {
      tags: ['busy'],
      description: 'Zero-amount transaction through BYPASSPAYMENT, then the dashboard.',
      meta: { spec: '01 §4 Express registration 3, 7; 02 §4 Payment bypass' },
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context }) => checkoutRequest(context),
        onDone: { target: 'left', actions: { type: 'navigate', params: { to: routes.dashboard } } },
        onError: { target: 'checkoutFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    checkoutFailed: {
      description: 'The checkout failure is shown as a toast; the student may try again.',
      meta: { spec: '01 §8 Checkout failure' },
      on: { 'checkout.retry': { target: 'checkingOut', actions: assign({ failure: undefined }) } },
    },
    notEligible: {
      tags: ['busy'],
      description: 'The eligibility message; /login after 5 seconds (the registration error delay).',
      meta: { spec: '01 §4 Express registration 4, §9 delays' },
      after: {
        registrationErrorRedirect: { target: 'left', actions: { type: 'navigate', params: { to: routes.login } } },
      },
    },
    alreadyRegistered: {
      description:
        "Modal 'Looks like you are already registered': log in (clears storage, /login) or continue with a new e-mail.",
      meta: { spec: '01 §2 Express registration, §4 Express registration 5' },
      on: {
        'account.login': {
          target: 'left',
          actions: logout,
        },
        'email.change': { target: 'editing', actions: assign({ request: undefined, settings: undefined }) },
      },
    },
    failed: {
      description: "Error modal 'Sorry, it seems an error has occurred. Let's try again.'; Try Again reloads the page.",
      meta: { spec: '01 §2 Error modal, §8' },
      on: { 'page.reload': { target: 'left', actions: 'reloadPage' } },
    },
    left: { type: 'final', tags: ['busy'], description: 'The flow handed over to another page (or reloads).' },
  },
});
