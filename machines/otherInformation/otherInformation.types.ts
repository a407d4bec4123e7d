import type { CountyAgency, OtherInformation, OtherInformationCourse } from '@contracts/profile';

import type { Failure } from '../shared/failure';

export type { CountyAgency, OtherInformation, OtherInformationCourse };

export interface OtherInformationInput {
  /** The signed-in student (the save names them as each value's refFieldId). */
  studentId?: number;
}

/** One answer of the form, as registration's flexifieldList names it: a field, a `<name>CONFIRM` copy or OtherCourt. */
export interface FlexiAnswer {
  flexiFieldId: number;
  flexiFieldName: string;
  /** Dates YYYY-MM-DD; '' clears the stored value. */
  value: string;
}

export interface OtherInformationContext {
  studentId?: number;
  /** The purchased courses that ask "Other information", with the stored answers (as last saved). */
  courses: OtherInformationCourse[];
  /** The course shown: the first one, or the one the student picked. */
  configCourseId?: number;
  /** Field 89's value as the form holds it (stored, then as chosen): Los Angeles (2815) loads field 161's choices. */
  countyCode?: string;
  /** Field 161's choices: the agencies of Los Angeles, loaded while it is the county (else none). */
  agencies: CountyAgency[];
  /** The agency list could not be loaded (02 §8 dropdown processing failure: the generic error). */
  agencyFailure?: Failure;
  /** The list's failure (loadFailed) or the save's (editing). */
  failure?: Failure;
}

export type OtherInformationEvent =
  | { type: 'retry.request' }
  | { type: 'course.select'; configCourseId: number }
  | { type: 'county.change'; countyCode: string }
  | { type: 'answers.submit'; answers: FlexiAnswer[] };

export interface SaveOtherInformationInput {
  studentId?: number;
  configCourseId: number;
  answers: FlexiAnswer[];
}
