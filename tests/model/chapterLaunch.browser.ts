import { expect } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { ChapterLaunch, chapterLaunchMachine } from '@machines/chapterLaunch';
import type { IdentityCheckOutput } from '@machines/identityCheck';
import { identityVerifiedNotice } from '@machines/timings';

import type { CourseTakingPathAccount } from '../../server/seed/courseTakingPaths';
import type { BrowserFlow } from '../paths/browserFlow';
import { chapterLaunchModel } from './chapterLaunch.model';
import {
  answerQuestion,
  clickMenuLink,
  courseNames,
  firstOutput,
  keepPendingTime,
  launchFromDashboard,
  mentions,
  passTime,
  pathAccount,
} from './courseTaking.browserSupport';
import type { PlannedPath } from './harness/paths';

/** The server's first decision in the path (after a failed try, the one the retry gets). */
const launchOf = (path: PlannedPath) => firstOutput<ChapterLaunch>(path, 'launchChapter');
const checksOf = (path: PlannedPath) => firstOutput<IdentityCheckOutput>(path, 'identityCheck');

/** The seeded student in the situation the path's launch needs (server/seed/courseTakingPaths.ts). */
function studentOf(path: PlannedPath): CourseTakingPathAccount {
  const launch = launchOf(path);
  switch (launch?.outcome) {
    case 'dailyLimitReached':
      return 'launchDayUsed';
    case 'breakDue':
      return 'launchBreak';
    case 'quizDue':
      return 'launchQuizDue';
    case 'courseFinished':
      return 'launchFinished';
    case 'notAvailable':
      return 'launchExpired';
    case 'identityLocked':
      return 'launchLocked';
    case 'admissionPending':
      return 'launchArizona';
    case 'identityCheckDue': {
      const checks = checksOf(path)?.outcome;
      return checks === 'passed'
        ? 'launchQuestionPass'
        : checks === 'locked'
          ? 'launchQuestionOhio'
          : checks === 'courseFailed'
            ? 'launchQuestionFlorida'
            : 'launchQuestionLeave';
    }
    default:
      return 'launchDemo';
  }
}

const courseOf: Partial<Record<CourseTakingPathAccount, string>> = {
  launchDemo: courseNames.demo,
  launchQuizDue: courseNames.demo,
  launchFinished: courseNames.demo,
  launchExpired: courseNames.demo,
  launchDayUsed: courseNames.ohio,
  launchBreak: courseNames.ohio,
  launchLocked: courseNames.ohio,
  launchArizona: courseNames.arizona,
  launchQuestionOhio: courseNames.ohio,
  launchQuestionFlorida: courseNames.florida,
  launchQuestionLeave: courseNames.california,
  launchQuestionPass: courseNames.california,
};

const withCourse = (path: PlannedPath) => (path.input as { studentCourseId?: number }).studentCourseId !== undefined;

/**
 * Chapter launch in the browser, on the course-taking server: each decision of the server comes from a
 * student seeded in that situation (the demo course fresh, its quiz due, finished or expired; Ohio's day used up, a
 * break, a lock; Arizona's documents missing; a security question in Ohio, Florida and California, answered as the
 * path's identity checks end). The dashboard's course card opens the launch; a chapter asked by number, or a course
 * without a Start button, is chosen by its details and opened by address.
 */
export const chapterLaunchBrowser: BrowserFlow<typeof chapterLaunchMachine> = {
  model: chapterLaunchModel,
  server: 'courseTaking',
  page: (path) => (withCourse(path) ? '/home/dashboard' : '/home/chapter-launch'),
  account: (path) => pathAccount(studentOf(path)),
  open: async (page, path) => {
    if (!withCourse(path)) return;
    const student = studentOf(path);
    const launch = launchOf(path);
    if (mentions(path, 'xstate.error.actor.sendPendingTime'))
      await keepPendingTime(page, {
        studentCourseId: 1,
        studentCourseChapterId: 1,
        batch: { updateId: 'earlier-visit-1', seconds: 20 },
        unsent: 0,
      });
    await launchFromDashboard(page, courseOf[student]!, launch?.outcome === 'chapterLocked' ? 3 : undefined);
  },
  perform: {
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    'leave.request': (page) => clickMenuLink(page, 'Purchased Courses'),
    // The identity checks end as the student answers the security question.
    'xstate.done.actor.identityCheck': async (page, { event }) => {
      const outcome = (event.output as IdentityCheckOutput).outcome;
      if (outcome === 'passed') {
        await answerQuestion(page, true);
        await expect(page.getByText('Identity verified.')).toBeVisible();
        await passTime(page, identityVerifiedNotice);
        return;
      }
      // Ohio locks after 2 wrong answers in a row; Florida fails the course after 1.
      await answerQuestion(page, false);
      if (outcome === 'locked') {
        await page.getByRole('button', { name: 'Next question' }).click();
        await answerQuestion(page, false);
      }
    },
  },
  states: {
    noCourse: (page) => expect(page).toHaveURL(/\/home\/dashboard$/),
    savingPending: (page) => expect(page.getByRole('status')).toContainText('Opening your chapter…'),
    launching: (page) => expect(page.getByRole('status')).toContainText('Opening your chapter…'),
    failed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
    identityChecks: (page) => expect(page.getByRole('heading', { name: 'Identity check' })).toBeVisible(),
    identityLocked: async (page) => {
      await expect(page.getByRole('alert')).toHaveText('Identity verified failed.');
      await expect(
        page.getByText(/Your course is locked until .+\. After that you will be asked a new question\./),
      ).toBeVisible();
    },
    identityFailed: async (page) => {
      await expect(page.getByRole('alert')).toHaveText('Identity verified failed.');
      await expect(
        page.getByText(/The state's rules end this course after too many wrong identity answers\./),
      ).toBeVisible();
    },
    opening: async (page) => {
      await expect(page).toHaveURL(/\/home\/chapter$/);
      await expect(page.getByRole('heading', { level: 1, name: /^Chapter 1 of \d+/ })).toBeVisible();
    },
    onBreak: async (page) => {
      await expect(page).toHaveURL(/\/home\/breakTime$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Time for a break' })).toBeVisible();
    },
    admissionPending: async (page) => {
      await expect(
        page.getByText('Your course starts after your documents are filed and your eligibility is approved.'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'File your documents' })).toHaveAttribute(
        'href',
        /\/home\/file-documents\?course=\d+$/,
      );
    },
    dayUsedUp: (page) =>
      expect(page.getByText(/You have used today's study time for this course. It opens again on/)).toBeVisible(),
    chapterLocked: (page) =>
      expect(page.getByText('This chapter opens when you have completed the chapters before it.')).toBeVisible(),
    toChapterQuiz: async (page) => {
      await expect(page).toHaveURL(/\/home\/chapter-quiz\?chapter=1$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Chapter 1 quiz' })).toBeVisible();
    },
    toFinalExam: async (page) => {
      await expect(page).toHaveURL(/\/home\/final-quiz$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Final exam' })).toBeVisible();
    },
    notAvailable: (page) =>
      expect(
        page.getByText('This course cannot be taken right now. Your dashboard shows what it is waiting for.'),
      ).toBeVisible(),
    leaving: (page) => expect(page.getByRole('dialog', { name: 'Saving your progress…' })).toBeVisible(),
    left: (page) => expect(page).toHaveURL(/\/home\/course-list$/),
  },
  intercept: {
    sendPendingTime: { url: (url) => url.pathname === apiPaths.timeManagement },
    launchChapter: { url: (url) => url.pathname === apiPaths.chapterLaunch },
  },
  skip: (path) => {
    if (mentions(path, 'FORBIDDEN'))
      return 'the server refuses a launch only for a course that is not the student’s, which the dashboard never offers: the refusal is the jsdom paths’ (the same transition as no connection)';
    const i = path.steps.findIndex((s) => s.event.type === 'leave.request');
    if (i > 0 && path.steps[i - 1].value === 'launching')
      return 'the server decides a launch before a person can reach the menu: leaving while it decides is the jsdom paths’';
    return undefined;
  },
};
