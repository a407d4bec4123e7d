import type { ChapterContent } from '../../contracts/courseContent';
import type { LanguageCode } from '../../contracts/languages';

/**
 * A question of a chapter's bank, written from that chapter's own text (the chapter quizzes draw from it). `answer` is
 * the index of the right option; `explanation` says why, citing the chapter's section.
 */
export interface BankQuestion {
  /** Stable across versions and translations (questions.yaml). */
  id: string;
  /** 1-based chapter number in the course. */
  chapter: number;
  prompt: string;
  options: [string, string, string, string];
  answer: 0 | 1 | 2 | 3;
  explanation: string;
}

/** A course's teaching text per language (English always; others where written). */
export type CourseTexts = { en: ChapterContent[] } & Partial<Record<LanguageCode, ChapterContent[]>>;

/** A course's question banks per language, in the same order with the same answers (English always). */
export type CourseQuestions = { en: BankQuestion[] } & Partial<Record<LanguageCode, BankQuestion[]>>;
