import type { Failure } from '../shared/failure';

/** What the auth-check screen finds in the browser (01 §2 auth-check screen). */
export interface StoredLogin {
  /** The stored login flag is 'true'. */
  loginFlag: boolean;
  studentId?: number;
}

/** The student-details fields the auth check keeps for the session. */
export interface CheckedStudent {
  studentId: number;
  inactivityTimeoutFlagEnabled: boolean;
}

export interface AuthCheckContext {
  studentId?: number;
  /** The last failed student-details call, shown with a retry button. */
  failure?: Failure;
}

export type AuthCheckEvent = { type: 'retry.request' };

export interface LoadStudentInput {
  studentId: number;
}
