import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';

import { verificationCodeLength } from '@contracts/auth';
import { failureCodes } from '@contracts/envelope';
import * as apiPaths from '@contracts/paths';
import type { emailVerificationMachine } from '@machines/emailVerification';
import type { Failure } from '@machines/shared/failure';

import type { BrowserFlow } from '../paths/browserFlow';
import { emailVerificationModel } from './emailVerification.model';
import { classify } from './harness/model';
import type { PlannedPath } from './harness/paths';
import { hideInspector } from './purchase.browserSupport';
import { mailedVerificationCode, type PathStudent, registerStudent, submitSignIn } from './signIn.browserSupport';

/** The server mails a new code at most every 30 s (server/auth/verification.ts resendIntervalMs), by its own clock. */
const resendIntervalMs = 30_000;

const students = new WeakMap<Page, PathStudent>();
const studentOn = (page: Page) => {
  const student = students.get(page);
  if (!student) throw new Error('the path signed in no student of its own');
  return student;
};

const failureOf = (event: AnyEventObject | undefined): Failure | undefined => {
  const step = event && classify(event);
  return step?.kind === 'error' ? (step.error as Failure) : undefined;
};

/** The answers to the Verify clicks that send what this step types (up to the next change of the code). */
function verifyAnswersAfter(path: PlannedPath, event: AnyEventObject) {
  const answers: AnyEventObject[] = [];
  for (let i = path.steps.findIndex((s) => s.event === event) + 1; i < path.steps.length; i++) {
    const { type } = path.steps[i].event;
    if (type === 'code.change') break;
    if (type === 'code.submit' && path.steps[i + 1]) answers.push(path.steps[i + 1].event);
  }
  return answers;
}
const refusesCode = (answer: AnyEventObject) => failureOf(answer)?.code === failureCodes.codeInvalid;

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Verify your e-mail address' });
const verifyButton = (page: Page) => dialog(page).getByRole('button', { name: 'Verify' });
const resendButton = (page: Page) => dialog(page).getByRole('button', { name: 'Resend code' });

/**
 * The e-mail code dialog in the browser, as the sign-in of a student who has not verified the address yet
 * opens it: each path registers a student of its own (course 611 mails a code), signs in on /login and types the code
 * from the dev mailbox (or another six digits, for a wrong code). A new code is mailed at most every 30 s: on the
 * course-taking server, whose clock the paths move, the student "waits" that long before Resend code. No connection by
 * interception.
 */
export const emailVerificationBrowser: BrowserFlow<typeof emailVerificationMachine> = {
  model: emailVerificationModel,
  server: 'courseTaking',
  page: '/login',
  open: async (page) => {
    await hideInspector(page);
    const student = await registerStudent(page.request, 'email-code', { verified: false });
    students.set(page, student);
    await submitSignIn(page, student.email, student.password);
    await expect(dialog(page).getByLabel('Verification code')).toBeVisible();
  },
  perform: {
    'code.change': async (page, { event, path }) => {
      const typed = String(event.value);
      let value = typed;
      if (typed.replace(/\D/g, '').length >= verificationCodeLength) {
        // Six digits: the mailed code, unless the Verify that sends them must be refused.
        const code = await mailedVerificationCode(page.request, studentOn(page).email);
        const refused = verifyAnswersAfter(path, event).some(refusesCode);
        value = refused ? (code === '000000' ? '111111' : '000000') : code;
      }
      await dialog(page).getByLabel('Verification code').fill(value);
    },
    'code.submit': (page) => verifyButton(page).click(),
    'code.resend': async (page, { next }) => {
      // A new code is mailed only 30 s after the last one: the student waits (the server's clock moves).
      if (next?.type === 'xstate.done.actor.resendVerification') {
        const moved = await page.request.post('/dev/clock', { data: { advanceMs: resendIntervalMs + 1_000 } });
        expect(moved.ok(), 'the course-taking server moves its clock').toBe(true);
      }
      await resendButton(page).click();
    },
  },
  states: {
    'entering.codeSent': async (page) => {
      await expect(dialog(page).getByLabel('Verification code')).toBeEditable();
      await expect(resendButton(page)).toBeEnabled();
      await expect(dialog(page).getByText('We have sent a new code to your e-mail address.')).toHaveCount(0);
    },
    'entering.codeResent': async (page) => {
      await expect(dialog(page).getByRole('status')).toHaveText('We have sent a new code to your e-mail address.');
      await expect(dialog(page).getByLabel('Verification code')).toBeEditable();
      await expect(resendButton(page)).toBeEnabled();
    },
    verifying: (page) => expect(verifyButton(page)).toBeDisabled(),
    resending: (page) => expect(resendButton(page)).toBeDisabled(),
    // Verified: the sign-in goes on to settings (the new student's payment is pending).
    verified: async (page) => {
      await expect(dialog(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/home\/settings$/);
    },
  },
  skip: (path) => {
    const typed = path.steps.filter((s) => s.event.type === 'code.change');
    return typed.some((s) => {
      const answers = verifyAnswersAfter(path, s.event);
      return answers.some(refusesCode) && answers.some((a) => a.type === 'xstate.done.actor.verifyEmail');
    })
      ? 'the same code is refused as incorrect and then accepted: the server answers one code the same way each time'
      : undefined;
  },
  intercept: {
    verifyEmail: { url: (url) => url.pathname.startsWith(apiPaths.emailVerification(0).replace(/0$/, '')) },
    resendVerification: { url: (url) => url.pathname.startsWith(apiPaths.resendVerification(0).replace(/0$/, '')) },
  },
};
