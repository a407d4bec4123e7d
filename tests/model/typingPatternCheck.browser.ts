import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { TypingCheck, typingPatternCheckMachine, TypingVerdict } from '@machines/typingPatternCheck';

import type { CourseTakingPathAccount } from '../../server/seed/courseTakingPaths';
import type { BrowserFlow } from '../paths/browserFlow';
import { browserCover } from '../paths/cover';
import {
  courseNames,
  launchFromDashboard,
  mentions,
  passTime,
  pathAccount,
  stepIndex,
  typePhrase,
} from './courseTaking.browserSupport';
import { type PlannedPath, planPaths, stateName } from './harness/paths';
import { typingPatternCheckModel } from './typingPatternCheck.model';

const outputs = <T>(path: PlannedPath, invokeId: string) =>
  path.steps.filter((s) => s.event.type === `xstate.done.actor.${invokeId}`).map((s) => s.event.output as T);
const startsIn = (path: PlannedPath) => outputs<TypingCheck>(path, 'startTypingCheck');
const verdictsIn = (path: PlannedPath) => outputs<TypingVerdict>(path, 'sendSample');

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

/** The paths CI runs (the cover) first: a path's place picks its student (a typing check changes the course). */
let ordered: PlannedPath[] | undefined;
function studentOf(path: PlannedPath): CourseTakingPathAccount {
  ordered ??= (() => {
    const runnable = planPaths(typingPatternCheckModel).filter(
      (p) => typingPatternCheckBrowser.skip?.(p) === undefined,
    );
    const cover = browserCover(typingPatternCheckModel, runnable);
    return [...cover, ...runnable.filter((p) => !cover.has(p))];
  })();
  return pool[
    Math.max(
      0,
      ordered.findIndex((p) => p.name === path.name),
    ) % pool.length
  ];
}

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

type TabAction = 'pass' | 'stop' | 'mismatch';

/**
 * The student in another tab of the same browser: its chapter launch resumes the typing check, typed as the template
 * (the check passes), far faster until the course fails, or far faster once.
 */
async function inAnotherTab(page: Page, action: TabAction) {
  const other = await page.context().newPage();
  await other.goto('/home/chapter-launch');
  if (action === 'pass') {
    await typeSample(other, true);
    await expect(other.getByText('Your typing matched. Identity verified.')).toBeVisible();
  } else {
    await typeSample(other, false);
    while (action === 'stop') {
      const again = other.getByRole('button', { name: 'Type it again' });
      const stopped = other.getByText('Identity verified failed.');
      await expect(again.or(stopped)).toBeVisible();
      if (await stopped.isVisible()) break;
      await again.click();
      await typeSample(other, false);
    }
    if (action === 'mismatch') await expect(other.getByRole('button', { name: 'Type it again' })).toBeVisible();
  }
  await other.close();
}

/** What the other tab must have done for the check started after step `at` to be the one planned. */
function otherTabBefore(path: PlannedPath, at: number): TabAction | undefined {
  const start = path.steps.slice(at + 1).find((s) => s.event.type === 'xstate.done.actor.startTypingCheck')?.event
    .output as TypingCheck | undefined;
  const ranOut = path.steps
    .slice(0, at)
    .some((s) => s.event.type === 'clock.second' && stateName(s.value) === 'submitting');
  switch (start?.status) {
    case 'notDue':
      return 'pass';
    case 'courseFailed':
      // A try whose time ran out counts as a mismatch when the next one starts: the third fails the course.
      return ranOut ? undefined : 'stop';
    case 'open':
      return mentions(path, 'IDENTITY_CHECK_CLOSED') ? 'mismatch' : undefined;
    default:
      return undefined;
  }
}

/**
 * Mismatches the path's student has before it starts: a path that fails the course on its own (a third mismatch, or a
 * try running out) starts two mismatches into the check.
 */
function mismatchesBefore(path: PlannedPath) {
  const failsHere =
    verdictsIn(path).some((v) => v.outcome === 'courseFailed') ||
    (startsIn(path).some((s) => s.status === 'courseFailed') &&
      path.steps.some((s) => s.event.type === 'clock.second' && stateName(s.value) === 'submitting'));
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
    'sample.typed': async (page, { next, path, event }) => {
      const verdict = next?.type === 'xstate.done.actor.sendSample' ? (next.output as TypingVerdict) : null;
      if (JSON.stringify(next).includes('IDENTITY_CHECK_CLOSED'))
        await inAnotherTab(page, otherTabBefore(path, stepIndex(path, event)) ?? 'mismatch');
      await typeSample(page, verdict?.outcome === 'verified');
    },
    'clock.second': async (page, { event, path }) => {
      // The second that runs the countdown out: the rest of the try's time passes.
      if (stateName(path.steps[stepIndex(path, event)].value) === 'submitting') {
        const [m, s] = (await page.getByRole('timer').innerText()).split(':').map(Number);
        return passTime(page, (m * 60 + s) * 1000);
      }
      await passTime(page, 1000);
    },
    'typing.again': (page) => page.getByRole('button', { name: 'Type it again' }).click(),
    'retry.request': async (page, { event, path }) => {
      const action = otherTabBefore(path, stepIndex(path, event));
      if (action) await inAnotherTab(page, action);
      await page.getByRole('button', { name: 'Try again' }).click();
    },
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
    startFailed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
    submitFailed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
    verified: (page) => expect(page.getByText('Your typing matched. Identity verified.')).toBeVisible(),
    // The checks go on (the chapter's photo was taken: chapter 1 opens), or the course rule stops the course.
    done: (page) => expect(page).toHaveURL(/\/home\/chapter$/),
    stopped: (page) => expect(page.getByRole('alert').filter({ hasText: 'Identity verified failed.' })).toBeVisible(),
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
