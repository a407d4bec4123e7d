import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { breakTimeMachine } from '@machines/breakTime';
import { timeUpdateInterval } from '@machines/timings';

import type { CourseTakingPathAccount } from '../../server/seed/courseTakingPaths';
import type { BrowserFlow } from '../paths/browserFlow';
import { breakTimeModel } from './breakTime.model';
import { courseNames, firstOutput, launchFromDashboard, passTime, pathAccount } from './courseTaking.browserSupport';
import type { PlannedPath } from './harness/paths';

const withCourse = (path: PlannedPath) => (path.input as { studentCourseId?: number }).studentCourseId !== undefined;
const failsFirst = (path: PlannedPath) => path.steps[0]?.event.type === 'xstate.error.actor.loadBreak';
/** Seconds of break the path's first answer says are left (0: over). */
const secondsLeftOf = (path: PlannedPath) => firstOutput<number>(path, 'loadBreak') ?? 0;

function studentOf(path: PlannedPath): CourseTakingPathAccount {
  if (!withCourse(path)) return 'launchDemo';
  if (failsFirst(path)) return 'breakRetry';
  return secondsLeftOf(path) > 0 ? 'breakEnding' : 'breakOver';
}

/** Only the break page's own load fails (the dashboard reads the same outline): armed once the page is reloaded. */
let armed = false;

const serverNow = async (page: Page) =>
  new Date(((await (await page.request.get('/dev/clock')).json()) as { now: string }).now);

/**
 * The student studies until Ohio's rules force a break (the seeded student is 15 seconds short of 2 hours in a row):
 * the chapter's next update starts it and the break page counts down its 10 minutes. Then most of the break passes
 * (server and page clocks alike), and the student opens the break page again, with `leftSeconds` of it to go.
 */
async function takeBreak(page: Page, leftSeconds: number) {
  await launchFromDashboard(page, courseNames.ohio);
  await expect(page.getByRole('heading', { level: 1, name: /^Chapter 1 of 24/ })).toBeVisible();
  const update = page.waitForResponse(
    (r) => r.url().endsWith(apiPaths.timeManagement) && r.request().method() === 'PUT',
  );
  await passTime(page, timeUpdateInterval);
  const credit = (await (await update).json()) as { data: { breakUntil: string | null } };
  expect(credit.data.breakUntil).not.toBeNull();
  await expect(page).toHaveURL(/\/home\/breakTime$/);
  const left = Date.parse(credit.data.breakUntil!) - (await serverNow(page)).getTime();
  const moved = await page.request.post('/dev/clock', { data: { advanceMs: Math.round(left - leftSeconds * 1000) } });
  expect(moved.ok()).toBe(true);
  await page.clock.setSystemTime(await serverNow(page));
  armed = true;
  await page.goto('/home/breakTime?inspect');
}

/**
 * Break time in the browser, on the course-taking server: seeded Ohio students study into the break the
 * rules force, and come back to its page as it is nearly over (the countdown then resumes the chapter), some seconds
 * before (after no connection and Try again), or after it ended (the chapter resumes at once). Without a chosen
 * course the page goes to the dashboard.
 */
export const breakTimeBrowser: BrowserFlow<typeof breakTimeMachine> = {
  model: breakTimeModel,
  server: 'courseTaking',
  page: (path) => (withCourse(path) ? '/home/dashboard' : '/home/breakTime'),
  account: (path) => pathAccount(studentOf(path)),
  open: async (page, path) => {
    armed = false;
    if (!withCourse(path)) return;
    // Nearly over (a few ticks of the countdown, as the page loads; after a failed load, some seconds more, so
    // that Try again finds it still running), or over.
    await takeBreak(page, secondsLeftOf(path) > 0 ? (failsFirst(path) ? 8 : 2.5) : -1);
  },
  perform: {
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading your break…'),
    failed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
    counting: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Time for a break' })).toBeVisible();
      await expect(page.getByRole('timer', { name: 'Break time left' })).toHaveText(/^00:0\d$/);
    },
    // The chapter resumes through chapter launch (or, without a course, the dashboard).
    resuming: (page) => expect(page).toHaveURL(/\/home\/(chapter-launch|chapter|dashboard)$/),
  },
  intercept: { loadBreak: { url: (url) => armed && url.pathname === apiPaths.courseOutline } },
};
