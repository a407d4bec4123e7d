import type { Failure } from '../shared/failure';

export interface StateWithCategory {
  stateId: number;
  stateName: string;
  categories: Array<{ categoryId: number; categoryName: string }>;
}

export interface StudentCoursePaymentInput {
  token?: string;
}

export interface StudentCoursePaymentContext {
  token?: string;
  /** The loaded list, kept in the machine (01 §2: what is done with it is not shown). */
  states: StateWithCategory[];
  failure?: Failure;
}

export type StudentCoursePaymentEvent = { type: 'load.retry' };
