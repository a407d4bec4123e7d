import { assign, setup } from 'xstate';

import { failureCodes } from '@contracts/envelope';
import type { NavigateParams } from '@contracts/routes';

import { type Failure } from '../shared/failure';
import { provided } from '../shared/provided';
import * as timings from '../timings';
import { isChoiceOf, queued, savesEachAnswer, tryOpened, unansweredCount } from './quiz.answers';
import type {
  QuizAnswer,
  QuizAnswerSaveRequest,
  QuizContext,
  QuizEvent,
  QuizInput,
  QuizNextStep,
  QuizResult,
  QuizStart,
  QuizStartRequest,
  QuizSubmitRequest,
} from './quiz.types';

const is =
  <K extends QuizStart['outcome']>(outcome: K) =>
  (_: unknown, start: QuizStart) =>
    start.outcome === outcome;

const emptyTry = {
  start: undefined,
  attempt: undefined,
  result: undefined,
  failure: undefined,
  answers: {},
  unsaved: [],
  sending: null,
  secondsLeft: null,
} satisfies Partial<QuizContext>;

/** The quiz machine's actors, actions, guards and delays (quiz.machine.ts is its statechart). */
export const quizSetup = setup({
  types: {
    context: {} as QuizContext,
    events: {} as QuizEvent,
    input: {} as QuizInput,
  },
  actors: {
    startQuiz: provided<QuizStart, QuizStartRequest>('startQuiz'),
    saveAnswer: provided<void, QuizAnswerSaveRequest>('saveAnswer'),
    submitQuiz: provided<QuizResult, QuizSubmitRequest>('submitQuiz'),
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    keepStart: assign(({ context }, start: QuizStart) =>
      start.outcome === 'open' ? tryOpened(start.attempt, context.kept) : { start, failure: undefined },
    ),
    keepAnswer: assign(({ context }, answer: QuizAnswer) => ({
      answers: { ...context.answers, [answer.questionId]: answer.optionId },
      unsaved: savesEachAnswer(context.attempt) ? queued(context.unsaved, answer) : context.unsaved,
    })),
    takeNextUnsaved: assign(({ context }) => ({
      sending: context.unsaved[0] ?? null,
      unsaved: context.unsaved.slice(1),
    })),
    forgetSent: assign({ sending: null }),
    /** A failed save goes back to the front of the queue, unless the student has changed that answer since. */
    requeueUnsent: assign(({ context }) => ({
      sending: null,
      unsaved:
        context.sending === null || context.unsaved.some((a) => a.questionId === context.sending?.questionId)
          ? context.unsaved
          : [context.sending, ...context.unsaved],
    })),
    countSecond: assign(({ context }) => ({
      secondsLeft: context.secondsLeft === null ? null : Math.max(0, context.secondsLeft - 1),
    })),
    keepResult: assign((_, result: QuizResult) => ({ result, failure: undefined })),
    forgetTry: assign(emptyTry),
  },
  guards: {
    /** 409 QUIZ_CLOSED: the try's time is up (or it was submitted elsewhere). */
    tryClosed: (_, failure: Failure) => failure.code === failureCodes.quizClosed,
    opens: is('open'),
    notDue: is('notDue'),
    passed: is('passed'),
    waiting: is('waiting'),
    reviewChapter: is('reviewChapter'),
    identityCheckDue: is('identityCheckDue'),
    isChoice: ({ context }, answer: QuizAnswer) => isChoiceOf(context.attempt, answer),
    hasUnanswered: ({ context }) => unansweredCount(context) > 0,
    isLastTry: ({ context }) => (context.attempt?.lastTryOutcome ?? null) !== null,
    savesEachAnswer: ({ context }) => savesEachAnswer(context.attempt),
    hasUnsaved: ({ context }) => context.unsaved.length > 0,
    hasTimeLimit: ({ context }) => context.secondsLeft !== null,
    timeUp: ({ context }) => context.secondsLeft !== null && context.secondsLeft <= 0,
    nextIs: ({ context }, params: { next: QuizNextStep }) => context.result?.next === params.next,
  },
  delays: { answerSaveRetry: timings.answerSaveRetry },
});
