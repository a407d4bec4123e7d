import type { SavedPersonalInformation } from '@contracts/account';
import type { ProfileDetails } from '@contracts/profile';
import type { UsState } from '@contracts/states';

import type { Failure } from '../shared/failure';

export type { ProfileDetails, SavedPersonalInformation };

export interface ProfileDetailsInput {
  /** What is saved: the form's first values, and the e-mail shown read-only. */
  saved: SavedPersonalInformation;
  /** The state list in display order. */
  states: UsState[];
}

export interface ProfileDetailsContext extends ProfileDetailsInput {
  /** The values last submitted: the form shows them again after a refused save. */
  values?: ProfileDetails;
  failure?: Failure;
}

export type ProfileDetailsEvent = { type: 'details.submit'; values: ProfileDetails };

/** The user object kept in the browser (02 §3 User object): the header greets the student by these names. */
export interface ProfileUserObject {
  firstName: string;
  lastName: string;
  emailId: string;
}
