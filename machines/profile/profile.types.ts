import type { SavedPersonalInformation } from '@contracts/account';
import type { UsState } from '@contracts/states';

import type { LoadFailure } from '../shared/loadWithRetry';

export interface ProfileInput {
  studentId?: number;
}

export interface ProfileContext {
  studentId?: number;
  /** The student's details as saved (the personal information's record): the state decides "Other information". */
  saved?: SavedPersonalInformation;
  /** The state list in display order (reversed, 02 §7 State list). */
  states?: UsState[];
  loadFailure?: LoadFailure<'details'>;
}

export type ProfileEvent = { type: 'retry.request' } | { type: 'details.open' } | { type: 'otherInformation.open' };
