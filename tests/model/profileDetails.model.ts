import { profileDetailsMachine } from '@machines/profileDetails';

import { networkFailure } from './failures.fixtures';
import { effect } from './harness/effects';
import { type FlowModel, outcomesOf } from './harness/model';
import { apiStates, invalidAddress, invalidZip } from './personalInformation.fixtures';
import { detailsSaved, detailsSent, savedDetails } from './profile.fixtures';

export const profileDetailsModel: FlowModel<typeof profileDetailsMachine> = {
  id: 'profileDetails',
  title:
    "Profile details: the personal information's fields and rules, the e-mail read-only, saved (02 §2 profile, §3, §5, §8)",
  machine: profileDetailsMachine,
  input: { saved: savedDetails, states: [...apiStates].reverse() },
  events: (s) => [
    ...(s.matches('editing') ? [{ type: 'details.submit', values: detailsSent }] : []),
    ...outcomesOf(s, 'saveProfileDetails', {
      answers: [detailsSaved],
      failures: [invalidAddress, invalidZip, networkFailure],
    }),
  ],
  describeEvent: (e) =>
    e.type === 'details.submit'
      ? 'the student changes the last name, mobile number, street and apartment and saves'
      : undefined,
  sideEffects: {
    // The header's names follow the save.
    saved: [
      effect('storeUserObject', {
        userObject: { firstName: 'Pia', lastName: 'Updated', emailId: savedDetails.emailId },
      }),
    ],
  },
};
