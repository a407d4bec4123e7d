import { assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import type { RegistrationRequest } from '../../contracts/registration';
import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import { keptSubmission, logout } from '../shared/registrationTransitions';
import * as timings from '../timings';
import { registrationCompletionMachine } from './registrationCompletion.machine';
import { classifyRegistrationFailure, type RegistrationRefusal, smsAlertNeeded } from './registrationRules';
import type {
  Registered,
  RegistrationCompletionInput,
  RegistrationStorageScope,
  RegistrationSubmitContext,
  RegistrationSubmitEvent,
} from './registrationSubmit.types';

/** A guard on the refusal of the registration call, given the failure as its params (`failureParams`). */
const refusedAs = (kind: RegistrationRefusal) => (_: unknown, failure: Failure) =>
  classifyRegistrationFailure(failure) === kind;

function submittedRequest(context: RegistrationSubmitContext): RegistrationRequest {
  if (!context.request) throw new Error('No registration request was submitted');
  return context.request;
}

function completionInput(context: RegistrationSubmitContext): RegistrationCompletionInput {
  const request = submittedRequest(context);
  if (!context.registered || !context.settings) throw new Error('Completing needs an accepted registration');
  return {
    registered: context.registered,
    configCourseId: request.configCourseId,
    organisationId: request.organisationId ?? context.settings.organisationId,
    settings: context.settings,
  };
}

function storageScope(context: RegistrationSubmitContext): RegistrationStorageScope {
  const request = submittedRequest(context);
  return {
    configCourseId: request.configCourseId,
    organisationId: request.organisationId ?? context.settings?.organisationId,
  };
}

/**
 * 01 §4 Registration (SMS opt-in, success), §8 registration errors, §9 delays: sends the
 * registration form, routes every refusal to its own rule, and on success hands over to the
 * completion steps (e-mail code, payment bypass, cart), run as the child 'completeRegistration'.
 */
export const registrationSubmitMachine = setup({
  types: {
    context: {} as RegistrationSubmitContext,
    events: {} as RegistrationSubmitEvent,
    children: {} as { completeRegistration: 'completeRegistration' },
  },
  actors: {
    register: provided<Registered, RegistrationRequest>('register'),
    completeRegistration: registrationCompletionMachine,
  },
  actions: {
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    navigate: (_, _params: NavigateParams) => {},
    /** registerFlow 'true' (the public pages let a registering student through), configCourseId, organisationId. */
    markRegistering: (_, _params: RegistrationStorageScope) => {},
    /** Removes isLoggedIn, loginFlag and token. */
    clearLoginFlags: () => {},
    /** Clears the browser's stored session (the spec's logout; nothing is signed in yet). */
    clearSession: () => {},
  },
  guards: {
    smsAlertNeeded: (_, params: { consentRequired: boolean; optedIn: boolean }) => smsAlertNeeded(params),
    noMobileNumber: ({ context }) => !submittedRequest(context).student.mobileNumber,
    exception: refusedAs('exception'),
    invalidLicensePlate: refusedAs('invalidLicensePlate'),
    notRegistered: refusedAs('notRegistered'),
    existingEmail: refusedAs('existingEmail'),
    gsaVehicleTag: refusedAs('gsaVehicleTag'),
    duplicateEmail: refusedAs('duplicateEmail'),
    governmentFleet: refusedAs('governmentFleet'),
    emailRejected: refusedAs('emailRejected'),
  },
  delays: {
    smsConfirmationDelay: timings.smsConfirmationDelay,
    registrationErrorRedirect: timings.registrationErrorRedirect,
    existingEmailModalDelay: timings.existingEmailModalDelay,
    existingEmailLogout: timings.existingEmailLogout,
    vehicleTagLogout: timings.vehicleTagLogout,
  },
}).createMachine({
  id: 'registrationSubmit',
  context: {},
  initial: 'editing',
  states: {
    editing: {
      description: 'The registration form; a refused registration says why (the child state names how).',
      initial: 'ready',
      states: {
        ready: {},
        mobileNumberRequired: {
          description: "'Okay, sign me up' without a mobile number: 'Mobile number is required'.",
          meta: { spec: '01 §5 Registration' },
        },
        vehicleTagInvalid: { description: "'Please enter a valid vehicle tag'.", meta: { spec: '01 §8 Registration' } },
        emailTaken: { description: "'Mail Id already exists'.", meta: { spec: '01 §8 Registration' } },
        emailRejected: {
          description: "Status 'Fail': the message under the e-mail field.",
          meta: { spec: '01 §8 Registration' },
        },
        refused: { description: 'Other messages are shown as they are.', meta: { spec: '01 §8 Registration' } },
      },
      on: {
        'registration.submit': [
          {
            guard: { type: 'smsAlertNeeded', params: ({ event }) => event.sms },
            description: "SMS consent required and not ticked: the 'SMS Alert!' modal first.",
            meta: { spec: '01 §4 SMS opt-in' },
            target: 'smsAlert',
            actions: assign(keptSubmission),
          },
          {
            target: 'registering',
            actions: assign(keptSubmission),
          },
        ],
      },
    },
    smsAlert: {
      description: "'Okay, sign me up' opts in and submits; 'Yes, I am sure' submits without text messages.",
      meta: { spec: '01 §4 SMS opt-in, §2 Other modals' },
      on: {
        'sms.optIn': [
          { guard: 'noMobileNumber', target: 'editing.mobileNumberRequired' },
          {
            target: 'smsConfirmed',
            actions: assign({
              request: ({ context }) => ({
                ...submittedRequest(context),
                student: { ...submittedRequest(context).student, isStudentOptSms: true },
              }),
            }),
          },
        ],
        'sms.decline': { target: 'smsConfirmed' },
        'sms.dismiss': { target: 'editing' },
      },
    },
    smsConfirmed: {
      tags: ['busy'],
      description: 'Confirming waits 1 second, then submits.',
      meta: { spec: '01 §4 SMS opt-in, §9 delays' },
      after: { smsConfirmationDelay: { target: 'registering' } },
    },
    registering: {
      tags: ['busy'],
      meta: { spec: '01 §7 Register' },
      entry: { type: 'markRegistering', params: ({ context }) => storageScope(context) },
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => submittedRequest(context),
        onDone: { target: 'completing', actions: assign({ registered: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'exception', params: failureParams },
            description: "An exception during registration opens the 'already registered' modal.",
            meta: { spec: '01 §8 Registration' },
            target: 'alreadyRegistered',
            actions: { type: 'keepFailure', params: failureParams },
          },
          {
            guard: { type: 'invalidLicensePlate', params: failureParams },
            description:
              "'Please enter a valid license plate…' (a refusal, where islicenseplateEligible is read): 'Please enter a valid vehicle tag'.",
            meta: { spec: '01 §8 Registration' },
            target: 'editing.vehicleTagInvalid',
            actions: { type: 'keepFailure', params: failureParams },
          },
          {
            guard: { type: 'notRegistered', params: failureParams },
            target: 'notRegistered',
            actions: { type: 'keepFailure', params: failureParams },
          },
          {
            guard: { type: 'existingEmail', params: failureParams },
            target: 'existingEmail',
            actions: { type: 'keepFailure', params: failureParams },
          },
          {
            guard: { type: 'gsaVehicleTag', params: failureParams },
            target: 'gsaVehicleTag',
            actions: { type: 'keepFailure', params: failureParams },
          },
          {
            guard: { type: 'duplicateEmail', params: failureParams },
            target: 'editing.emailTaken',
            actions: { type: 'keepFailure', params: failureParams },
          },
          {
            guard: { type: 'governmentFleet', params: failureParams },
            target: 'governmentFleet',
            actions: { type: 'keepFailure', params: failureParams },
          },
          {
            guard: { type: 'emailRejected', params: failureParams },
            target: 'editing.emailRejected',
            actions: { type: 'keepFailure', params: failureParams },
          },
          { target: 'editing.refused', actions: { type: 'keepFailure', params: failureParams } },
        ],
      },
    },
    completing: {
      tags: ['busy'],
      description: 'E-mail code, payment bypass or cart: the completion steps run until they hand over.',
      meta: { spec: '01 §4 Registration success' },
      invoke: {
        id: 'completeRegistration',
        src: 'completeRegistration',
        input: ({ context }) => completionInput(context),
        onDone: { target: 'left' },
      },
    },
    notRegistered: {
      tags: ['busy'],
      description:
        "'We could not register you to the course': login flags cleared, message shown, /login after 5 seconds.",
      meta: { spec: '01 §8 Registration, §9 delays' },
      entry: 'clearLoginFlags',
      after: {
        registrationErrorRedirect: { target: 'left', actions: { type: 'navigate', params: { to: routes.login } } },
      },
    },
    existingEmail: {
      tags: ['busy'],
      description:
        "'Email id already registered with us…': the message, then the 'already registered' modal after 5 seconds.",
      meta: { spec: '01 §8 Registration, §9 delays' },
      after: { existingEmailModalDelay: { target: 'alreadyRegistered.closing' } },
    },
    alreadyRegistered: {
      description:
        "Modal 'Looks like you are already registered': log in (clears storage, /login) or continue with a new e-mail.",
      meta: { spec: '01 §2 Express registration, §8 Registration' },
      initial: 'offered',
      states: {
        offered: { description: 'After an exception: the modal waits for a choice.' },
        closing: {
          tags: ['busy'],
          description: 'After the existing-e-mail message: logout after 5 seconds.',
          meta: { spec: '01 §8 Registration' },
          after: { existingEmailLogout: { target: '#registrationSubmit.left', actions: logout } },
        },
      },
      on: {
        'account.login': { target: 'left', actions: logout },
        'email.change': { target: 'editing', actions: assign({ failure: undefined }) },
      },
    },
    gsaVehicleTag: {
      description: "A 'GSA Vehicle Tag Number' message in the error modal.",
      meta: { spec: '01 §8 Registration' },
      on: { 'error.dismiss': { target: 'editing', actions: assign({ failure: undefined }) } },
    },
    governmentFleet: {
      tags: ['busy'],
      description: 'Government-fleet vehicle tag: modal with a Login button; logout after 5 seconds.',
      meta: { spec: '01 §8 Registration, §2 Other modals' },
      on: { 'account.login': { target: 'left', actions: logout } },
      after: { vehicleTagLogout: { target: 'left', actions: logout } },
    },
    left: { type: 'final', tags: ['busy'], description: 'The flow handed over to another page.' },
  },
});
