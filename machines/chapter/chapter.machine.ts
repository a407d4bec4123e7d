import { and, not } from 'xstate';

import * as routes from '@contracts/pages';

import { failureParams } from '../shared/failure';
import { pendingOf } from './chapter.pending';
import { chapterSetup } from './chapter.setup';
import type { ChapterContext, TimeCredit } from './chapter.types';

/**
 * 02 §2 chapter, §7 time management: the chapter's sections, and its seat time counted second by second
 * (the page's clock sends 'clock.second') while the page is visible and the student active, sent every 30 seconds, on hiding the tab, on leaving and before
 * logout. The server credits; a failed update is kept (storage) and sent again. The button to the next chapter waits
 * for the chapter's required minutes; the day's time running out stops the chapter; a break the server starts opens
 * the break page.
 */
export const chapterMachine = chapterSetup.createMachine({
  id: 'chapter',
  context: ({ input }) => {
    const pending = input.pending?.studentCourseChapterId === input.studentCourseChapterId ? input.pending : null;
    return {
      studentCourseChapterId: input.studentCourseChapterId,
      creditedSeconds: 0,
      todayLeft: null,
      resetsAt: null,
      batch: pending?.batch ?? null,
      unsent: pending?.unsent ?? 0,
      batchPrefix: input.batchPrefix,
      batchCount: 0,
      section: 0,
    };
  },
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '02 §7 course content' },
      invoke: {
        id: 'loadChapter',
        src: 'loadChapter',
        input: ({ context }) => ({ studentCourseChapterId: context.studentCourseChapterId }),
        onDone: [
          {
            guard: { type: 'noTimeToday', params: ({ event }) => event.output },
            target: 'dayOver',
            actions: { type: 'keepPage', params: ({ event }) => event.output },
          },
          { target: 'studying', actions: { type: 'keepPage', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    loadFailed: { on: { 'retry.request': { target: 'loading' } } },
    studying: {
      type: 'parallel',
      on: {
        'section.next': {
          guard: { type: 'sectionExists', params: ({ context }) => context.section + 1 },
          actions: { type: 'showSection', params: ({ context }) => context.section + 1 },
        },
        'section.previous': {
          guard: { type: 'sectionExists', params: ({ context }) => context.section - 1 },
          actions: { type: 'showSection', params: ({ context }) => context.section - 1 },
        },
        'section.show': {
          guard: { type: 'sectionExists', params: ({ event }) => event.section },
          actions: { type: 'showSection', params: ({ event }) => event.section },
        },
        'next.request': {
          guard: 'chapterDone',
          target: 'leaving',
          description:
            "Enabled once the chapter has its required minutes: on to the chapter's quiz when it has one, else the next chapter.",
          actions: {
            type: 'keepDestination',
            params: ({ context }) =>
              context.page?.quizDue
                ? { to: routes.chapterQuiz, query: { chapter: context.page.chapterNumber } }
                : context.page?.nextChapterNumber
                  ? { to: routes.chapterLaunch, query: { chapter: context.page.nextChapterNumber } }
                  : { to: routes.dashboard },
          },
        },
        'leave.request': {
          target: 'leaving',
          meta: { spec: "02 §2 Sidebar: leaving through the menu shows the 'saving progress' overlay" },
          actions: { type: 'keepDestination', params: ({ event }) => event.to },
        },
        'exit.request': { target: 'confirmingExit' },
        'logout.request': { target: 'signingOut' },
        'clock.second': [
          {
            guard: and(['counts', 'lastSecondToday']),
            target: 'dayOver',
            description: "The day's last second: the chapter stops.",
            actions: ['countSecond', { type: 'keepPending', params: ({ context }) => pendingOf(context) }],
          },
          {
            guard: 'counts',
            description: 'Each second counts while the page is visible and the student active.',
            actions: ['countSecond', { type: 'keepPending', params: ({ context }) => pendingOf(context) }],
          },
        ],
      },
      states: {
        visibility: {
          initial: 'visible',
          states: {
            visible: { on: { 'page.hidden': { target: 'hidden' } } },
            hidden: { on: { 'page.visible': { target: 'visible' } } },
          },
        },
        presence: {
          initial: 'active',
          states: {
            active: { on: { 'presence.idle': { target: 'idle' } } },
            idle: { on: { 'presence.active': { target: 'active' } } },
          },
        },
        saver: {
          initial: 'starting',
          states: {
            starting: {
              description: 'Time a reload left unsent goes first.',
              always: [{ guard: 'hasTimeToSend', target: 'sending' }, { target: 'waiting' }],
            },
            waiting: {
              always: {
                guard: 'reachedRequired',
                target: 'sending',
                description:
                  'The chapter reached its minutes here: sent at once, so the button unlocks without waiting.',
              },
              after: {
                timeUpdateInterval: [
                  { guard: 'hasTimeToSend', target: 'sending' },
                  { target: 'waiting', reenter: true },
                ],
              },
              on: { 'page.hidden': { guard: 'hasTimeToSend', target: 'sending' } },
            },
            sending: {
              meta: { spec: '02 §7 time management' },
              entry: ['formBatch', { type: 'keepPending', params: ({ context }) => pendingOf(context) }],
              invoke: {
                id: 'sendTime',
                src: 'sendTime',
                input: ({ context }) => ({
                  studentCourseId: context.page!.studentCourseId,
                  studentCourseChapterId: context.studentCourseChapterId,
                  batch: context.batch!,
                  identityVerified: context.page!.identityVerified,
                }),
                onDone: [
                  {
                    guard: { type: 'breakStarted', params: ({ event }) => event.output },
                    target: '#chapter.onBreak',
                    actions: [
                      { type: 'applyCredit', params: ({ event }) => event.output },
                      { type: 'keepPending', params: ({ context }) => pendingOf(context) },
                    ],
                  },
                  {
                    guard: { type: 'dayOver', params: ({ event }) => event.output },
                    target: '#chapter.dayOver',
                    actions: [
                      { type: 'applyCredit', params: ({ event }) => event.output },
                      { type: 'keepPending', params: ({ context }) => pendingOf(context) },
                    ],
                  },
                  {
                    target: 'waiting',
                    actions: [
                      { type: 'applyCredit', params: ({ event }) => event.output },
                      { type: 'keepPending', params: ({ context }) => pendingOf(context) },
                    ],
                  },
                ],
                onError: { target: 'failed', actions: { type: 'keepFailure', params: failureParams } },
              },
            },
            failed: {
              description: 'The student is told progress could not be saved and will be retried; the batch is kept.',
              after: { timeUpdateRetry: { target: 'sending' } },
              on: { 'connection.online': { target: 'sending' } },
            },
          },
        },
      },
    },
    confirmingExit: {
      meta: { spec: "02 §2 Sidebar: 'Your Progress will be saved! Continue?'" },
      on: {
        'exit.confirm': {
          target: 'leaving',
          actions: { type: 'keepDestination', params: { to: routes.dashboard } },
        },
        'exit.cancel': { target: 'studying' },
      },
    },
    leaving: {
      type: 'parallel',
      description: "The 'saving progress' overlay: the time update is sent while it shows for 2 seconds.",
      states: {
        save: saveOnce(),
        overlay: {
          initial: 'showing',
          states: {
            showing: {
              after: {
                savingProgressOverlay: {
                  target: '#chapter.left',
                  actions: { type: 'navigate', params: ({ context }) => context.leaveTo! },
                },
              },
            },
          },
        },
      },
    },
    left: { type: 'final' },
    signingOut: {
      description: 'Logout from a chapter sends the time update first; a failed one stays in storage for next time.',
      initial: 'saving',
      states: {
        ...saveOnce().states,
        saved: { type: 'final' },
        kept: { type: 'final' },
      },
      onDone: { target: 'signedOut', actions: 'signOut' },
    },
    signedOut: { type: 'final' },
    dayOver: {
      meta: { spec: '02 §4 daily access time' },
      description: "Today's time is used up: the chapter stops and says when it comes back.",
      initial: 'saving',
      states: { ...saveOnce().states },
      on: {
        'leave.request': {
          target: 'leaving',
          actions: { type: 'keepDestination', params: ({ event }) => event.to },
        },
        'exit.request': { target: 'leaving', actions: { type: 'keepDestination', params: { to: routes.dashboard } } },
      },
    },
    onBreak: {
      type: 'final',
      entry: { type: 'navigate', params: { to: routes.breakTime, replace: true } },
    },
  },
});

/** Sends what is left to send once: `saved` on the answer, `kept` (in storage) on a failure. */
function saveOnce() {
  return {
    initial: 'saving' as const,
    states: {
      saving: {
        entry: [
          'formBatch',
          { type: 'keepPending', params: ({ context }: { context: ChapterContext }) => pendingOf(context) },
        ],
        always: { guard: not('hasBatch'), target: 'saved' },
        invoke: {
          id: 'sendTime',
          src: 'sendTime',
          input: ({ context }: { context: ChapterContext }) => ({
            studentCourseId: context.page!.studentCourseId,
            studentCourseChapterId: context.studentCourseChapterId,
            batch: context.batch!,
            identityVerified: context.page!.identityVerified,
          }),
          onDone: {
            target: 'saved',
            actions: [
              { type: 'applyCredit', params: ({ event }: { event: { output: TimeCredit } }) => event.output },
              { type: 'keepPending', params: ({ context }: { context: ChapterContext }) => pendingOf(context) },
            ],
          },
          onError: { target: 'kept' },
        },
      },
      saved: {},
      kept: {},
    },
  } as const;
}
