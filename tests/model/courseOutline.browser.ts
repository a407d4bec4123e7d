import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { courseOutlineMachine } from '@machines/courseOutline';

import type { BrowserFlow } from '../paths/browserFlow';
import { courseOutline, courseOutlineModel } from './courseOutline.model';
import { genericText, mentions, pathAccount } from './documentsPaths.browserSupport';
import type { PlannedPath } from './harness/paths';

/** The path chose no course: the page is opened without one. */
const withoutCourse = (path: PlannedPath) => (path.input as { studentCourseId?: number }).studentCourseId === undefined;

const skip = (path: PlannedPath) =>
  mentions(path, 'FORBIDDEN')
    ? 'the course shown is the one the student chose on their own dashboard (the choice is forgotten at sign-out): another student’s course cannot be asked for (the jsdom paths’; the same transition as no connection)'
    : undefined;

const account = {
  model: courseOutlineModel,
  skip,
  // The seeded demo course (990) as the model has it: chapter 1 done, chapter 2 begun, chapter 3 locked; no course at all.
  situation: (path: PlannedPath) => (withoutCourse(path) ? ('nothing' as const) : ('outline' as const)),
  // Continue and an open chapter launch it on the next page (a chapter opened, time counted): a student of its own.
  writes: (path: PlannedPath) => path.steps.some((s) => s.value === 'launching'),
};

const chapterTitle = (n: number) => courseOutline.chapters.find((c) => c.chapterNumber === n)!.title;
const chapters = (page: Page) => page.getByRole('main').getByRole('list').last();

/**
 * The course dashboard in the browser: the student chooses the course on their dashboard (Course details),
 * as the page keeps it; seeded students of server/seed/documentsPaths.ts with the model's demo course, each path that
 * launches a chapter with one of its own. No connection by interception; no course chosen: the way to the dashboard.
 */
export const courseOutlineBrowser: BrowserFlow<typeof courseOutlineMachine> = {
  model: courseOutlineModel,
  page: (path) => (withoutCourse(path) ? '/home/course-dashboard' : '/home/dashboard'),
  open: async (page, path) => {
    if (withoutCourse(path)) return;
    const course = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: courseOutline.courseName }) });
    await course.getByRole('button', { name: 'Course details' }).click();
    await expect(page).toHaveURL(/\/home\/course-dashboard$/);
  },
  account: (path) => pathAccount(account, path),
  perform: {
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    'course.continue': (page) => page.getByRole('button', { name: 'Continue', exact: true }).click(),
    'chapter.open': async (page, { event }) => {
      const n = Number(event.chapterNumber);
      // A locked chapter has no button: the student cannot open it (the machine refuses it too).
      const open = chapters(page).getByRole('button', { name: new RegExp(`^(Open|Review) ${chapterTitle(n)}$`) });
      if ((await open.count()) > 0) await open.click();
    },
  },
  states: {
    noCourse: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Course dashboard' })).toBeVisible();
      await expect(page.getByText(/^Choose a course on your dashboard first\.$/)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'dashboard' })).toHaveAttribute(
        'href',
        '/home/dashboard',
      );
    },
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading your course…'),
    failed: async (page) => {
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(genericText);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    loaded: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: courseOutline.courseName })).toBeVisible();
      await expect(page.getByText('1 of 3 done')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
      await expect(chapters(page).getByRole('button', { name: `Review ${chapterTitle(1)}` })).toBeEnabled();
      await expect(chapters(page).getByRole('button', { name: `Open ${chapterTitle(2)}` })).toBeEnabled();
      await expect(chapters(page).getByRole('button', { name: new RegExp(chapterTitle(3)) })).toHaveCount(0);
      await expect(chapters(page).getByText('Locked')).toBeVisible();
    },
    // Continue and an open chapter hand over to the chapter launch, which decides: it soon opens the chapter.
    launching: (page) => expect(page).toHaveURL(/\/home\/(chapter-launch(\?chapter=1)?|chapter)$/),
  },
  intercept: { loadOutline: { url: (url) => url.pathname === apiPaths.courseOutline } },
  skip,
};
