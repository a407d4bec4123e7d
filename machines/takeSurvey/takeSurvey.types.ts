import type { PurchaseRecord } from '@contracts/orders';

import type { Failure } from '../shared/failure';

export interface TakeSurveyInput {
  /** The stored studentId (the Screen does not start the machine without one). */
  studentId: number;
}

/** The student as the survey shows them (name and e-mail read-only). */
export interface TakeSurveyStudent {
  firstName: string;
  lastName: string;
  emailId: string;
}

export interface TakeSurveyContext extends TakeSurveyInput {
  /** The newest completed purchase: the order the review is about. */
  record?: PurchaseRecord;
  student?: TakeSurveyStudent;
  /** The last failed load, shown with Try again. */
  failure?: Failure;
}

export type TakeSurveyEvent = { type: 'retry.request' } | { type: 'survey.finish' };

export interface LoadPurchasesInput {
  studentId: number;
}

export interface LoadStudentInput {
  studentId: number;
}
