import type { PersonalInformation, SavedPersonalInformation } from '@contracts/account';
import type { UsState } from '@contracts/states';
import type { Failure } from '@machines/shared/failure';

import { refusal } from './failures.fixtures';
import { outcomesOf } from './harness/model';

/** The state list as the API answers it (the page shows it reversed). */
export const apiStates: UsState[] = [
  { stateId: 5, stateName: 'California', stateCode: 'CA' },
  { stateId: 10, stateName: 'Florida', stateCode: 'FL' },
  { stateId: 44, stateName: 'Texas', stateCode: 'TX' },
];

/** 02 §7 State list: a failure shows the returned status message. */
export const statesRefusal: Failure = {
  kind: 'failure',
  httpStatus: 503,
  message: 'The state list is not available right now.',
};

/** What registration saved: the names and e-mail only. */
export const savedAtRegistration: SavedPersonalInformation = {
  firstName: 'Sam',
  middleName: null,
  lastName: 'Student',
  emailId: 'sam.student@example.com',
  dateOfBirth: null,
  gender: null,
  parentEmail: null,
  mobileNumber: null,
  street: null,
  apartment: null,
  city: null,
  state: null,
  zip: null,
  isPersonalInfoPending: true,
};

export const studentDetails: PersonalInformation = {
  firstName: 'Samantha',
  middleName: 'Lee',
  lastName: "O'Neil",
  dateOfBirth: '05-17-2008',
  gender: 'Female',
  parentEmail: 'pat.parent@example.com',
  mobileNumber: '555-123-4567',
  street: '1 Main St',
  apartment: 'Apt 4',
  city: 'Austin',
  state: { stateId: 44 },
  zip: '78701',
};

export const invalidAddress: Failure = refusal(422, 'INVALID_ADDRESS', 'Please provide Valid address');
export const invalidZip: Failure = refusal(422, 'INVALID_ZIP', 'Please enter valid Zip code');
export const saveRefusal: Failure = refusal(409, 'VALIDATION', 'Your details could not be saved.');

/**
 * The state list's outcomes in the forms that need a state (personal information, parent verification): it loads
 * alongside the form's other call and answers once (the state node still lists an invoke that has answered).
 */
export const stateListOutcomes = (s: { context: { states?: unknown } }) =>
  s.context.states ? [] : outcomesOf(s, 'loadStates', { answers: [apiStates], failures: [statesRefusal] });
