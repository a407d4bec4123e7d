import type { Failure } from '../shared/failure';

/** One course a court case qualifies for (01 §3 Court case lookup). */
export interface CourtCourseMatch {
  name: string;
  orginalPrice: number;
  discountPrice: number;
  configCourseId: number;
  countyLedgerId: number | null;
  stateId: number | null;
  courseId: number | null;
  organisationId: number | null;
}

export interface CourtLookupQuery {
  caseNumber: string;
  citationNumber: string;
}

export interface CourtLookupContext {
  /** The courses of the last answered lookup (empty before one, or when nothing matched). */
  courses: CourtCourseMatch[];
  /** Why the last lookup failed: a refusal carries the server's message ('No Records Found!'). */
  failure?: Failure;
}

export type CourtLookupEvent = ({ type: 'lookup.submit' } & CourtLookupQuery) | { type: 'course.join'; index: number };
