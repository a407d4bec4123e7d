import { expect } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type {
  RandomQuestion,
  SecurityAnswerVerdict,
  securityQuestionCheckMachine,
} from '@machines/securityQuestionCheck';

import type { CourseTakingPathAccount } from '../../server/seed/courseTakingPaths';
import type { BrowserFlow } from '../paths/browserFlow';
import {
  answerQuestion,
  courseNames,
  launchFromDashboard,
  outputsOf,
  pathAccount,
  studentByPlace,
} from './courseTaking.browserSupport';
import type { PlannedPath } from './harness/paths';
import { challengeSteps, checkEnded, expectTryAgain } from './identityChallenge.browserSupport';
import { securityQuestionCheckModel } from './securityQuestionCheck.model';

const askedIn = (path: PlannedPath) => outputsOf<RandomQuestion>(path, 'askQuestion');
const verdictsIn = (path: PlannedPath) => outputsOf<SecurityAnswerVerdict>(path, 'answerQuestion');
const isTimed = (path: PlannedPath) => askedIn(path).some((a) => a.status === 'question' && a.deadline !== null);

type Course = 'texas' | 'florida' | 'ohio' | 'california';

/**
 * The course whose rule the path's questions follow: timed, Texas (a wrong answer gets another question) or Florida
 * (the first wrong answer fails the course); untimed, Ohio (two wrong lock it for a day) or California (until support).
 */
function courseOf(path: PlannedPath): Course {
  const verdicts = verdictsIn(path);
  if (isTimed(path)) return verdicts.some((v) => v.outcome === 'wrong') ? 'texas' : 'florida';
  const locks = [...askedIn(path), ...verdicts].some(
    (a) => ('status' in a ? a.status : a.outcome) === 'locked' && 'lockedUntil' in a && a.lockedUntil === null,
  );
  return locks ? 'california' : 'ohio';
}

const pools: Record<Course, CourseTakingPathAccount[]> = {
  texas: ['questionTexas1', 'questionTexas2'],
  florida: ['questionFlorida1', 'questionFlorida2', 'questionFlorida3'],
  ohio: ['questionOhio1', 'questionOhio2'],
  california: ['questionCalifornia1'],
};
const names: Record<Course, string> = {
  texas: 'Texas Defensive Driving Course',
  florida: courseNames.florida,
  ohio: courseNames.ohio,
  california: courseNames.california,
};

/** A path's place among its course's picks its student (an answer changes the course). */
const studentOf = (path: PlannedPath) =>
  studentByPlace(securityQuestionCheckBrowser, path, pools[courseOf(path)], courseOf);

/**
 * The security question in the browser, on the course-taking server: chapter launch asks it before
 * chapter 1 of a seeded student whose course's rule the path's questions follow (Texas, Florida: timed; Ohio,
 * California: not). The student answers right or wrong as the planned verdict says; a question closed or a check
 * ended between two answers is the student's other tab (the same browser) answering it first.
 */
export const securityQuestionCheckBrowser: BrowserFlow<typeof securityQuestionCheckMachine> = {
  model: securityQuestionCheckModel,
  server: 'courseTaking',
  page: '/home/dashboard',
  account: (path) => pathAccount(studentOf(path)),
  open: async (page, path) => {
    await launchFromDashboard(page, names[courseOf(path)]);
    // Ohio locks on the second wrong answer in a row: a path whose first verdict locks answered one wrong before,
    // and comes back to the question (a reload: the check resumes where it stands).
    const first = verdictsIn(path)[0];
    if (courseOf(path) === 'ohio' && first?.outcome === 'locked' && path.steps[1]?.event.type === 'answer.submit') {
      await answerQuestion(page, false);
      await page.getByRole('button', { name: 'Next question' }).click();
      await expect(page.getByRole('textbox')).toBeVisible();
      await page.goto('/home/chapter-launch?inspect');
    }
  },
  perform: {
    ...challengeSteps({
      start: 'askQuestion',
      send: 'answerQuestion',
      answerEvent: 'answer.submit',
      answer: answerQuestion,
      passed: 'Identity verified.',
      again: 'Next question',
    }),
    'question.next': (page) => page.getByRole('button', { name: 'Next question' }).click(),
  },
  states: {
    asking: (page) => expect(page.getByRole('status')).toContainText('Loading your question…'),
    answering: async (page) => {
      await expect(page.getByRole('heading', { name: 'Identity check' })).toBeVisible();
      await expect(page.getByRole('textbox')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit answer' })).toBeEnabled();
    },
    submitting: (page) => expect(page.getByRole('textbox')).toBeVisible(),
    wrongAnswer: async (page) => {
      await expect(page.getByRole('alert')).toContainText(
        /(That answer does not match the one you saved|The time to answer ran out)\./,
      );
      await expect(page.getByRole('button', { name: 'Next question' })).toBeVisible();
    },
    askFailed: expectTryAgain,
    answerFailed: expectTryAgain,
    verified: (page) => expect(page.getByText('Identity verified.')).toBeVisible(),
    ...checkEnded,
  },
  intercept: {
    askQuestion: { url: (url) => url.pathname === apiPaths.randomSecurityQuestion },
    answerQuestion: { url: (url) => url.pathname === apiPaths.identityVerification },
  },
  skip: (path) => {
    const asked = askedIn(path);
    const verdicts = verdictsIn(path);
    if (path.steps[0]?.event.type !== 'xstate.done.actor.askQuestion' || asked[0]?.status !== 'question')
      return 'chapter launch asks for the check only when a question is due: a first answer without a question (or none) is the jsdom paths’';
    const questions = asked.filter((a) => a.status === 'question');
    const timed = questions.some((q) => q.status === 'question' && q.deadline !== null);
    if (timed && questions.some((q) => q.status === 'question' && q.deadline === null))
      return 'a course times all its questions or none: a timed and an untimed question in one check are the jsdom paths’';
    const locks = asked.some((a) => a.status === 'locked') || verdicts.some((v) => v.outcome === 'locked');
    const fails = asked.some((a) => a.status === 'courseFailed') || verdicts.some((v) => v.outcome === 'courseFailed');
    if (timed && locks)
      return 'no seeded course both times its questions and locks the course (Texas and Florida fail it; Ohio and California lock it without a time limit)';
    if (!timed && fails)
      return 'the seeded courses that fail the course after wrong answers time their questions (Arizona, untimed, first asks its documents)';
    return undefined;
  },
};
