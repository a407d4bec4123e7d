import { assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import { identityCheckMachine, type IdentityCheckOutput } from '../identityCheck';
import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import * as timings from '../timings';
import type {
  ChapterLaunch,
  ChapterLaunchContext,
  ChapterLaunchEvent,
  ChapterLaunchInput,
} from './chapterLaunch.types';

type Outcome<K extends ChapterLaunch['outcome']> = Extract<ChapterLaunch, { outcome: K }>;
/** The quiz page of a 'quizDue' launch (the only way into this state; anything else goes back to the dashboard). */
const quizPageOf = (launch: ChapterLaunch | undefined): NavigateParams =>
  launch?.outcome === 'quizDue'
    ? { to: routes.chapterQuiz, query: { chapter: launch.chapterNumber }, replace: true }
    : { to: routes.dashboard, replace: true };

/** The checks a launch asked for (the only way into 'identityChecks'). */
const identityCheckInputOf = (launch: ChapterLaunch | undefined, studentCourseId: number) => ({
  studentCourseId,
  chapterNumber: launch?.outcome === 'identityCheckDue' ? launch.chapterNumber : null,
  steps: launch?.outcome === 'identityCheckDue' ? launch.steps : [],
});

const is =
  <K extends ChapterLaunch['outcome']>(outcome: K) =>
  (_: unknown, launch: ChapterLaunch): launch is Outcome<K> =>
    launch.outcome === outcome;

/**
 * 02 §2 chapter-launch, §7 chapter launch: decides what the student may do now, in this order: send the time a reload
 * left unsent, then the server's decision: the course's admission (the Arizona flow's documents and eligibility), the
 * day's time left (else when it comes back), a break due (the break page), the chapter's state, identity checks due
 * (the identity-check machine; then the server again), then the chapter opens. A failed check stops here, as the course
 * rule says.
 */
export const chapterLaunchMachine = setup({
  types: {
    context: {} as ChapterLaunchContext,
    events: {} as ChapterLaunchEvent,
    input: {} as ChapterLaunchInput,
    children: {} as { identityCheck: 'identityCheck' },
  },
  actors: {
    /** Sends the time storage kept from an earlier visit (resolves at once when there is none; a failure keeps it). */
    sendPendingTime: provided<void>('sendPendingTime'),
    launchChapter: provided<ChapterLaunch, { studentCourseId: number; chapterNumber?: number }>('launchChapter'),
    identityCheck: identityCheckMachine,
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    /** Storage: the chapter an 'open' launch names (02 §3 studentCourseChapterId; logout reads it too). */
    rememberChapter: (_, _launch: ChapterLaunch) => {},
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    keepLaunch: assign((_, launch: ChapterLaunch) => ({ launch, failure: undefined })),
    keepDestination: assign((_, to: NavigateParams) => ({ leaveTo: to })),
    /** A check that stopped the course: the page words it as a launch would have ('identityLocked') or as failed. */
    keepIdentityStop: assign((_, output: IdentityCheckOutput) => ({
      launch:
        output.outcome === 'locked'
          ? { outcome: 'identityLocked' as const, lockedUntil: output.lockedUntil }
          : undefined,
    })),
  },
  guards: {
    hasCourse: ({ context }) => context.studentCourseId !== undefined,
    opens: is('open'),
    breakDue: is('breakDue'),
    dayUsedUp: is('dailyLimitReached'),
    chapterLocked: is('chapterLocked'),
    quizDue: is('quizDue'),
    courseFinished: is('courseFinished'),
    identityCheckDue: is('identityCheckDue'),
    identityLocked: is('identityLocked'),
    admissionPending: is('admissionPending'),
    checksPassed: (_, output: IdentityCheckOutput) => output.outcome === 'passed',
    checksLocked: (_, output: IdentityCheckOutput) => output.outcome === 'locked',
  },
  delays: { savingProgressOverlay: timings.savingProgressOverlay },
}).createMachine({
  id: 'chapterLaunch',
  context: ({ input }) => ({ ...input }),
  initial: 'checkingCourse',
  on: {
    'leave.request': {
      target: '.leaving',
      meta: { spec: "02 §2 Sidebar: leaving chapter-launch through the menu shows the 'saving progress' overlay" },
      actions: { type: 'keepDestination', params: ({ event }) => event.to },
    },
  },
  states: {
    checkingCourse: {
      always: [
        { guard: 'hasCourse', target: 'savingPending' },
        { target: 'noCourse', actions: { type: 'navigate', params: { to: routes.dashboard, replace: true } } },
      ],
    },
    noCourse: { type: 'final', description: 'No course chosen: the dashboard, where the student picks one.' },
    savingPending: {
      invoke: {
        id: 'sendPendingTime',
        src: 'sendPendingTime',
        onDone: { target: 'launching' },
        onError: { target: 'launching' },
      },
    },
    launching: {
      meta: { spec: '02 §7 chapter launch' },
      invoke: {
        id: 'launchChapter',
        src: 'launchChapter',
        input: ({ context }) => ({ studentCourseId: context.studentCourseId!, chapterNumber: context.chapterNumber }),
        onDone: [
          {
            guard: { type: 'opens', params: ({ event }) => event.output },
            target: 'opening',
            actions: { type: 'keepLaunch', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'admissionPending', params: ({ event }) => event.output },
            target: 'admissionPending',
            actions: { type: 'keepLaunch', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'identityCheckDue', params: ({ event }) => event.output },
            target: 'identityChecks',
            actions: { type: 'keepLaunch', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'identityLocked', params: ({ event }) => event.output },
            target: 'identityLocked',
            actions: { type: 'keepLaunch', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'breakDue', params: ({ event }) => event.output },
            target: 'onBreak',
            actions: { type: 'keepLaunch', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'dayUsedUp', params: ({ event }) => event.output },
            target: 'dayUsedUp',
            actions: { type: 'keepLaunch', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'chapterLocked', params: ({ event }) => event.output },
            target: 'chapterLocked',
            actions: { type: 'keepLaunch', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'quizDue', params: ({ event }) => event.output },
            target: 'toChapterQuiz',
            actions: { type: 'keepLaunch', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'courseFinished', params: ({ event }) => event.output },
            target: 'toFinalExam',
            actions: { type: 'keepLaunch', params: ({ event }) => event.output },
          },
          { target: 'notAvailable', actions: { type: 'keepLaunch', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    failed: { on: { 'retry.request': { target: 'launching' } } },
    identityChecks: {
      description:
        'The identity checks the course rule asks before this chapter (02 §2 identity checks); then the server again.',
      invoke: {
        id: 'identityCheck',
        src: 'identityCheck',
        input: ({ context }) => identityCheckInputOf(context.launch, context.studentCourseId!),
        onDone: [
          {
            guard: { type: 'checksPassed', params: ({ event }) => event.output },
            target: 'launching',
            description: 'Passed: the server decides again (the chapter opens).',
          },
          {
            guard: { type: 'checksLocked', params: ({ event }) => event.output },
            target: 'identityLocked',
            actions: { type: 'keepIdentityStop', params: ({ event }) => event.output },
          },
          { target: 'identityFailed' },
        ],
      },
    },
    identityLocked: {
      description:
        "02 §8 'Identity verified failed.': the course is locked until a time, or until support verifies the student.",
    },
    identityFailed: {
      description: "02 §8 'Identity verified failed.': the course rule ends the course; enrolling again is the way on.",
    },
    opening: {
      type: 'final',
      entry: [
        { type: 'rememberChapter', params: ({ context }) => context.launch! },
        { type: 'navigate', params: { to: routes.chapter, replace: true } },
      ],
    },
    onBreak: { type: 'final', entry: { type: 'navigate', params: { to: routes.breakTime, replace: true } } },
    admissionPending: {
      description:
        'The course rule asks documents and an eligibility approval before the course starts: the page says which step is next, with its link.',
    },
    dayUsedUp: { description: "Today's time is used up: the page says when it comes back (midnight in the state)." },
    chapterLocked: { description: 'The chapter asked for opens when the one before is complete.' },
    toChapterQuiz: {
      type: 'final',
      description: "The chapter's time is in: its quiz is the way on (02 §7 quizzes).",
      entry: { type: 'navigate', params: ({ context }) => quizPageOf(context.launch) },
    },
    toFinalExam: {
      type: 'final',
      description: 'Every chapter is done: the final exam (02 §7).',
      entry: { type: 'navigate', params: { to: routes.finalQuiz, replace: true } },
    },
    notAvailable: { description: 'Not paid, expired or waiting for a parent: the dashboard says which.' },
    leaving: {
      description: "The 'saving progress' overlay for 2 seconds, then the page the menu asked for.",
      after: {
        savingProgressOverlay: {
          target: 'left',
          actions: { type: 'navigate', params: ({ context }) => context.leaveTo! },
        },
      },
    },
    left: { type: 'final' },
  },
});
