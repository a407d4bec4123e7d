import { expect, type Page } from '@playwright/test';

import type { BrowserStep } from '../paths/browserFlow';
import { countdownSecond, mentions, stepIndex } from './courseTaking.browserSupport';
import { type PlannedPath, type PlannedStep, stateName } from './harness/paths';

/*
 * What the browser maps of the two timed identity checks chapter launch asks (the security question, the typing
 * check; machines/shared/identityChallenge.ts) share: the countdown, the student's other tab, Try again, and how a
 * check ends on the page.
 */

/** The clock tick that ran the countdown out: at zero the machine sends what is there. */
export const ranOut = (step: PlannedStep) =>
  step.event.type === 'clock.second' && stateName(step.value) === 'submitting';

/** What the student's other tab does first: passes the check, answers wrong until the course stops, or wrong once. */
type TabAction = 'pass' | 'stop' | 'wrong';

/** How a check is answered on its page, and the words around it. */
export interface ChallengePage {
  /** The actors that start the check and send the answer (their ids). */
  start: string;
  send: string;
  /** The student's answer step (its event type). */
  answerEvent: string;
  /** Answers the check shown on the page, right (as the seeded student saved it) or wrong. */
  answer: (page: Page, right: boolean) => Promise<void>;
  /** What the page says once the answer is verified. */
  passed: string;
  /** The button that asks again after a wrong answer. */
  again: string;
}

/**
 * The steps both checks take alike: the answer (a closed check in the plan is the student's other tab of the same
 * browser answering first), the countdown's tick, and Try again (the other tab first where the plan needs it).
 */
export function challengeSteps(check: ChallengePage) {
  /** Its chapter launch resumes the check, and the student answers there as `action` says. */
  const inAnotherTab = async (page: Page, action: TabAction) => {
    const other = await page.context().newPage();
    await other.goto('/home/chapter-launch');
    await check.answer(other, action === 'pass');
    if (action === 'pass') await expect(other.getByText(check.passed)).toBeVisible();
    while (action === 'stop') {
      const again = other.getByRole('button', { name: check.again });
      const stopped = other.getByText('Identity verified failed.');
      await expect(again.or(stopped)).toBeVisible();
      if (await stopped.isVisible()) break;
      await again.click();
      await check.answer(other, false);
    }
    if (action === 'wrong') await expect(other.getByRole('button', { name: check.again })).toBeVisible();
    await other.close();
  };

  /**
   * What the other tab must have done for the check started after step `at` to be the one planned. A try whose time
   * ran out counts as wrong when the next one starts (the course rule may fail the course then): none needed.
   */
  const otherTabBefore = (path: PlannedPath, at: number): TabAction | undefined => {
    const start = path.steps.slice(at + 1).find((s) => s.event.type === `xstate.done.actor.${check.start}`)?.event
      .output as { status: string } | undefined;
    switch (start?.status) {
      case 'notDue':
        return 'pass';
      case 'locked':
      case 'courseFailed':
        return path.steps.slice(0, at).some(ranOut) ? undefined : 'stop';
      case 'question':
      case 'open':
        return mentions(path, 'IDENTITY_CHECK_CLOSED') ? 'wrong' : undefined;
      default:
        return undefined;
    }
  };

  return {
    [check.answerEvent]: async (page: Page, { event, next, path }: BrowserStep) => {
      if (JSON.stringify(next).includes('IDENTITY_CHECK_CLOSED'))
        await inAnotherTab(page, otherTabBefore(path, stepIndex(path, event)) ?? 'wrong');
      const verified =
        next?.type === `xstate.done.actor.${check.send}` && (next.output as { outcome: string }).outcome === 'verified';
      await check.answer(page, verified);
    },
    'clock.second': countdownSecond,
    'retry.request': async (page: Page, { event, path }: BrowserStep) => {
      const action = otherTabBefore(path, stepIndex(path, event));
      if (action) await inAnotherTab(page, action);
      await page.getByRole('button', { name: 'Try again' }).click();
    },
  };
}

/** A failed start or send: Try again. */
export const expectTryAgain = (page: Page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

/** How a check ends on the page: the checks go on (chapter 1 opens), or the course rule stops the course. */
export const checkEnded = {
  done: (page: Page) => expect(page).toHaveURL(/\/home\/chapter$/),
  stopped: (page: Page) =>
    expect(page.getByRole('alert').filter({ hasText: 'Identity verified failed.' })).toBeVisible(),
};
