import { randomInt } from 'node:crypto';

import type { LanguageCode } from '../../contracts/languages';
import type { QuizQuestion } from '../../contracts/quizzes';
import type { Queryable } from '../db/types';

/** A question's words in one language. */
export interface QuestionText {
  prompt: string;
  options: string[];
  explanation: string;
  topic: string;
}

export interface BankQuestion {
  questionId: number;
  /** The index of the right option in `texts[language].options` (the same in every language). */
  answer: number;
  texts: Partial<Record<string, QuestionText>> & { en: QuestionText };
}

/** A drawn question: which one, and the bank's option index shown at each place (the shuffle). */
export interface DrawnQuestion {
  questionId: number;
  order: number[];
}

export type Random = (maxExclusive: number) => number;
export const cryptoRandom: Random = (max) => randomInt(max);

/** The student's version's banks of the given chapters (all of a course's chapters for the final exam). */
export async function loadBank(
  db: Queryable,
  courseVersionId: number | null,
  chapterIds: number[],
): Promise<BankQuestion[]> {
  const rows = await db.query<{ question_id: number; answer: number; texts: BankQuestion['texts'] }>(
    `select q.question_id, q.answer, q.texts from course_questions q join course_chapters ch on ch.chapter_id = q.chapter_id
     where q.course_version_id = $2 and q.chapter_id = any($1::int[]) order by ch.position, q.position`,
    [chapterIds, courseVersionId],
  );
  return rows.map((r) => ({ questionId: r.question_id, answer: r.answer, texts: r.texts }));
}

function shuffle<T>(items: T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Draws `count` questions at random with their options shuffled. Questions the previous try asked (`avoid`) come
 * last, so a retake asks different questions where the bank has enough (Texas retests with different questions).
 */
export function drawQuestions(bank: BankQuestion[], count: number, avoid: ReadonlySet<number>, random: Random) {
  const fresh = shuffle(
    bank.filter((q) => !avoid.has(q.questionId)),
    random,
  );
  const asked = shuffle(
    bank.filter((q) => avoid.has(q.questionId)),
    random,
  );
  return [...fresh, ...asked].slice(0, count).map((q): DrawnQuestion => ({
    questionId: q.questionId,
    order: shuffle(
      q.texts.en.options.map((_, index) => index),
      random,
    ),
  }));
}

export const textOf = (question: BankQuestion, language: LanguageCode): QuestionText =>
  question.texts[language] ?? question.texts.en;

/** A drawn question as the browser gets it: the options in the drawn order, numbered by place, never the answer. */
export function questionForBrowser(question: BankQuestion, drawn: DrawnQuestion, language: LanguageCode): QuizQuestion {
  const text = textOf(question, language);
  return {
    questionId: question.questionId,
    prompt: text.prompt,
    options: drawn.order.map((bankIndex, place) => ({ optionId: place, text: text.options[bankIndex] })),
  };
}
