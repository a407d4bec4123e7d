import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type {
  RandomQuestion,
  SecurityAnswerVerdict,
  securityQuestionCheckMachine,
} from '@machines/securityQuestionCheck';

import type { CourseTakingPathAccount } from '../../server/seed/courseTakingPaths';
import type { BrowserFlow } from '../paths/browserFlow';
import { browserCover } from '../paths/cover';
import {
  answerQuestion,
  courseNames,
  launchFromDashboard,
  mentions,
  passTime,
  pathAccount,
  stepIndex,
} from './courseTaking.browserSupport';
import { type PlannedPath, planPaths, stateName } from './harness/paths';
import { securityQuestionCheckModel } from './securityQuestionCheck.model';

const outputs = <T>(path: PlannedPath, invokeId: string) =>
  path.steps.filter((s) => s.event.type === `xstate.done.actor.${invokeId}`).map((s) => s.event.output as T);
const askedIn = (path: PlannedPath) => outputs<RandomQuestion>(path, 'askQuestion');
const verdictsIn = (path: PlannedPath) => outputs<SecurityAnswerVerdict>(path, 'answerQuestion');
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

/** The paths CI runs (the cover) first: a path's place among its course's picks its student (an answer changes it). */
let ordered: PlannedPath[] | undefined;
function studentOf(path: PlannedPath): CourseTakingPathAccount {
  ordered ??= (() => {
    const runnable = planPaths(securityQuestionCheckModel).filter(
      (p) => securityQuestionCheckBrowser.skip?.(p) === undefined,
    );
    const cover = browserCover(securityQuestionCheckModel, runnable);
    return [...cover, ...runnable.filter((p) => !cover.has(p))];
  })();
  const course = courseOf(path);
  const at = ordered.filter((p) => courseOf(p) === course).findIndex((p) => p.name === path.name);
  return pools[course][Math.max(0, at) % pools[course].length];
}

type TabAction = 'pass' | 'stop' | 'wrong';

/**
 * The student in another tab of the same browser: its chapter launch resumes the question asked, and answers it
 * right (the check passes), wrong until the course's rule stops the course, or wrong once.
 */
async function inAnotherTab(page: Page, action: TabAction) {
  const other = await page.context().newPage();
  await other.goto('/home/chapter-launch');
  await answerQuestion(other, action === 'pass');
  if (action === 'pass') await expect(other.getByText('Identity verified.')).toBeVisible();
  while (action === 'stop') {
    const next = other.getByRole('button', { name: 'Next question' });
    const stopped = other.getByText('Identity verified failed.');
    await expect(next.or(stopped)).toBeVisible();
    if (await stopped.isVisible()) break;
    await next.click();
    await answerQuestion(other, false);
  }
  if (action === 'wrong') await expect(other.getByRole('button', { name: 'Next question' })).toBeVisible();
  await other.close();
}

/** What the other tab must have done for the question asked after step `at` to be the one planned. */
function otherTabBefore(path: PlannedPath, at: number): TabAction | undefined {
  const ask = path.steps.slice(at + 1).find((s) => s.event.type === 'xstate.done.actor.askQuestion')?.event.output as
    RandomQuestion | undefined;
  switch (ask?.status) {
    case 'notDue':
      return 'pass';
    case 'locked':
    case 'courseFailed': {
      // A question whose time ran out is counted wrong when the next one is asked: Florida's first fails the course.
      const ranOut = path.steps
        .slice(0, at)
        .some((s) => stateName(s.value) === 'submitting' && s.event.type === 'clock.second');
      return ranOut ? undefined : 'stop';
    }
    case 'question':
      return mentions(path, 'IDENTITY_CHECK_CLOSED') ? 'wrong' : undefined;
    default:
      return undefined;
  }
}

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
    'answer.submit': async (page, { event, next, path }) => {
      const at = stepIndex(path, event);
      const verdict = next?.type === 'xstate.done.actor.answerQuestion' ? (next.output as SecurityAnswerVerdict) : null;
      // The question answered in the other tab first: this answer finds it closed.
      if (mentions(path, 'IDENTITY_CHECK_CLOSED') && JSON.stringify(next).includes('IDENTITY_CHECK_CLOSED')) {
        const action = otherTabBefore(path, at) ?? 'wrong';
        await inAnotherTab(page, action);
      }
      await answerQuestion(page, verdict?.outcome === 'verified');
    },
    'clock.second': async (page, { event, path }) => {
      // The second that runs the countdown out: the rest of the question's time passes.
      if (stateName(path.steps[stepIndex(path, event)].value) === 'submitting') {
        const [m, s] = (await page.getByRole('timer').innerText()).split(':').map(Number);
        return passTime(page, (m * 60 + s) * 1000);
      }
      await passTime(page, 1000);
    },
    'question.next': (page) => page.getByRole('button', { name: 'Next question' }).click(),
    'retry.request': async (page, { event, path }) => {
      const action = otherTabBefore(path, stepIndex(path, event));
      if (action) await inAnotherTab(page, action);
      await page.getByRole('button', { name: 'Try again' }).click();
    },
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
    askFailed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
    answerFailed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
    verified: (page) => expect(page.getByText('Identity verified.')).toBeVisible(),
    // The checks are over: chapter launch opens the chapter, or says what the course rule does now.
    done: (page) => expect(page).toHaveURL(/\/home\/chapter$/),
    stopped: (page) => expect(page.getByRole('alert').filter({ hasText: 'Identity verified failed.' })).toBeVisible(),
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
