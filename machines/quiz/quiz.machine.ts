import * as routes from '@contracts/pages';

import { failureParams } from '../shared/failure';
import { request } from '../shared/request';
import { answerList } from './quiz.answers';
import { chapterLaunchOf, chapterToOpen } from './quiz.pages';
import { quizSetup } from './quiz.setup';
import type { QuizStart } from './quiz.types';

/** The start decision of `startQuiz`'s answer, as the params of its guards and `keepStart`. */
const startOf = ({ event }: { event: { output: QuizStart } }) => event.output;

/**
 * 02 §2 chapter-quiz and final-quiz, §7 chapter quiz, quiz validation, final quiz save: the server decides
 * whether a try may start and draws its questions; the student answers (the final exam saves each answer as it is
 * given, and counts down its time limit from the server's deadline), submits, and the server grades. The result says
 * what follows (`result.next`), and a try whose failure would restart or fail the course says so before it starts.
 */
export const quizMachine = quizSetup.createMachine({
  id: 'quiz',
  context: ({ input }) => ({ ...input, answers: {}, unsaved: [], sending: null, secondsLeft: null }),
  initial: 'starting',
  states: {
    starting: {
      meta: { spec: '02 §7 chapter quiz' },
      invoke: {
        id: 'startQuiz',
        src: 'startQuiz',
        input: ({ context }) => ({
          studentCourseId: context.studentCourseId,
          chapterNumber: context.chapterNumber,
          language: context.language,
        }),
        onDone: [
          {
            guard: { type: 'opens', params: startOf },
            target: 'answering',
            actions: { type: 'keepStart', params: startOf },
          },
          {
            guard: { type: 'notDue', params: startOf },
            target: 'notDue',
            actions: { type: 'keepStart', params: startOf },
          },
          {
            guard: { type: 'passed', params: startOf },
            target: 'alreadyPassed',
            actions: { type: 'keepStart', params: startOf },
          },
          {
            guard: { type: 'waiting', params: startOf },
            target: 'waiting',
            actions: { type: 'keepStart', params: startOf },
          },
          {
            guard: { type: 'reviewChapter', params: startOf },
            target: 'reviewChapter',
            actions: { type: 'keepStart', params: startOf },
          },
          {
            guard: { type: 'identityCheckDue', params: startOf },
            target: 'toIdentityCheck',
            actions: { type: 'keepStart', params: startOf },
          },
          { target: 'notAvailable', actions: { type: 'keepStart', params: startOf } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    loadFailed: { on: { 'retry.request': { target: 'starting' } } },
    notDue: {
      description: "A chapter quiz before the chapter's time is in, or the exam before every chapter is complete.",
      on: {
        'chapter.open': {
          target: 'left',
          actions: { type: 'navigate', params: ({ context }) => chapterToOpen(context) },
        },
      },
    },
    alreadyPassed: { description: 'Already passed: nothing to take.' },
    waiting: { description: "The rule's wait after a failed try: the page says until when." },
    reviewChapter: {
      description: 'The rule asks for the chapter to be opened again before another try.',
      on: {
        'chapter.open': {
          target: 'left',
          actions: { type: 'navigate', params: ({ context }) => chapterToOpen(context) },
        },
      },
    },
    notAvailable: {
      description: 'Not paid, expired, waiting for a parent, completed or failed: the dashboard says which.',
    },
    toIdentityCheck: {
      type: 'final',
      description:
        "The final exam's identity check first (02 §2 identity checks): the launch page runs it, then opens the exam.",
      entry: { type: 'navigate', params: { to: routes.chapterLaunch, replace: true } },
    },
    answering: {
      type: 'parallel',
      states: {
        questions: {
          initial: 'open',
          states: {
            open: {
              on: {
                'quiz.answer': {
                  guard: { type: 'isChoice', params: ({ event }) => event },
                  actions: {
                    type: 'keepAnswer',
                    params: ({ event }) => ({ questionId: event.questionId, optionId: event.optionId }),
                  },
                },
                'quiz.submit': [
                  {
                    guard: 'hasUnanswered',
                    target: 'confirming',
                    description: "'You have N unanswered questions. Submit anyway?'",
                  },
                  {
                    guard: 'isLastTry',
                    target: 'confirming',
                    description: 'A try whose failure restarts or fails the course says so again before it is sent.',
                  },
                  { target: '#quiz.submitting' },
                ],
              },
            },
            confirming: {
              on: { 'submit.confirm': { target: '#quiz.submitting' }, 'submit.cancel': { target: 'open' } },
            },
          },
        },
        saver: {
          description: 'The final exam saves each answer as it is given, one at a time; a failed save is retried.',
          initial: 'choosing',
          states: {
            choosing: { always: [{ guard: 'savesEachAnswer', target: 'idle' }, { target: 'off' }] },
            off: { description: 'A chapter quiz sends its answers with the submit.' },
            idle: { always: { guard: 'hasUnsaved', target: 'saving' } },
            saving: {
              meta: { spec: '02 §7 final quiz save' },
              entry: 'takeNextUnsaved',
              invoke: {
                id: 'saveAnswer',
                src: 'saveAnswer',
                input: ({ context }) => ({ quizAttemptId: context.attempt!.quizAttemptId, ...context.sending! }),
                onDone: { target: 'idle', actions: 'forgetSent' },
                onError: [
                  {
                    guard: { type: 'tryClosed', params: failureParams },
                    target: '#quiz.submitting',
                    description:
                      'The server says the try is closed (its time is up): no save can succeed, so it is submitted as saved.',
                  },
                  { target: 'failed', actions: 'requeueUnsent' },
                ],
              },
            },
            failed: {
              description: "'Your answer could not be saved just now.': kept, and sent again.",
              after: { answerSaveRetry: { target: 'saving' } },
              on: { 'connection.online': { target: 'saving' } },
            },
          },
        },
        countdown: {
          description: "The time limit, counted down from the server's deadline by the page's clock.",
          initial: 'choosing',
          states: {
            choosing: { always: [{ guard: 'hasTimeLimit', target: 'running' }, { target: 'untimed' }] },
            untimed: {},
            running: {
              always: {
                guard: 'timeUp',
                target: '#quiz.submitting',
                description: 'At zero the try is submitted as it stands; the result says the time ran out.',
              },
              on: { 'clock.second': { actions: 'countSecond' } },
            },
          },
        },
      },
    },
    submitting: {
      meta: { spec: '02 §7 quiz validation' },
      invoke: {
        ...request({ src: 'submitQuiz', keep: 'keepResult', done: 'result', failed: 'submitFailed' }),
        input: ({ context }) => ({
          quizAttemptId: context.attempt!.quizAttemptId,
          answers: answerList(context),
          language: context.language,
        }),
      },
    },
    submitFailed: {
      description: 'The answers stay; Try again sends them again.',
      on: { 'retry.request': { target: 'submitting' } },
    },
    result: {
      on: {
        'next.request': [
          {
            guard: { type: 'nextIs', params: { next: 'retake' } },
            target: 'starting',
            description: "'Try again': a new try, with new questions.",
            actions: 'forgetTry',
          },
          {
            guard: { type: 'nextIs', params: { next: 'nextChapter' } },
            target: 'left',
            actions: { type: 'navigate', params: ({ context }) => chapterLaunchOf(context.result!.nextChapterNumber) },
          },
          {
            guard: { type: 'nextIs', params: { next: 'finalExam' } },
            target: 'left',
            actions: { type: 'navigate', params: { to: routes.finalQuiz } },
          },
          {
            guard: { type: 'nextIs', params: { next: 'reviewChapter' } },
            target: 'left',
            description: "'Review the chapter' before another try.",
            actions: { type: 'navigate', params: ({ context }) => chapterLaunchOf(context.result!.chapterNumber) },
          },
          {
            target: 'left',
            description: 'Course completed, a wait, a restart or a failed course: the dashboard shows where it stands.',
            actions: { type: 'navigate', params: { to: routes.dashboard } },
          },
        ],
      },
    },
    left: { type: 'final' },
  },
});
