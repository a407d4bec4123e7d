import { assign, setup } from 'xstate';

import { failureCodes } from '@contracts/envelope';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import * as timings from '../timings';
import type {
  AskedQuestion,
  RandomQuestion,
  SecurityAnswerVerdict,
  SecurityQuestionCheckContext,
  SecurityQuestionCheckEvent,
  SecurityQuestionCheckInput,
  SecurityQuestionCheckOutput,
} from './securityQuestionCheck.types';

/** The seconds the server's deadline leaves, counted from the server's own clock (the browser's may be off). */
const secondsLeftOf = (question: AskedQuestion) =>
  question.deadline === null
    ? null
    : Math.max(0, Math.round((Date.parse(question.deadline) - Date.parse(question.serverNow)) / 1000));

const hasStatus =
  <S extends RandomQuestion['status']>(status: S) =>
  (_: unknown, answer: RandomQuestion) =>
    answer.status === status;
const isVerdict =
  <O extends SecurityAnswerVerdict['outcome']>(outcome: O) =>
  (_: unknown, verdict: SecurityAnswerVerdict) =>
    verdict.outcome === outcome;

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
    countSecond: assign(({ context }) => ({
      secondsLeft: context.secondsLeft === null ? null : Math.max(0, context.secondsLeft - 1),
    })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
  guards: {
    asked: hasStatus('question'),
    locked: hasStatus('locked'),
    courseFailed: hasStatus('courseFailed'),
    verified: isVerdict('verified'),
    wrong: isVerdict('wrong'),
    lockedByVerdict: isVerdict('locked'),
    /** The question was answered already (another tab) or its check is over: ask again for where things stand. */
    questionClosed: (_, failure: Failure) => failure.code === failureCodes.identityCheckClosed,
    timeUp: ({ context }) => context.secondsLeft === 0,
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
      invoke: {
        id: 'askQuestion',
        src: 'askQuestion',
        input: ({ context }) => ({ studentCourseId: context.studentCourseId, chapterNumber: context.chapterNumber }),
        onDone: [
          {
            guard: { type: 'asked', params: ({ event }) => event.output },
            target: 'answering',
            actions: { type: 'keepQuestion', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'locked', params: ({ event }) => event.output },
            target: 'stopped',
            actions: {
              type: 'stopLocked',
              params: ({ event }) => (event.output.status === 'locked' ? event.output.lockedUntil : null),
            },
          },
          {
            guard: { type: 'courseFailed', params: ({ event }) => event.output },
            target: 'stopped',
            actions: 'stopFailed',
          },
          {
            target: 'done',
            description:
              'No question is due here (verified already), or the answers are not saved: the launch decides.',
          },
        ],
        onError: { target: 'askFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
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
        id: 'answerQuestion',
        src: 'answerQuestion',
        input: ({ context, event }) => ({
          studentCourseId: context.studentCourseId,
          checkId: context.question!.checkId,
          questionId: context.question!.questionId,
          answer: event.type === 'answer.submit' ? event.answer : '',
        }),
        onDone: [
          { guard: { type: 'verified', params: ({ event }) => event.output }, target: 'verified' },
          {
            guard: { type: 'wrong', params: ({ event }) => event.output },
            target: 'wrongAnswer',
            actions: { type: 'keepWrong', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'lockedByVerdict', params: ({ event }) => event.output },
            target: 'stopped',
            actions: {
              type: 'stopLocked',
              params: ({ event }) => (event.output.outcome === 'locked' ? event.output.lockedUntil : null),
            },
          },
          { target: 'stopped', description: 'The course failed (the rule).', actions: 'stopFailed' },
        ],
        onError: [
          { guard: { type: 'questionClosed', params: failureParams }, target: 'asking' },
          { target: 'answerFailed', actions: { type: 'keepFailure', params: failureParams } },
        ],
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
