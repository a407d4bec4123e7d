import type { ChapterContent } from '../../../contracts/courseContent';

export type { ChapterContent, CourseContent } from '../../../contracts/courseContent';

/**
 * A question of a chapter's bank, written from that chapter's own text (the chapter quizzes draw from it). `answer` is
 * the index of the right option; `explanation` says why, citing the chapter's section.
 */
export interface BankQuestion {
  /** 1-based chapter number in the course. */
  chapter: number;
  prompt: string;
  options: [string, string, string, string];
  answer: 0 | 1 | 2 | 3;
  explanation: string;
}

export type ChapterList = ChapterContent[];
