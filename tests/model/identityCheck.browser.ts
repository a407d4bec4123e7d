import { expect, type Page } from '@playwright/test';

import type { IdentityCheckInput, identityCheckMachine, IdentityCheckOutput } from '@machines/identityCheck';
import { identityVerifiedNotice } from '@machines/timings';

import type { CourseTakingPathAccount } from '../../server/seed/courseTakingPaths';
import type { BrowserFlow } from '../paths/browserFlow';
import {
  answerQuestion,
  courseNames,
  enrolTyping,
  launchFromDashboard,
  passTime,
  pathAccount,
  saveSecurityAnswers,
  takeWebcamPhoto,
  typePhrase,
} from './courseTaking.browserSupport';
import type { PlannedPath } from './harness/paths';
import { identityCheckModel } from './identityCheck.model';

const stepsOf = (path: PlannedPath) => (path.input as IdentityCheckInput).steps;

/** The seeded student whose chapter 1 asks the path's steps (server/seed/courseTakingPaths.ts). */
function studentOf(path: PlannedPath): CourseTakingPathAccount {
  const steps = stepsOf(path);
  if (steps.includes('securityQuestionsSetup')) return 'identitySetup';
  if (steps.includes('typingPatternSetup')) return 'identityEnrol';
  if (steps.includes('typingPattern'))
    return path.steps.some((s) => (s.event.output as IdentityCheckOutput | undefined)?.outcome === 'passed')
      ? 'identityTyping1'
      : 'identityTyping2';
  return 'identityQuestion';
}

const courseOf: Partial<Record<CourseTakingPathAccount, string>> = {
  identitySetup: courseNames.california,
  identityEnrol: courseNames.identityDemo,
  identityQuestion: courseNames.ohio,
  identityTyping1: courseNames.identityDemo,
  identityTyping2: courseNames.identityDemo,
};

/** A check passed: its 'Identity verified' notice (a photo's face check may take the server a while), then on. */
async function verified(page: Page, notice: string) {
  await expect(page.getByText(notice)).toBeVisible({ timeout: 30_000 });
  await passTime(page, identityVerifiedNotice);
}

/**
 * The identity checks in the browser, on the course-taking server: the checks chapter launch runs
 * before chapter 1, each step done in its own screens as the seeded student does it: the security answers saved and a
 * question answered (California), the typing pattern enrolled and the first photo taken with Chromium's fake camera
 * (the identity demo course), a question answered wrong twice (Ohio's lock), the typing check matched or mismatched
 * three times (the demo's Illinois rule fails the course: no seeded course locks after typing, and both stop the checks
 * alike).
 */
export const identityCheckBrowser: BrowserFlow<typeof identityCheckMachine> = {
  model: identityCheckModel,
  server: 'courseTaking',
  page: '/home/dashboard',
  account: (path) => pathAccount(studentOf(path)),
  open: (page, path) => launchFromDashboard(page, courseOf[studentOf(path)]!),
  perform: {
    'xstate.done.actor.securityQuestionsSetup': saveSecurityAnswers,
    'xstate.done.actor.securityQuestionCheck': async (page, { event }) => {
      const outcome = (event.output as IdentityCheckOutput).outcome;
      if (outcome === 'passed') {
        await answerQuestion(page, true);
        return verified(page, 'Identity verified.');
      }
      // Ohio: two wrong answers in a row lock the course.
      await answerQuestion(page, false);
      await page.getByRole('button', { name: 'Next question' }).click();
      await answerQuestion(page, false);
    },
    'xstate.done.actor.typingPatternSetup': enrolTyping,
    'xstate.done.actor.webcamPhoto': async (page) => {
      await takeWebcamPhoto(page);
      await verified(page, 'Photo saved. Identity verified.');
    },
    'xstate.done.actor.typingPatternCheck': async (page, { event }) => {
      if ((event.output as IdentityCheckOutput).outcome === 'passed') {
        await typePhrase(page, 'Type the phrase', 120);
        return verified(page, 'Your typing matched. Identity verified.');
      }
      // Three mismatches in a row (typed far faster than the template) stop the course.
      for (const n of [1, 2, 3]) {
        if (n > 1) await page.getByRole('button', { name: 'Type it again' }).click();
        await typePhrase(page, 'Type the phrase', 5);
        if (n < 3) await expect(page.getByText('Your typing did not match your typing pattern.')).toBeVisible();
      }
    },
  },
  states: {
    securityQuestionsSetup: (page) =>
      expect(page.getByRole('heading', { name: 'Your security questions' })).toBeVisible(),
    securityQuestion: (page) => expect(page.getByRole('heading', { name: 'Identity check' })).toBeVisible(),
    typingPatternSetup: (page) => expect(page.getByRole('heading', { name: 'Your typing pattern' })).toBeVisible(),
    typingPattern: (page) => expect(page.getByRole('heading', { name: 'Typing check' })).toBeVisible(),
    webcamPhoto: (page) => expect(page.getByRole('dialog', { name: 'A photo to confirm it is you' })).toBeVisible(),
    // Passed: chapter launch asks the server again, which opens the chapter.
    passed: async (page) => {
      await expect(page).toHaveURL(/\/home\/chapter$/);
      await expect(page.getByRole('heading', { level: 1, name: /^Chapter 1 of \d+/ })).toBeVisible();
    },
    stopped: (page) => expect(page.getByRole('alert').filter({ hasText: 'Identity verified failed.' })).toBeVisible(),
  },
  skip: (path) => {
    const steps = stepsOf(path);
    if (steps.length === 0)
      return 'the server asks for identity checks only when one is due: a launch never hands over an empty list';
    if (steps.length === 1 && steps[0] === 'securityQuestionsSetup')
      return 'the server always asks a question after the answers are saved: saving them alone is the jsdom paths’';
    return undefined;
  },
};
