import { type PersonalInformationInput, personalInformationMachine } from '@machines/personalInformation';

import { networkFailure } from './failures.fixtures';
import { effect, navigate } from './harness/effects';
import { type FlowModel, outcomesOf, timers } from './harness/model';
import {
  invalidAddress,
  invalidZip,
  savedAtRegistration,
  saveRefusal,
  stateListOutcomes,
  studentDetails,
} from './personalInformation.fixtures';

/** The saved names with the e-mail read at the start (userObject), and skipPersonalInfo 'true'. */
const profileSaved = effect('storeProfileSaved', {
  userObject: {
    firstName: studentDetails.firstName,
    lastName: studentDetails.lastName,
    emailId: savedAtRegistration.emailId,
  },
});

export const personalInformationModel: FlowModel<typeof personalInformationMachine> = {
  id: 'personalInformation',
  title:
    'Personal information (normal and fast lane): prefilled form, state list, save, parent verification or dashboard (02 §3–§8)',
  machine: personalInformationMachine,
  input: { studentId: 42, variant: 'normal', backendLogin: false },
  inputs: [
    { name: 'fast lane', input: { studentId: 42, variant: 'fastLane', backendLogin: false } },
    { name: 'backend login', input: { studentId: 42, variant: 'normal', backendLogin: true } },
  ],
  events: (s) => [
    // Both loads run at once: each answers once (the state node still lists an invoke that has answered).
    ...(s.context.saved
      ? []
      : outcomesOf(s, 'loadPersonalInformation', { answers: [savedAtRegistration], failures: [networkFailure] })),
    ...stateListOutcomes(s),
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
    ...(s.matches('editing') ? [{ type: 'form.submit', values: studentDetails }] : []),
    ...outcomesOf(s, 'savePersonalInformation', {
      answers: [{ isParentVerificationRequired: true }, { isParentVerificationRequired: false }],
      failures: [invalidAddress, invalidZip, saveRefusal],
    }),
    ...timers(s),
  ],
  describeEvent: (e) =>
    ({
      'form.submit': 'the student fills in every field validly and saves',
      'retry.request': 'the student clicks Try again',
    })[e.type],
  sideEffects: {
    left: ({ event, input }) => {
      // A backend login goes to the dashboard at once.
      if (event.type === 'xstate.init') return [navigate('/home/dashboard')];
      if ((event.output as { isParentVerificationRequired: boolean }).isParentVerificationRequired)
        return [profileSaved, navigate('/home/parent-verification')];
      // The fast lane is done: its step becomes 5 (a reload of the express page resumes at the dashboard).
      if ((input as PersonalInformationInput).variant === 'fastLane')
        return [profileSaved, effect('storeFastLaneDone'), navigate('/home/dashboard')];
      return [profileSaved, navigate('/home/dashboard')];
    },
  },
};
