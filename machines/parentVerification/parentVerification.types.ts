import type { ParentVerificationRequest } from '@contracts/account';
import type { UsState } from '@contracts/states';

import type { Failure } from '../shared/failure';

export interface ParentVerificationInput {
  studentId?: number;
  /** The stored payment transaction, when there is one. */
  studentPaymentTrxId: number | null;
}

/** The parent's fields as the form gives them (the machine adds the student id). */
export type ParentFields = Omit<ParentVerificationRequest, 'studentId'>;

export type ParentVerificationLoad = 'student' | 'states';

/** What the page needs from the student details (02 §7 Student details). */
export interface ParentStudent {
  defaultStPaymentTrxId: number | null;
}

export interface ParentVerificationContext {
  studentId?: number;
  studentPaymentTrxId: number | null;
  student?: ParentStudent;
  /** The state list in display order (reversed, 02 §7 State list). */
  states?: UsState[];
  loadFailure?: { call: ParentVerificationLoad; failure: Failure };
  /** The fields last submitted: the form shows them again after a refusal. */
  fields?: ParentFields;
  /** A call that got no answer (network, unreadable answer): worded as a failed call, not as a refusal. */
  failure?: Failure;
}

export type ParentVerificationEvent = { type: 'form.submit'; fields: ParentFields } | { type: 'retry.request' };

export interface LoadParentStudentInput {
  studentId?: number;
}

/** The answer of the verification call: its status.message. */
export interface ParentVerificationAnswer {
  message: string;
}
