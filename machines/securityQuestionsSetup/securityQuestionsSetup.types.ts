import type { SecurityAnswersRequest, SecurityQuestionList } from '@contracts/identityChecks';

import type { Failure } from '../shared/failure';

export type { SecurityAnswersRequest, SecurityQuestionList };

/** One picked question and the student's answer to it. */
export type SecurityAnswer = SecurityAnswersRequest['answers'][number];

export interface SecurityQuestionsSetupInput {
  studentCourseId: number;
}

export interface SecurityQuestionsSetupContext extends SecurityQuestionsSetupInput {
  list?: SecurityQuestionList;
  failure?: Failure;
}

export type SecurityQuestionsSetupEvent =
  /** The form is complete: the course's number of different questions, each answered (the view's rules). */
  { type: 'answers.submit'; answers: SecurityAnswer[] } | { type: 'retry.request' };
