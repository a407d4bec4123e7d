import { expect, type Locator, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';

import * as apiPaths from '@contracts/paths';
import type { chapterMachine, ChapterPage, PendingTime, TimeCredit } from '@machines/chapter';
import { idleTimeout, savingProgressOverlay, studySecond } from '@machines/timings';

import { needsInterception } from '../paths/answers';
import type { BrowserFlow } from '../paths/browserFlow';
import {
  chapterActors,
  chapterLoaded,
  chapterShown,
  type ChapterSituation,
  holdClock,
  keepChapterPendingTime,
  setHidden,
  startHeld,
  studentFor,
} from './chapter.browserSupport';
import { chapterModel } from './chapter.model';
import {
  clickMenuLink,
  courseNames,
  firstOutput,
  launchFromDashboard,
  passTime,
  pathAccount,
} from './courseTaking.browserSupport';
import { classify, invokes } from './harness/model';
import type { PlannedPath } from './harness/paths';

type Snapshot = Parameters<(typeof chapterModel)['events']>[0];

const withPending = (path: PlannedPath) => (path.input as { pending: PendingTime | null }).pending !== null;
/** The chapter's first answer in the path (after a failed load, the one the retry gets). */
const pageOf = (path: PlannedPath) => firstOutput<ChapterPage>(path, 'loadChapter');
const openedDayOver = (path: PlannedPath) => pageOf(path)?.today.availableSeconds === 0;
const credits = (path: PlannedPath) =>
  path.steps.filter((s) => s.event.type === 'xstate.done.actor.sendTime').map((s) => s.event.output as TimeCredit);
const reaches = (path: PlannedPath, state: 'dayOver' | 'onBreak') =>
  path.steps.some((s) => (s.snapshot as Snapshot).matches(state));

/** The seeded situation the path's answers need (server/seed/courseTakingPaths.ts). */
function situationOf(path: PlannedPath): ChapterSituation {
  if (credits(path).some((c) => c.breakUntil !== null)) return 'chapterBreak';
  if (openedDayOver(path) || reaches(path, 'dayOver')) return 'chapterDayLast';
  const chapterSeconds = path.steps.map((s) => {
    const c = (s.snapshot as Snapshot).context;
    return c.creditedSeconds + (c.batch?.seconds ?? 0) + c.unsent;
  });
  if (Math.max(0, ...chapterSeconds) >= 2) return 'chapterNearDone';
  return 'chapterFresh';
}

const before = (path: PlannedPath, i: number) => (i === 0 ? path.start : path.steps[i - 1].snapshot) as Snapshot;
const isAct = (event: AnyEventObject) => ['user', 'timer'].includes(classify(event).kind);
/** Activity the session notices: every user event but the tab's, the clock's and the network's. */
const clicks = (event: AnyEventObject) =>
  classify(event).kind === 'user' &&
  !['page.hidden', 'page.visible', 'clock.second', 'connection.online', 'presence.active'].includes(event.type);

/** The day's time used up by a credit while the page still counted time left (the model's other device). */
const usedUpElsewhere = (path: PlannedPath) => {
  const answers = path.steps
    .map((s, i) => ({ s, from: before(path, i) }))
    .filter(({ s }) => s.event.type === 'xstate.done.actor.sendTime');
  return answers.some(
    ({ s, from }, k) =>
      from.matches('studying') &&
      (s.event.output as TimeCredit).today.availableSeconds === 0 &&
      // After a reload, the kept second is today's last one (the seeded student has one left): its credit ends the day.
      !(withPending(path) && k === 0),
  );
};

function skip(path: PlannedPath): string | undefined {
  if (usedUpElsewhere(path))
    return "the day's time used up on another device while the chapter counts time left: the seeded server has no other device (the jsdom paths take it)";
  const counted = situationOf(path) === 'chapterNearDone' || situationOf(path) === 'chapterDayLast';
  for (const [i, step] of path.steps.entries()) {
    const from = before(path, i);
    if (
      counted &&
      step.event.type.startsWith('xstate.after.timeUpdateInterval') &&
      from.matches({ studying: { visibility: 'visible', presence: 'active' } })
    )
      return "the update's half minute is 30 seconds of study on the page, not the model's one: the chapter's last seconds or the day's run out within it (the jsdom paths take these)";
    // After a reload, the student's next second lands just after the kept second's answer, as the plan has it.
    const keptFirst =
      withPending(path) && step.event.type === 'clock.second' && i === 1 && situationOf(path) === 'chapterNearDone';
    if (isAct(step.event) && invokes(from, 'sendTime') && !keptFirst)
      return 'the server answers a time update as soon as it is sent: a person cannot act, nor a second pass, while it is on its way (the jsdom paths take these)';
    if (clicks(step.event) && from.matches({ studying: { presence: 'idle' } }))
      return 'a click is activity: the session makes the student active again before the page acts on it (the jsdom paths take idle clicks)';
  }
  const updates = path.steps.filter((s) => s.event.type.endsWith('.actor.sendTime'));
  if (withPending(path) && path.steps[1]?.event.type === 'clock.second' && needsInterception(updates[1]?.event))
    return "after a reload the kept second is sent as the page opens, before the next second's planned answers are set up: the next update's planned failure would meet the kept second's place among them (the jsdom paths take it)";
  return undefined;
}

const dayOver = (page: Page) =>
  expect(page.getByText(/You have used today's study time for this course/)).toBeVisible();

/** Only the chapter page's own calls are answered by interception: armed once the page the path follows loads. */
let armed = false;

/**
 * The student opens the chapter from the dashboard (chapter launch) with the page's clock held still. A path that
 * opens on a used-up day uses today's last second first and opens the chapter again; one after a reload finds the
 * earlier visit's second in storage and opens the chapter again.
 */
async function openChapter(page: Page, path: PlannedPath) {
  const reload = openedDayOver(path) || withPending(path);
  armed = !reload;
  const course = courseNames.ohio;
  await expect(page.getByRole('heading', { name: course, exact: true })).toBeVisible();
  await holdClock(page);
  const loaded = reload ? chapterLoaded(page) : undefined;
  await launchFromDashboard(page, course);
  if (!loaded) return;
  const chapter = await loaded;
  await chapterShown(page);
  if (openedDayOver(path)) {
    // Today's last second ends the chapter; the student goes back to the dashboard.
    await passTime(page, studySecond);
    await dayOver(page);
    await page.getByRole('button', { name: 'Back to dashboard', exact: true }).click();
    await passTime(page, savingProgressOverlay);
    await expect(page).toHaveURL(/\/home\/dashboard/);
  }
  if (withPending(path)) await keepChapterPendingTime(page, chapter);
  armed = true;
  if (openedDayOver(path)) {
    // The browser's Back button: the chapter page again, in the same document (whose trace holds the first visit's).
    const known = await chapterActors(page);
    await page.goBack();
    await startHeld(page, known);
    return;
  }
  await page.goto('/home/chapter?inspect');
  await startHeld(page);
}

const overlay = (page: Page) => expect(page.getByRole('dialog', { name: 'Saving your progress…' })).toBeVisible();
/**
 * A modal's answer, from the keyboard: the flow inspector the paths open (`?inspect`) may cover the modal's buttons
 * from the pointer.
 */
const answer = (modal: Locator, name: string) => modal.getByRole('button', { name }).press('Enter');
const exitModal = (page: Page) => page.getByRole('dialog', { name: 'Your Progress will be saved! Continue?' });

/** The chapter as the student studies it: shown, and whether the last update failed. */
function studying(saver: string) {
  return async (page: Page) => {
    await chapterShown(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Your progress could not be saved just now.' });
    if (saver === 'failed') await expect(alert).toBeVisible();
    else await expect(alert).toHaveCount(0);
  };
}

const studyingStates = Object.fromEntries(
  ['visible', 'hidden'].flatMap((v) =>
    ['active', 'idle'].flatMap((p) =>
      ['waiting', 'sending', 'failed'].map((s) => [
        `studying.visibility.${v} + presence.${p} + saver.${s}`,
        studying(s),
      ]),
    ),
  ),
);

/**
 * The chapter page in the browser, on the course-taking server: seeded students open chapter 1 from the
 * dashboard with the page's clock held still, so each second of study is a step (the server's clock moves with it).
 * Ohio, whose new content shows a chapter's sections one at a time (as the model's chapter): chapter 1 under way, two
 * seconds short of its hour (the model's chapter needs two), with one second of the day left, or one second short of
 * its forced break. Hiding the tab is
 * Page Visibility as the browser reports it; idling is five minutes without activity; no connection is intercepted.
 */
export const chapterBrowser: BrowserFlow<typeof chapterMachine> = {
  model: chapterModel,
  server: 'courseTaking',
  page: '/home/dashboard',
  account: (path) => pathAccount(studentFor(path, situationOf, skip)),
  open: openChapter,
  perform: {
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    'section.next': (page) => page.getByRole('button', { name: 'Next section' }).click(),
    'section.previous': (page) => page.getByRole('button', { name: 'Previous section' }).click(),
    'section.show': (page, { event }) =>
      page
        .getByRole('navigation', { name: 'Sections of this chapter' })
        .getByRole('button')
        .nth((event as AnyEventObject & { section: number }).section)
        .click(),
    'next.request': (page) =>
      page.getByRole('button', { name: /^(Next chapter|Take the chapter quiz|Back to the dashboard)$/ }).click(),
    'leave.request': (page) => clickMenuLink(page, 'Purchased Courses'),
    'exit.request': (page) => page.getByRole('button', { name: 'Back to dashboard', exact: true }).click(),
    'exit.confirm': (page) => answer(exitModal(page), 'Yes'),
    'exit.cancel': (page) => answer(exitModal(page), 'No'),
    'logout.request': (page) =>
      page.getByRole('navigation', { name: 'Student menu' }).getByRole('button', { name: 'Logout' }).click(),
    'page.hidden': (page) => setHidden(page, true),
    'page.visible': (page) => setHidden(page, false),
    // Five minutes without activity: the session's idle rule (its timer, once; the server's clock moves too).
    'presence.idle': async (page) => {
      const moved = await page.request.post('/dev/clock', { data: { advanceMs: idleTimeout } });
      expect(moved.ok()).toBe(true);
      await page.clock.fastForward(idleTimeout);
    },
    // The inactivity prompt (shown once its lazy part has loaded: the page's timers run a moment) answered, or, without
    // the prompt, the mouse moved.
    'presence.active': async (page) => {
      const still = page.getByRole('dialog', { name: 'Are you still there?' });
      for (let ms = 0; ms < 600 && !(await still.isVisible()); ms += 50) await page.clock.runFor(50);
      if (await still.isVisible()) await answer(still, 'Yes');
      else {
        await page.mouse.move(120, 240);
        await page.mouse.move(180, 260);
      }
    },
    // The browser is back online after a moment without a connection.
    'connection.online': async (page) => {
      await page.context().setOffline(true);
      await page.context().setOffline(false);
    },
    'clock.second': (page) => passTime(page, studySecond),
  },
  states: {
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading the chapter…'),
    loadFailed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
    ...studyingStates,
    confirmingExit: (page) => expect(exitModal(page)).toBeVisible(),
    'leaving.save.saving + overlay.showing': overlay,
    'leaving.save.saved + overlay.showing': overlay,
    'leaving.save.kept + overlay.showing': overlay,
    left: (page) => expect(page).toHaveURL(/\/home\/(course-list|dashboard|chapter-quiz|chapter-launch)/),
    'signingOut.saving': (page) => expect(page).toHaveURL(/\/home\/chapter$/),
    signedOut: (page) => expect(page).toHaveURL(/\/login/),
    'dayOver.saving': dayOver,
    'dayOver.saved': dayOver,
    'dayOver.kept': dayOver,
    onBreak: async (page) => {
      await expect(page).toHaveURL(/\/home\/breakTime$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Time for a break' })).toBeVisible();
    },
  },
  intercept: {
    loadChapter: { url: (url) => armed && url.pathname === apiPaths.chapterContent },
    sendTime: { url: (url) => armed && url.pathname === apiPaths.timeManagement },
  },
  skip,
};
