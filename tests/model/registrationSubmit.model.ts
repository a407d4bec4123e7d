import { registrationSubmitMachine } from '@machines/registrationSubmit';

import { effect, navigate } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';
import { registeredStudent, registrationFailures, testRequests, testSettings } from './registrationSubmit.fixtures';

const submit = (request: keyof typeof testRequests, consentRequired: boolean, optedIn: boolean) => ({
  type: 'registration.submit',
  request: testRequests[request],
  sms: { consentRequired, optedIn },
  settings: testSettings,
});

/** The three ways the harness submits: consent ticked, and not ticked with or without a phone. */
export const submits = {
  consented: submit('optedIn', true, true),
  smsWithPhone: submit('withPhone', true, false),
  smsWithoutPhone: submit('withoutPhone', true, false),
};

export const registrationSubmitModel: FlowModel<typeof registrationSubmitMachine> = {
  id: 'registrationSubmit',
  title: "Registration submit: 'SMS Alert!', the register call and every registration error (01 §4, §8, §9)",
  machine: registrationSubmitMachine,
  events: (s) => {
    // Every answer once, for the opted-in request (the 'Okay, sign me up' path sends the same one).
    const optedIn = JSON.stringify(s.context.request) === JSON.stringify(testRequests.optedIn);
    return [
      ...(s.matches('editing')
        ? s.matches({ editing: 'ready' }) && !s.context.request
          ? Object.values(submits)
          : [submits.consented]
        : []),
      ...(s.matches('smsAlert') ? [{ type: 'sms.optIn' }, { type: 'sms.decline' }, { type: 'sms.dismiss' }] : []),
      ...(invokes(s, 'register')
        ? [
            done('register', registeredStudent()),
            ...(optedIn ? Object.values(registrationFailures).map((f) => failed('register', f)) : []),
          ]
        : []),
      ...(invokes(s, 'completeRegistration') ? [done('completeRegistration')] : []),
      ...(s.matches('alreadyRegistered') ? [{ type: 'account.login' }, { type: 'email.change' }] : []),
      ...(s.matches('gsaVehicleTag') ? [{ type: 'error.dismiss' }] : []),
      ...(s.matches('governmentFleet') ? [{ type: 'account.login' }] : []),
      ...timers(s),
    ];
  },
  describeEvent: (e) => {
    switch (e.type) {
      case 'registration.submit': {
        const sms = e.sms as { consentRequired: boolean; optedIn: boolean };
        const phone = (e.request as { student: { mobileNumber?: string } }).student.mobileNumber;
        return sms.optedIn
          ? 'the user submits the form with SMS consent ticked'
          : `the user submits without ticking SMS consent${phone ? '' : ' and without a phone'}`;
      }
      case 'sms.optIn':
        return "the user chooses 'Okay, sign me up'";
      case 'sms.decline':
        return "the user chooses 'Yes, I am sure'";
      case 'sms.dismiss':
        return "the user closes the 'SMS Alert!' modal";
      case 'account.login':
        return 'the user chooses to log in';
      case 'email.change':
        return "the user chooses 'Continue with a new e-mail'";
      case 'error.dismiss':
        return "the user chooses 'Try Again' in the error modal";
      default:
        return undefined;
    }
  },
  sideEffects: {
    // The public pages let a registering student through: the flag with the course and organisation of the request.
    registering: [effect('markRegistering', { configCourseId: 612, organisationId: 3001 })],
    notRegistered: [effect('clearLoginFlags')],
    left: ({ from }) => {
      // The completion steps (a child machine, scripted here: registrationCompletion.model.ts) did the handing over.
      if (from?.matches('completing')) return [];
      // 'We could not register you': /login after 5 s (the flags were cleared on arrival).
      if (from?.matches('notRegistered')) return [navigate('/login')];
      // Already registered or a government fleet: logout (the stored session cleared), then /login.
      return [effect('clearSession'), navigate('/login')];
    },
  },
};
