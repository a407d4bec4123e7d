import { assign, setup } from 'xstate';

import type { Failure } from '../shared/failure';
import {
  checkClosed,
  identityCheckGuards,
  oneSecondLess,
  secondsLeftOf,
  sendingAnswer,
  startingCheck,
  startIs,
  verdictIs,
} from '../shared/identityChallenge';
import { provided } from '../shared/provided';
import * as timings from '../timings';
import type {
  RandomQuestion,
  SecurityAnswerVerdict,
  SecurityQuestionCheckContext,
  SecurityQuestionCheckEvent,
  SecurityQuestionCheckInput,
  SecurityQuestionCheckOutput,
} from './securityQuestionCheck.types';

/**
 * 02 §2 security-quiz-verification: one random saved question, answered within the rule's time (running
 * out counts as wrong: the page sends what is typed, the server decides). A wrong answer gets another question while
 * the rule allows; then 02 §8 'Identity verified failed.' and the rule's lock or failed course. The server counts.
 */
export const securityQuestionCheckMachine = setup({
  types: {
    context: {} as SecurityQuestionCheckContext,
    events: {} as SecurityQuestionCheckEvent,
    input: {} as SecurityQuestionCheckInput,
    output: {} as SecurityQuestionCheckOutput,
  },
  actors: {
    askQuestion: provided<RandomQuestion, { studentCourseId: number; chapterNumber: number | null }>('askQuestion'),
    answerQuestion: provided<
      SecurityAnswerVerdict,
      { studentCourseId: number; checkId: number; questionId: number; answer: string }
    >('answerQuestion'),
  },
  actions: {
    keepQuestion: assign((_, answer: RandomQuestion) =>
      answer.status === 'question'
        ? { question: answer, secondsLeft: secondsLeftOf(answer), failure: undefined }
        : { failure: undefined },
    ),
    stopLocked: assign((_, lockedUntil: string | null) => ({ stop: { outcome: 'locked' as const, lockedUntil } })),
    stopFailed: assign({ stop: { outcome: 'courseFailed' as const } }),
    keepWrong: assign((_, wrong: SecurityAnswerVerdict) => ({ wrong: wrong.outcome === 'wrong' ? wrong : undefined })),
    countSecond: assign(({ context }) => ({ secondsLeft: oneSecondLess(context.secondsLeft) })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
  guards: {
    asked: startIs('question'),
    wrong: verdictIs('wrong'),
    /** The question was answered already (another tab) or its check is over: ask again for where things stand. */
    questionClosed: checkClosed,
    ...identityCheckGuards,
  },
  delays: { identityVerifiedNotice: timings.identityVerifiedNotice },
}).createMachine({
  id: 'securityQuestionCheck',
  context: ({ input }) => ({ ...input, secondsLeft: null }),
  initial: 'asking',
  output: ({ context }): SecurityQuestionCheckOutput => context.stop ?? { outcome: 'passed' },
  states: {
    asking: {
      meta: { spec: '02 §7 random security question' },
      invoke: startingCheck({
        actor: 'askQuestion',
        open: { guard: 'asked', keep: 'keepQuestion', target: 'answering' },
        failed: 'askFailed',
        nothingDue: 'No question is due here (verified already), or the answers are not saved: the launch decides.',
      }),
    },
    askFailed: { on: { 'retry.request': { target: 'asking' } } },
    answering: {
      always: {
        guard: 'timeUp',
        target: 'submitting',
        description: 'At zero what is typed is sent; the server counts a late answer as wrong.',
      },
      on: {
        'answer.submit': { target: 'submitting' },
        'clock.second': { actions: 'countSecond' },
      },
    },
    submitting: {
      meta: { spec: '02 §7 identity verification' },
      invoke: {
        ...sendingAnswer({
          actor: 'answerQuestion',
          rejected: { guard: 'wrong', keep: 'keepWrong', target: 'wrongAnswer' },
          closed: 'questionClosed',
          restart: 'asking',
          failed: 'answerFailed',
        }),
        input: ({ context, event }) => ({
          studentCourseId: context.studentCourseId,
          checkId: context.question!.checkId,
          questionId: context.question!.questionId,
          answer: event.type === 'answer.submit' ? event.answer : '',
        }),
      },
    },
    answerFailed: {
      description: 'Not sent: Try again asks for the question again (the server kept its time and the tries).',
      on: { 'retry.request': { target: 'asking' } },
    },
    wrongAnswer: {
      description: "'That answer does not match' (or the time ran out), the wrong answers left, and another question.",
      on: { 'question.next': { target: 'asking' } },
    },
    verified: {
      description: "02 §8: 'Identity verified.' is shown as success, then the chapter opens.",
      after: { identityVerifiedNotice: { target: 'done' } },
    },
    stopped: {
      type: 'final',
      description: "02 §8 'Identity verified failed.': the launch page says what the course rule does now.",
    },
    done: { type: 'final' },
  },
});
