import type { QuizAnswer, QuizAttempt, QuizResult, QuizStart } from '@contracts/quizzes';

import type { Failure } from '../shared/failure';

export type {
  QuizAnswer,
  QuizAnswerSaveRequest,
  QuizAttempt,
  QuizNextStep,
  QuizResult,
  QuizStart,
  QuizStartRequest,
  QuizSubmitRequest,
} from '@contracts/quizzes';

/** Final-exam answers not yet saved, kept in the browser so a reload, a logout or a lost connection loses none. */
export interface KeptAnswers {
  quizAttemptId: number;
  answers: QuizAnswer[];
}

export interface QuizInput {
  studentCourseId: number;
  /** The chapter whose quiz this is; null: the final exam. */
  chapterNumber: number | null;
  /** The interface language, which the questions are asked in. */
  language: string;
  /** Answers an earlier visit could not save; sent when their try resumes (another try's are ignored). */
  kept?: KeptAnswers;
}

/** The option chosen for each question answered so far, by question id. */
export type ChosenOptions = Partial<Record<number, number>>;

/** Why no try opened: the server's decision (every outcome but 'open'). */
export type QuizNotOpen = Exclude<QuizStart, { outcome: 'open' }>;

export interface QuizContext extends QuizInput {
  /** The server's decision when no try opened. */
  start?: QuizNotOpen;
  /** The try being answered (a new one, or the one a reload resumed). */
  attempt?: QuizAttempt;
  answers: ChosenOptions;
  /** The final exam's answers not saved yet, oldest first; a newer answer to the same question replaces one. */
  unsaved: QuizAnswer[];
  /** The answer being saved now (taken off `unsaved`; put back when its save fails and nothing newer replaced it). */
  sending: QuizAnswer | null;
  /** The time limit's seconds left (the server's deadline less its own time); null: no limit. */
  secondsLeft: number | null;
  result?: QuizResult;
  failure?: Failure;
}

export type QuizEvent =
  /** The student picks an option (and may change it until the try is submitted). */
  | { type: 'quiz.answer'; questionId: number; optionId: number }
  | { type: 'quiz.submit' }
  /** The confirm step: unanswered questions, or a last try whose failure resets or fails the course. */
  | { type: 'submit.confirm' }
  | { type: 'submit.cancel' }
  /** The page's clock: one second passed (the binding's interval timer, Playwright's clock in browser tests). */
  | { type: 'clock.second' }
  /** The browser is back online: an answer that failed to save is sent at once. */
  | { type: 'connection.online' }
  | { type: 'retry.request' }
  /** The result's button: the step `result.next` names. */
  | { type: 'next.request' }
  /** No try open: back to the chapter the server names (to finish it, or to read it again). */
  | { type: 'chapter.open' };
