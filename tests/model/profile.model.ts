import { profileMachine } from '@machines/profile';

import { networkFailure } from './failures.fixtures';
import { done, type FlowModel, invokes, outcomesOf } from './harness/model';
import { stateListOutcomes } from './personalInformation.fixtures';
import { detailsSaved, savedDetails, savedWithoutState } from './profile.fixtures';

export const profileModel: FlowModel<typeof profileMachine> = {
  id: 'profile',
  title:
    'Profile: the details tab and the "Other information" tab (a state first), each its own machine (02 §2 profile, §5)',
  machine: profileMachine,
  input: { studentId: 42 },
  // The tabs are child machines, scripted here (profileDetails.model.ts, otherInformation.model.ts).
  events: (s) => [
    ...(s.context.saved
      ? []
      : outcomesOf(s, 'loadProfileDetails', {
          answers: [savedDetails, savedWithoutState],
          failures: [networkFailure],
        })),
    ...stateListOutcomes(s),
    ...(s.matches('failed') ? [{ type: 'retry.request' }] : []),
    ...(s.matches('details') ? [{ type: 'otherInformation.open' }] : []),
    ...(invokes(s, 'profileDetails') ? [done('profileDetails', detailsSaved)] : []),
    ...(s.matches('stateMissing') || s.matches('otherInformation') ? [{ type: 'details.open' }] : []),
  ],
  describeEvent: (e) =>
    ({
      'retry.request': 'the student clicks Try again',
      'details.open': 'the student opens the Profile tab',
      'otherInformation.open': 'the student opens the Other information tab',
      'xstate.done.actor.profileDetails': 'the student saves the details (with a state)',
    })[e.type],
  sideEffects: {},
};
