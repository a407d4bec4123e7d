import type {
  AffirmationRequest,
  DeclineReason,
  EligibilityAnswers,
  EligibilityDecision,
  EligibilityPage,
} from '@contracts/eligibility';

import type { Failure } from '../shared/failure';

export type { AffirmationRequest, DeclineReason, EligibilityAnswers, EligibilityDecision, EligibilityPage };

export interface EligibilityInput {
  /** The course asked for (?course=N, or the one chosen on the dashboard); none: the server picks the newest. */
  studentCourseId?: number;
}

/** What the form sends: the answers and the signed affirmation. */
export interface EligibilitySubmission {
  answers: EligibilityAnswers;
  affirmation: AffirmationRequest;
}

export interface EligibilityDecideInput extends EligibilitySubmission {
  studentCourseId: number;
}

export interface EligibilityContext extends EligibilityInput {
  page?: EligibilityPage;
  failure?: Failure;
}

export type EligibilityEvent =
  | ({ type: 'eligibility.submit' } & EligibilitySubmission)
  /** Approved: the student starts the course (the chapter launch of this course). */
  | { type: 'course.start' }
  | { type: 'retry.request' };
