import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { ChapterPage } from '@machines/chapter';

import { chapterPathPool, type CourseTakingPathAccount } from '../../server/seed/courseTakingPaths';
import { browserCover } from '../paths/cover';
import { chapterModel } from './chapter.model';
import { keepPendingTime } from './courseTaking.browserSupport';
import type { PlannedPath } from './harness/paths';
import { planPaths } from './harness/paths';

/*
 * What the chapter's browser map (chapter.browser.ts) needs besides its states and events: the seeded student each
 * path runs as, the page's clock held still, the tab hidden, and the time a reload left in storage.
 */

/** The seeded situation a path's chapter needs (server/seed/courseTakingPaths.ts). */
export type ChapterSituation = 'chapterFresh' | 'chapterDayLast' | 'chapterBreak' | 'chapterNearDone';

/** The paths the runner runs (runner.ts: the cover of the runnable ones, or all with PATHS_ALL), once. */
let running: PlannedPath[] | undefined;
function runningPaths(skip: (path: PlannedPath) => string | undefined) {
  if (running) return running;
  const runnable = planPaths(chapterModel).filter((p) => skip(p) === undefined);
  const chosen = process.env.PATHS_ALL ? new Set(runnable) : browserCover(chapterModel, runnable);
  running = runnable.filter((p) => chosen.has(p));
  return running;
}

/**
 * The student of the path: the next one of its situation's pool, so that every path starts from the seeded data
 * (a path credits time, ends a day, starts a break or signs out).
 */
export function studentFor(
  path: PlannedPath,
  situationOf: (path: PlannedPath) => ChapterSituation,
  skip: (path: PlannedPath) => string | undefined,
): CourseTakingPathAccount {
  const situation = situationOf(path);
  const same = runningPaths(skip).filter((p) => situationOf(p) === situation);
  const pool = chapterPathPool(situation);
  const at = Math.max(
    0,
    same.findIndex((p) => p.name === path.name && JSON.stringify(p.input) === JSON.stringify(path.input)),
  );
  return pool[at % pool.length];
}

/**
 * The page's clock held still (on the dashboard, before the chapter opens): each second of study is a step of the
 * path.
 */
export async function holdClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** How many chapter machines the page's flow trace holds (a page shown again in the same document adds one). */
export const chapterActors = (page: Page) =>
  page.evaluate(() => Object.values(window.__flowTrace ?? {}).filter((actor) => actor.machineId === 'chapter').length);

/**
 * A page loaded while the clock is held starts on its timers: they run, a few milliseconds at a time, until a chapter
 * machine beyond the `known` ones has started (well within its first second, which stays a step of the path). Until
 * then the trace's newest chapter is an earlier visit's, which has ended: the runner would follow that one.
 */
export async function startHeld(page: Page, known = 0) {
  // The page's own time stays under a second (its first second is not counted); the page loads in real time.
  for (let ms = 0; ms < 900; ms += 10) {
    if ((await chapterActors(page)) > known) return;
    await page.clock.runFor(10);
    await page.waitForTimeout(50);
  }
  throw new Error('the chapter page did not start while the clock was held');
}

/** The student switches to another tab and back (Page Visibility, as the browser reports it). */
export const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value: value ? 'hidden' : 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

/** The chapter page's content as the server answered it, once the chapter is shown. */
export const chapterLoaded = (page: Page) =>
  page
    .waitForResponse((r) => new URL(r.url()).pathname === apiPaths.chapterContent && r.ok())
    .then(async (r) => ((await r.json()) as { data: ChapterPage }).data);

/**
 * Time an earlier visit of this chapter kept in this browser (the page reloaded before its update was answered): the
 * model's one second.
 */
export const keepChapterPendingTime = (page: Page, chapter: ChapterPage) =>
  keepPendingTime(page, {
    studentCourseId: chapter.studentCourseId,
    studentCourseChapterId: chapter.studentCourseChapterId,
    batch: { updateId: `earlier-${Date.now()}`, seconds: 1 },
    unsent: 0,
  });

/** The chapter's heading: the page shows the chapter. */
export const chapterShown = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: /^Chapter \d+ of \d+/ })).toBeVisible();
