import type { Failure } from '../shared/failure';

/** Stars in 20-step units (02 §9): 20 = one star … 100 = five stars. */
export type SurveyStars = 20 | 40 | 60 | 80 | 100;
/** The follow-up: would the student choose this course again. */
export type CourseSelection = 'yes' | 'no';

export interface SurveyInput {
  /** The order the review is about (the payment transaction id). */
  studentPaymentTrxId: number;
  /** Shown read-only and sent with the review. */
  name: string;
  emailId: string;
}

export interface SurveyContext extends SurveyInput {
  stars?: SurveyStars;
  courseSelection?: CourseSelection;
  comments: string;
  /** Why the submit failed (the student continues anyway). */
  failure?: Failure;
}

export type SurveyEvent =
  | { type: 'rating.choose'; stars: SurveyStars }
  | { type: 'courseSelection.choose'; answer: CourseSelection }
  /** Sent only once the consent box is ticked (the form checks it). */
  | { type: 'survey.submit'; comments: string }
  | { type: 'survey.skip' };

export interface SubmitReviewInput {
  orderId: number;
  name: string;
  emailId: string;
  /** 1–5: stars / 20 (02 §7). */
  rating: number;
  comments: string;
  courseSelection: CourseSelection;
}

/** How the survey ended; every ending continues to the next page (02 §4). */
export interface SurveyOutput {
  outcome: 'submitted' | 'failed' | 'skipped';
}
