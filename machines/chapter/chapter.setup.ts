import { and, assign, setup, stateIn } from 'xstate';

import type { NavigateParams } from '@contracts/routes';

import { type Failure } from '../shared/failure';
import { provided } from '../shared/provided';
import * as timings from '../timings';
import { chapterSecondsOf } from './chapter.pending';
import type {
  ChapterContext,
  ChapterEvent,
  ChapterInput,
  ChapterPage,
  PendingTime,
  SendTimeInput,
  TimeCredit,
} from './chapter.types';

const studying = '#chapter.studying';

/** The chapter machine's actors, actions, guards and delays (chapter.machine.ts is its statechart). */
export const chapterSetup = setup({
  types: {
    context: {} as ChapterContext,
    events: {} as ChapterEvent,
    input: {} as ChapterInput,
  },
  actors: {
    loadChapter: provided<ChapterPage, { studentCourseChapterId: number }>('loadChapter'),
    sendTime: provided<TimeCredit, SendTimeInput>('sendTime'),
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    /** Storage: the time not yet credited (null: none), so a reload or a crash loses nothing. */
    keepPending: (_, _params: PendingTime | null) => {},
    /** The session flow's logout, once the time update has been sent. */
    signOut: () => {},
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    keepPage: assign((_, page: ChapterPage) => ({
      page,
      creditedSeconds: page.creditedSeconds,
      todayLeft: page.today.availableSeconds,
      resetsAt: page.today.resetsAt,
      failure: undefined,
    })),
    countSecond: assign(({ context }) => ({
      unsent: context.unsent + 1,
      todayLeft: context.todayLeft === null ? null : Math.max(0, context.todayLeft - 1),
    })),
    /** The seconds counted so far become the batch to send, unless a batch is still waiting for its answer. */
    formBatch: assign(({ context }) =>
      context.batch !== null || context.unsent === 0
        ? {}
        : {
            batch: { updateId: `${context.batchPrefix}-${context.batchCount + 1}`, seconds: context.unsent },
            batchCount: context.batchCount + 1,
            unsent: 0,
          },
    ),
    applyCredit: assign(({ context }, credit: TimeCredit) => ({
      batch: null,
      failure: undefined,
      creditedSeconds: credit.chapterSeconds,
      todayLeft:
        credit.today.availableSeconds === null ? null : Math.max(0, credit.today.availableSeconds - context.unsent),
      resetsAt: credit.today.resetsAt,
      breakUntil: credit.breakUntil ?? undefined,
    })),
    showSection: assign((_, section: number) => ({ section })),
    keepDestination: assign((_, to: NavigateParams) => ({ leaveTo: to })),
  },
  guards: {
    /** Time counts only while the page is visible and the student active. */
    counts: and([stateIn(`${studying}.visibility.visible`), stateIn(`${studying}.presence.active`)]),
    lastSecondToday: ({ context }) => context.todayLeft !== null && context.todayLeft <= 1,
    noTimeToday: (_, page: ChapterPage) => page.today.availableSeconds === 0,
    hasTimeToSend: ({ context }) => context.batch !== null || context.unsent > 0,
    hasBatch: ({ context }) => context.batch !== null,
    reachedRequired: ({ context }) =>
      context.page !== undefined &&
      context.creditedSeconds < context.page.requiredSeconds &&
      (context.batch !== null || context.unsent > 0) &&
      chapterSecondsOf(context) >= context.page.requiredSeconds,
    breakStarted: (_, credit: TimeCredit) => credit.breakUntil !== null,
    dayOver: (_, credit: TimeCredit) => credit.today.limited && credit.today.availableSeconds === 0,
    chapterDone: ({ context }) => context.page !== undefined && context.creditedSeconds >= context.page.requiredSeconds,
    sectionExists: ({ context }, section: number) =>
      context.page !== undefined && section >= 0 && section < context.page.content.sections.length,
  },
  delays: {
    timeUpdateInterval: timings.timeUpdateInterval,
    timeUpdateRetry: timings.timeUpdateRetry,
    savingProgressOverlay: timings.savingProgressOverlay,
  },
});
