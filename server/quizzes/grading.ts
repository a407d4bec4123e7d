import type { QuizRule } from '../../contracts/courseRules';
import type { LanguageCode } from '../../contracts/languages';
import type { QuizReviewItem } from '../../contracts/quizzes';
import { type BankQuestion, type DrawnQuestion, textOf } from './bank';

export interface Grade {
  correct: number;
  total: number;
  scorePercent: number;
  passed: boolean;
  review: QuizReviewItem[];
  missedTopics: string[];
}

/**
 * Grades a try against the bank: an answer is right when the option shown at its place is the bank's answer; a
 * question without an answer is wrong. Passing needs `passPercent` of the questions right (18 of 25 at 70 % passes:
 * 72 %), compared in whole numbers so no rounding lets a score through. The review carries the right answers only
 * under 'answers' feedback; the missed topics are always given, each once.
 */
export function gradeAttempt(
  drawn: DrawnQuestion[],
  answers: Readonly<Record<string, number>>,
  bank: ReadonlyMap<number, BankQuestion>,
  rule: Pick<QuizRule, 'passPercent' | 'feedback'>,
  language: LanguageCode,
): Grade {
  const review: QuizReviewItem[] = [];
  const missedTopics: string[] = [];
  let correct = 0;
  for (const question of drawn) {
    const banked = bank.get(question.questionId);
    if (!banked) throw new Error(`question ${question.questionId} is not in the bank`);
    const text = textOf(banked, language);
    const place = answers[String(question.questionId)];
    const chosenIndex = place === undefined ? undefined : question.order[place];
    const right = chosenIndex === banked.answer;
    if (right) correct += 1;
    else if (!missedTopics.includes(text.topic)) missedTopics.push(text.topic);
    review.push({
      questionId: question.questionId,
      prompt: text.prompt,
      chosen: chosenIndex === undefined ? null : (text.options[chosenIndex] ?? null),
      correct: right,
      rightAnswer: text.options[banked.answer],
      explanation: text.explanation,
    });
  }
  const total = drawn.length;
  return {
    correct,
    total,
    scorePercent: total === 0 ? 0 : Math.floor((correct * 100) / total),
    passed: correct * 100 >= rule.passPercent * total,
    review: rule.feedback === 'answers' ? review : [],
    missedTopics,
  };
}
