import type { ChosenOptions, KeptAnswers, QuizAnswer, QuizAttempt, QuizContext } from './quiz.types';

/**
 * The context of a try that opened: its saved answers chosen, then the answers an earlier visit kept unsaved for this
 * same try (queued to be saved now), and its time limit counted from the server's clock.
 */
export function tryOpened(attempt: QuizAttempt, kept: KeptAnswers | undefined): Partial<QuizContext> {
  const answers: ChosenOptions = {};
  for (const answer of attempt.answers) answers[answer.questionId] = answer.optionId;
  let unsaved: QuizAnswer[] = [];
  if (kept?.quizAttemptId === attempt.quizAttemptId && savesEachAnswer(attempt))
    for (const answer of kept.answers.filter((a) => isChoiceOf(attempt, a))) {
      answers[answer.questionId] = answer.optionId;
      unsaved = queued(unsaved, answer);
    }
  return { attempt, answers, unsaved, sending: null, secondsLeft: secondsUntil(attempt), failure: undefined };
}

/** The final exam's answers not confirmed saved (the one being sent first), to keep in the browser; null: none. */
export function keptOf(context: Pick<QuizContext, 'attempt' | 'unsaved' | 'sending'>): KeptAnswers | null {
  if (!context.attempt || !savesEachAnswer(context.attempt)) return null;
  const answers = context.sending ? [context.sending, ...context.unsaved] : context.unsaved;
  return answers.length ? { quizAttemptId: context.attempt.quizAttemptId, answers } : null;
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
