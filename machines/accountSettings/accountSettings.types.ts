import type { Failure } from '../shared/failure';

/** The student-details fields the settings page shows. */
export interface AccountStudent {
  firstName: string;
  lastName: string;
  emailId: string;
  status: string;
  isVerified: boolean;
}

export interface AccountSettingsInput {
  studentId?: number;
}

export interface AccountSettingsContext {
  studentId?: number;
  student?: AccountStudent;
  failure?: Failure;
}

export type AccountSettingsEvent = { type: 'retry.request' };

export interface LoadAccountInput {
  studentId?: number;
}
