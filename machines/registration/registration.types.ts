import type * as z from 'zod/mini';

import type { courseInformationSchema } from '@contracts/courseConfig';
import type { FlexiField, TrackingFieldName, UsState } from '@contracts/index';

import type { Failure } from '../shared/failure';

export type CourseInformation = z.infer<typeof courseInformationSchema>;

/** What the registration link carries (01 §2 Entry query parameters), completed from storage. */
export interface RegistrationEntry {
  /** From the link, else the stored one, else 611 (01 §9). */
  configCourseId: number;
  organisationId?: number;
  stateId?: number;
  vehicleTag?: string;
  /** Tracking parameters found after a hash or in the query string. */
  tracking: Partial<Record<TrackingFieldName, string>>;
}

export interface RegistrationInput {
  entry: RegistrationEntry;
}

export interface RegistrationContext {
  entry: RegistrationEntry;
  /** The course being registered for; a state's remapping may replace it. */
  configCourseId: number;
  /** The chosen state (or the link's). */
  stateId?: number;
  /** data.name of the course price call. */
  courseName?: string;
  /** The active states, in the order shown (reversed, 01 §7 State list); empty when no list is asked. */
  states: UsState[];
  flexiFields: FlexiField[];
  courseInformation: CourseInformation | null;
  /** The flexi-field loading indicator, 0 to 100 (01 §9). */
  progress: number;
  /** The last failed call: a load (retry offered) or a remapping (shown over the form). */
  failure?: Failure;
}

export type RegistrationEvent = { type: 'state.select'; stateId: number } | { type: 'setup.retry' };

export interface FlexiFieldsInput {
  configCourseId: number;
  stateId?: number;
}
export interface FlexiFieldsOutput {
  flexiFields: FlexiField[];
  courseInformation: CourseInformation | null;
}
export interface CourseRemapInput {
  configCourseId: number;
  stateId: number;
}

export type { Failure, FlexiField, UsState };
