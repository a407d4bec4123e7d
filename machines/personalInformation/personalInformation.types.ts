import type { PersonalInformation, SavedPersonalInformation } from '@contracts/account';
import type { UsState } from '@contracts/states';

import type { Failure } from '../shared/failure';

/** /home/personal-information, or /home/fast-lane-personal-information (the express sign-up's step 4). */
export type PersonalInformationVariant = 'normal' | 'fastLane';

export interface PersonalInformationInput {
  studentId?: number;
  variant: PersonalInformationVariant;
  /** The stored backend login flag is 'true' (a student signed in by an authToken link). */
  backendLogin: boolean;
}

/** Which of the two loads failed: the form's values, or the state list. */
export type PersonalInformationLoad = 'personalInformation' | 'states';

export interface PersonalInformationContext {
  studentId?: number;
  variant: PersonalInformationVariant;
  backendLogin: boolean;
  /** What is saved so far (the registration's names and e-mail at least). */
  saved?: SavedPersonalInformation;
  /** The state list in display order (reversed, 02 §7 State list). */
  states?: UsState[];
  loadFailure?: { call: PersonalInformationLoad; failure: Failure };
  /** The values last submitted: the form shows them again after a refused save. */
  values?: PersonalInformation;
  saveFailure?: Failure;
}

export type PersonalInformationEvent = { type: 'form.submit'; values: PersonalInformation } | { type: 'retry.request' };

export interface LoadPersonalInformationInput {
  studentId?: number;
}

export interface SavePersonalInformationInput {
  studentId?: number;
  values: PersonalInformation;
}

export interface PersonalInformationSaved {
  isParentVerificationRequired: boolean;
}

/** The user object kept in the browser (02 §3 User object). */
export interface UserObject {
  firstName: string;
  lastName: string;
  emailId: string;
}
