import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { TypingCheck, typingPatternCheckMachine, TypingVerdict } from '@machines/typingPatternCheck';

import type { CourseTakingPathAccount } from '../../server/seed/courseTakingPaths';
import type { BrowserFlow } from '../paths/browserFlow';
import {
  courseNames,
  launchFromDashboard,
  outputsOf,
  pathAccount,
  studentByPlace,
  typePhrase,
} from './courseTaking.browserSupport';
import type { PlannedPath } from './harness/paths';
import { challengeSteps, checkEnded, expectTryAgain, ranOut } from './identityChallenge.browserSupport';
import { typingPatternCheckModel } from './typingPatternCheck.model';

const startsIn = (path: PlannedPath) => outputsOf<TypingCheck>(path, 'startTypingCheck');
const verdictsIn = (path: PlannedPath) => outputsOf<TypingVerdict>(path, 'sendSample');

/** Why a typing check never ends in a lock here. */
const noTypingLock =
  'no seeded course locks after typing mismatches (Illinois fails the course), and only support’s decision on a photo, which this server takes from no one, locks one otherwise';

/** As the seeded template was recorded (a key every 120 ms): it matches; far faster: it does not. */
const matching = 120;
const mismatching = 5;

const pool: CourseTakingPathAccount[] = [
  'typingCheck1',
  'typingCheck2',
  'typingCheck3',
  'typingCheck4',
  'typingCheck5',
  'typingCheck6',
];

/** A path's place picks its student (a typing check changes the course). */
const studentOf = (path: PlannedPath) => studentByPlace(typingPatternCheckBrowser, path, pool);

/** The phrase typed in the check's box (as the template, or far faster), and the page's answer to it. */
async function typeSample(page: Page, match: boolean) {
  await typePhrase(page, 'Type the phrase', match ? matching : mismatching);
}

/** Mismatches typed until the check says so, `times` over (a new try each time after the first). */
async function mismatch(page: Page, times: number) {
  for (let n = 0; n < times; n++) {
    if (n > 0) await page.getByRole('button', { name: 'Type it again' }).click();
    await typeSample(page, false);
    await expect(page.getByText('Your typing did not match your typing pattern.')).toBeVisible();
  }
}

/**
 * Mismatches the path's student has before it starts: a path that fails the course on its own (a third mismatch, or a
 * try running out) starts two mismatches into the check.
 */
function mismatchesBefore(path: PlannedPath) {
  const failsHere =
    verdictsIn(path).some((v) => v.outcome === 'courseFailed') ||
    (startsIn(path).some((s) => s.status === 'courseFailed') && path.steps.some(ranOut));
  return failsHere ? 2 - verdictsIn(path).filter((v) => v.outcome === 'mismatch').length : 0;
}

/**
 * The typing check in the browser, on the course-taking server: chapter launch asks it before chapter
 * 1 of a seeded student of the identity demo course (Illinois's rule: 60 seconds to type, the third mismatch in a row
 * fails the course) whose template was recorded from Playwright's own typing. The phrase typed as recorded matches,
 * typed far faster it does not; a try closed or a check ended between two samples is the student's other tab.
 */
export const typingPatternCheckBrowser: BrowserFlow<typeof typingPatternCheckMachine> = {
  model: typingPatternCheckModel,
  server: 'courseTaking',
  page: '/home/dashboard',
  account: (path) => pathAccount(studentOf(path)),
  open: async (page, path) => {
    await launchFromDashboard(page, courseNames.identityDemo);
    const before = mismatchesBefore(path);
    if (before > 0) {
      // Mismatched before, and back at the check (a reload: it resumes where it stands).
      await mismatch(page, before);
      await page.getByRole('button', { name: 'Type it again' }).click();
      await expect(page.getByRole('textbox', { name: 'Type the phrase' })).toBeVisible();
      await page.goto('/home/chapter-launch?inspect');
    }
  },
  perform: {
    ...challengeSteps({
      start: 'startTypingCheck',
      send: 'sendSample',
      answerEvent: 'sample.typed',
      answer: typeSample,
      passed: 'Your typing matched. Identity verified.',
      again: 'Type it again',
    }),
    'typing.again': (page) => page.getByRole('button', { name: 'Type it again' }).click(),
  },
  states: {
    starting: (page) => expect(page.getByRole('status')).toContainText('Preparing your typing check…'),
    typing: async (page) => {
      await expect(page.getByRole('heading', { name: 'Typing check' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Type the phrase' })).toBeVisible();
      await expect(page.getByRole('timer')).toBeVisible();
    },
    submitting: (page) => expect(page.getByRole('textbox', { name: 'Type the phrase' })).toBeVisible(),
    mismatched: async (page) => {
      await expect(page.getByRole('alert')).toContainText(
        /(Your typing did not match your typing pattern|The time to type the phrase ran out)\./,
      );
      await expect(page.getByRole('button', { name: 'Type it again' })).toBeVisible();
    },
    startFailed: expectTryAgain,
    submitFailed: expectTryAgain,
    verified: (page) => expect(page.getByText('Your typing matched. Identity verified.')).toBeVisible(),
    ...checkEnded,
  },
  intercept: {
    startTypingCheck: { url: (url) => url.pathname === apiPaths.typingPatternCheck },
    sendSample: { url: (url) => url.pathname === apiPaths.typingPattern },
  },
  unreachable: {
    'typingPatternCheck.starting|xstate.done.actor.startTypingCheck|1': noTypingLock,
    'typingPatternCheck.submitting|xstate.done.actor.sendSample|2': noTypingLock,
  },
  skip: (path) => {
    const starts = startsIn(path);
    if (path.steps[0]?.event.type !== 'xstate.done.actor.startTypingCheck' || starts[0]?.status !== 'open')
      return 'chapter launch asks for the typing check only when one is due: a first answer without a try is the jsdom paths’';
    if (starts.some((s) => s.status === 'open' && s.deadline === null))
      return 'the seeded typing rule (Illinois) gives every try 60 seconds: an untimed try is the jsdom paths’';
    if (starts.some((s) => s.status === 'locked') || verdictsIn(path).some((v) => v.outcome === 'locked'))
      return noTypingLock;
    return undefined;
  },
};
