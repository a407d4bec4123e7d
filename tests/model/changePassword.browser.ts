import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';

import { failureCodes } from '@contracts/envelope';
import * as apiPaths from '@contracts/paths';
import type { changePasswordMachine } from '@machines/changePassword';
import type { Failure } from '@machines/shared/failure';

import type { BrowserFlow } from '../paths/browserFlow';
import { changePasswordModel } from './changePassword.model';
import { classify } from './harness/model';
import type { PlannedPath } from './harness/paths';
import { hideInspector, inspected } from './purchase.browserSupport';
import { type PathStudent, registerStudent, sendWrongCurrentPasswords, signInOnPage } from './signIn.browserSupport';

/** The path's own student (its password changes). */
const students = new WeakMap<Page, PathStudent>();

const failureOf = (event: AnyEventObject | undefined): Failure | undefined => {
  const step = event && classify(event);
  return step?.kind === 'error' ? (step.error as Failure) : undefined;
};

/** Wrong current passwords still to send before this step is refused with the wait (none while it lasts). */
function wrongStillNeeded(path: PlannedPath, event: AnyEventObject) {
  const before = path.steps
    .slice(
      0,
      path.steps.findIndex((s) => s.event === event),
    )
    .map((s) => failureOf(s.event));
  if (before.some((f) => f?.code === failureCodes.rateLimited)) return 0;
  return 5 - before.filter((f) => f?.code === failureCodes.currentPasswordInvalid).length;
}

const button = (page: Page) => page.getByRole('button', { name: 'Change password' });

/**
 * Change password in the browser: each path registers a student of its own (its password changes) and signs
 * in on /login. A wrong current password is typed; the wait after five wrong ones comes from four more sent from
 * another signed-in tab first (counted per student). No connection by interception.
 */
export const changePasswordBrowser: BrowserFlow<typeof changePasswordMachine> = {
  model: changePasswordModel,
  page: '/home/change-password',
  open: async (page) => {
    const student = await registerStudent(page.request, 'change-password', { verified: true });
    students.set(page, student);
    await signInOnPage(page, student);
    await page.goto(inspected('/home/change-password'));
    await hideInspector(page);
  },
  perform: {
    'password.submit': async (page, { event, next, path }) => {
      const student = students.get(page);
      if (!student) throw new Error('the path signed in no student of its own');
      const failure = failureOf(next);
      if (failure?.code === failureCodes.rateLimited)
        await sendWrongCurrentPasswords(page.request, student, wrongStillNeeded(path, event));
      const current = failure?.code === failureCodes.currentPasswordInvalid ? 'Not-the-password1' : student.password;
      await page.getByLabel('Current Password*').fill(current);
      await page.getByLabel('New Password*').fill(String(event.newPassword));
      await page.getByLabel('Confirm Password*').fill(String(event.newPassword));
      await button(page).click();
    },
  },
  states: {
    editing: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
      await expect(page.getByLabel('Current Password*')).toBeEditable();
      await expect(button(page)).toBeEnabled();
    },
    changing: (page) => expect(button(page)).toBeDisabled(),
    changed: async (page) => {
      await expect(page.getByText(/Your password has been changed\. Every other device was signed out/)).toBeVisible();
      await expect(page.getByLabel('Current Password*')).toHaveCount(0);
    },
  },
  intercept: { changePassword: { url: (url) => url.pathname === apiPaths.changePassword } },
  skip: (path) => {
    const after429 = path.steps.findIndex((s) => failureOf(s.event)?.code === failureCodes.rateLimited);
    const answered = path.steps.slice(after429 + 1).some((s) => {
      const failure = failureOf(s.event);
      return (
        s.event.type === 'xstate.done.actor.changePassword' || failure?.code === failureCodes.currentPasswordInvalid
      );
    });
    return after429 >= 0 && answered
      ? 'after the fifth wrong current password the server refuses every try for 30 s of its own time, which the ' +
          'browser tests cannot move: a try that gets an answer after the wait is the jsdom paths’'
      : undefined;
  },
};
