import type { ChosenOptions, QuizAnswer, QuizAttempt, QuizContext } from './quiz.types';

/** The context of a try that opened: its saved answers chosen, its time limit counted from the server's clock. */
export function tryOpened(attempt: QuizAttempt): Partial<QuizContext> {
  const answers: ChosenOptions = {};
  for (const answer of attempt.answers) answers[answer.questionId] = answer.optionId;
  return { attempt, answers, unsaved: [], sending: null, secondsLeft: secondsUntil(attempt), failure: undefined };
}

/** Whole seconds from the server's time to the deadline (the browser's clock plays no part); null: no limit. */
function secondsUntil({ deadline, serverNow }: QuizAttempt): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((Date.parse(deadline) - Date.parse(serverNow)) / 1000));
}

/** The final exam saves each answer as it is given; a chapter quiz sends them with the submit. */
export const savesEachAnswer = (attempt: QuizAttempt | undefined) => attempt?.kind === 'final';

/** The queue with `answer` last, in place of an older unsaved answer to the same question. */
export const queued = (unsaved: QuizAnswer[], answer: QuizAnswer): QuizAnswer[] => [
  ...unsaved.filter((a) => a.questionId !== answer.questionId),
  answer,
];

/** The answers in question order, as the submit sends them. */
export const answerList = (context: Pick<QuizContext, 'attempt' | 'answers'>): QuizAnswer[] =>
  (context.attempt?.questions ?? []).flatMap(({ questionId }) => {
    const optionId = context.answers[questionId];
    return optionId === undefined ? [] : [{ questionId, optionId }];
  });

/** Questions of the try without an answer. */
export const unansweredCount = (context: Pick<QuizContext, 'attempt' | 'answers'>): number =>
  (context.attempt?.questions.length ?? 0) - answerList(context).length;

/** Whether `answer` names a question of the try and one of its options. */
export const isChoiceOf = (attempt: QuizAttempt | undefined, answer: QuizAnswer): boolean =>
  attempt?.questions.some(
    (q) => q.questionId === answer.questionId && q.options.some((o) => o.optionId === answer.optionId),
  ) ?? false;
