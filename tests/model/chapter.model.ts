import type { AnyEventObject } from 'xstate';

import * as routes from '@contracts/pages';
import { chapterMachine, type ChapterPage, type TimeCredit } from '@machines/chapter';

import { networkFailure } from './failures.fixtures';
import { type Arrival, effect, navigate, type SideEffect } from './harness/effects';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';

type Snapshot = Parameters<FlowModel<typeof chapterMachine>['events']>[0];

/**
 * A chapter small enough to walk every path: two sections, 2 required seconds, 3 seconds left today (so the day runs
 * out on some paths), a new-content course (sections one at a time).
 */
export const chapterPage: ChapterPage = {
  studentCourseId: 50001,
  studentCourseChapterId: 90001,
  courseName: 'Demo course (2-minute chapters)',
  chapterNumber: 1,
  chapterCount: 3,
  language: 'en',
  content: {
    title: 'Space Around Your Car',
    summary: 'Keeping a safe following distance.',
    objectives: ['Use the 3-second rule.'],
    sections: [
      {
        heading: 'Why space matters',
        paragraphs: ['Space gives you time to react.'],
        keyPoints: ['Leave room.'],
        figure: null,
      },
      {
        heading: 'The 3-second rule',
        paragraphs: ['Count three seconds behind the car ahead.'],
        keyPoints: [],
        figure: {
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
          alt: 'A car three seconds behind another.',
          caption: 'Figure 1.1 — the 3-second count.',
        },
      },
    ],
  },
  newContent: true,
  readAloud: false,
  requiredSeconds: 2,
  creditedSeconds: 0,
  isCompleted: false,
  quizDue: false,
  identityVerified: false,
  nextChapterNumber: 2,
  today: { limited: true, availableSeconds: 3, resetsAt: null },
};

const resetsAt = '2026-06-11T04:00:00.000Z';
/** Opened on a day whose time is already used up. */
const dayUsedUpPage: ChapterPage = { ...chapterPage, today: { limited: true, availableSeconds: 0, resetsAt } };

const breakUntil = '2026-06-10T16:10:00.000Z';

/**
 * The server's answer to the batch being sent: all of it credited; 'break': a break the rules start now; 'dayUsedUp':
 * the day's time used up elsewhere (another device).
 */
function creditFor(s: Snapshot, also?: 'break' | 'dayUsedUp'): TimeCredit {
  const seconds = s.context.batch?.seconds ?? 0;
  const chapterSeconds = s.context.creditedSeconds + seconds;
  const available = also === 'dayUsedUp' ? 0 : (s.context.todayLeft ?? 0) + s.context.unsent;
  return {
    credited: seconds,
    chapterSeconds,
    requiredSeconds: chapterPage.requiredSeconds,
    chapterCompleted: chapterSeconds >= chapterPage.requiredSeconds,
    courseSeconds: chapterSeconds,
    today: { limited: true, availableSeconds: available, resetsAt: available === 0 ? resetsAt : null },
    breakUntil: also === 'break' ? breakUntil : null,
  };
}

const inStudying = (s: Snapshot) => s.matches('studying');
const counts = (s: Snapshot) => s.matches({ studying: { visibility: 'visible', presence: 'active' } });
const tickType = 'clock.second';

/** Nothing counted or credited yet, first section: where the paths try the page's and the student's other moves. */
const fresh = (s: Snapshot) =>
  s.context.creditedSeconds === 0 &&
  s.context.unsent === 0 &&
  s.context.batch === null &&
  s.context.section === 0 &&
  s.context.failure === undefined;

/**
 * Every event of a snapshot: the page's and the student's, the server's answers, the timers. To keep the paths few,
 * the side moves (hiding the tab, idling, sections, leaving) are tried on a fresh chapter, and a second is counted
 * only when none is waiting to be sent.
 */
function chapterEvents(s: Snapshot): AnyEventObject[] {
  const events: AnyEventObject[] = [];
  if (s.matches('loadFailed')) events.push({ type: 'retry.request' });
  if (invokes(s, 'loadChapter'))
    events.push(
      done('loadChapter', chapterPage),
      done('loadChapter', dayUsedUpPage),
      failed('loadChapter', networkFailure),
    );
  if (inStudying(s)) {
    const visible = s.matches({ studying: { visibility: 'visible' } });
    const active = s.matches({ studying: { presence: 'active' } });
    if (!visible) events.push({ type: 'page.visible' });
    if (!active) events.push({ type: 'presence.active' });
    if (visible && active && fresh(s)) events.push({ type: 'page.hidden' }, { type: 'presence.idle' });
    // Hiding the tab with a second counted sends it at once.
    const oneCounted = s.context.creditedSeconds === 0 && s.context.unsent === 1 && s.context.batch === null;
    if (visible && oneCounted && s.matches({ studying: { saver: 'waiting' } })) events.push({ type: 'page.hidden' });
    if (s.matches({ studying: { saver: 'failed' } })) events.push({ type: 'connection.online' });
    if (fresh(s)) events.push({ type: 'section.next' }, { type: 'section.show', section: 1 });
    if (s.context.section === 1) events.push({ type: 'section.previous' });
    if (s.context.creditedSeconds >= chapterPage.requiredSeconds) events.push({ type: 'next.request' });
    if (s.context.creditedSeconds === 0 && s.context.section === 0)
      events.push(
        { type: 'leave.request', to: { to: routes.courseList } },
        { type: 'exit.request' },
        { type: 'logout.request' },
      );
    if (!counts(s) || s.context.unsent === 0) events.push({ type: tickType });
  }
  if (s.matches('confirmingExit')) events.push({ type: 'exit.confirm' }, { type: 'exit.cancel' });
  if (s.matches('dayOver'))
    events.push({ type: 'exit.request' }, { type: 'leave.request', to: { to: routes.courseList } });
  if (invokes(s, 'sendTime')) {
    events.push(done('sendTime', creditFor(s)), failed('sendTime', networkFailure));
    if (inStudying(s) && s.context.creditedSeconds === 0)
      events.push(done('sendTime', creditFor(s, 'break')), done('sendTime', creditFor(s, 'dayUsedUp')));
  }
  return [...events, ...timers(s)];
}

const keepPending = effect('keepPending');
const savingStates = ['leaving', 'signingOut', 'dayOver'] as const;

/** The storage writes, navigations and logout a step makes (see the machine: counted seconds, batches, answers). */
function chapterEffects({ snapshot: s, event, from }: Arrival<Snapshot>): SideEffect[] {
  if (!from) return [];
  const out: SideEffect[] = [];
  const type = event.type;
  if (type === tickType && inStudying(from) && counts(from)) out.push(keepPending);
  const answered = type === 'xstate.done.actor.sendTime';
  // An answer applied in the chapter, or by a saving state (leaving, logout, the day's end).
  if (answered) out.push(keepPending);
  // Entering the sending state forms the batch and stores it (an answer that leaves time to send enters it again).
  const sending = { studying: { saver: 'sending' } } as const;
  if (s.matches(sending) && (!from.matches(sending) || answered)) out.push(keepPending);
  for (const state of savingStates) if (s.matches(state) && !from.matches(state)) out.push(keepPending);
  // Logout with nothing to send passes through signingOut in the same step.
  if (s.matches('signedOut') && !from.matches('signingOut')) out.push(keepPending);
  if (s.matches('onBreak')) out.push(navigate(routes.breakTime, { replace: true }));
  if (s.matches('left')) out.push({ action: 'navigate', params: from.context.leaveTo });
  if (s.matches('signedOut')) out.push(effect('signOut'));
  return out;
}

export const chapterModel: FlowModel<typeof chapterMachine> = {
  id: 'chapter',
  title:
    'Chapter: sections, seat time while visible and active, 30-second updates kept and retried, the day running out, breaks, the saving overlay and exit modal (02 §2, §7)',
  machine: chapterMachine,
  input: { studentCourseChapterId: 90001, pending: null, batchPrefix: 'visit' },
  inputs: [
    {
      name: 'after a reload with time kept',
      input: {
        studentCourseChapterId: 90001,
        pending: {
          studentCourseId: 50001,
          studentCourseChapterId: 90001,
          batch: { updateId: 'earlier-1', seconds: 1 },
          unsent: 0,
        },
        batchPrefix: 'visit',
      },
    },
  ],
  events: chapterEvents,
  describeEvent: (e) => {
    switch (e.type) {
      case 'page.hidden':
        return 'the student switches to another tab';
      case 'page.visible':
        return 'the student comes back to the tab';
      case 'presence.idle':
        return 'five minutes pass without activity (the session flow says idle)';
      case 'presence.active':
        return 'the student is active again';
      case 'connection.online':
        return 'the browser is back online';
      case 'leave.request':
        return "the student clicks 'Purchased Courses' in the menu";
      case 'exit.request':
        return "the student clicks 'Back to dashboard'";
      case 'exit.confirm':
        return "the student answers 'Yes'";
      case 'exit.cancel':
        return "the student answers 'No'";
      case 'logout.request':
        return 'the student clicks Logout';
      case 'next.request':
        return "the student clicks 'Next chapter'";
      case 'clock.second':
        return 'a second passes on the page';
      default:
        return undefined;
    }
  },
  sideEffects: {
    studying: chapterEffects,
    confirmingExit: chapterEffects,
    leaving: chapterEffects,
    left: chapterEffects,
    signingOut: chapterEffects,
    signedOut: chapterEffects,
    dayOver: chapterEffects,
    onBreak: chapterEffects,
  },
};
