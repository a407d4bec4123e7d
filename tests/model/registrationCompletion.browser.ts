import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { RegistrationCompletionInput, registrationCompletionMachine } from '@machines/registrationSubmit';

import { registrationVariants } from '../../server/seed/registration';
import { registrationPathsCourseId, registrationPathsOrganisations } from '../../server/seed/registrationPaths';
import type { BrowserFlow } from '../paths/browserFlow';
import type { PlannedPath } from './harness/paths';
import { registrationCompletionModel } from './registrationCompletion.model';
import { enterEmailedCode, freshEmail, signUp } from './registrationPaths.support';

const registerUrl = (organisationId: number, configCourseId: number) =>
  `/register?organisationId=${organisationId}&configCourseId=${configCourseId}`;

/**
 * The organisation whose set-up the path's input describes: the standard one (the e-mail code, then the cart), the
 * Arizona one without the code (server/seed/registrationPaths.ts), the sponsored one without the code, and the
 * sponsored one with it (server/seed/registration.ts).
 */
function addressOf(path: PlannedPath): string {
  const { settings, registered } = path.input as RegistrationCompletionInput;
  const bypass = settings.attributes.PAYMENT_BYPASS === 'true';
  const noCode = settings.attributes.EMAIL_VERIFICATION === 'false' || registered.student.isEmailVerficationSkipped;
  if (settings.azFlow) return registerUrl(registrationPathsOrganisations.arizonaInstant.id, registrationPathsCourseId);
  if (bypass && noCode)
    return registerUrl(registrationPathsOrganisations.sponsoredInstant.id, registrationPathsCourseId);
  if (bypass) return registrationVariants.paymentBypass.url;
  return registrationVariants.standard.url;
}

/** The e-mail each page registered (its code is read from the dev mailbox). */
const registeredEmail = new WeakMap<Page, string>();

const working = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Setting up your course…' })).toBeVisible();
const retryPanel = (page: Page) => expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();

/**
 * The steps after an accepted registration in the browser: a fresh student signs up on the organisation
 * the path's input describes, then the e-mailed code (from the dev mailbox), the zero-amount checkout and the
 * student's details run against the real server; the details' failure by interception.
 */
export const registrationCompletionBrowser: BrowserFlow<typeof registrationCompletionMachine> = {
  model: registrationCompletionModel,
  page: addressOf,
  open: async (page) => {
    const email = freshEmail('completion');
    registeredEmail.set(page, email);
    await expect(
      page.getByRole('form', { name: 'Registration' }).getByRole('button', { name: 'Sign Up' }),
    ).toBeEnabled();
    await signUp(page, email);
  },
  perform: {
    'email.verified': (page) => enterEmailedCode(page, registeredEmail.get(page)!),
    'checkout.retry': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    'student.retry': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    'account.login': (page) =>
      page.getByRole('dialog', { name: 'Course allocated' }).getByRole('button', { name: 'Login' }).click(),
  },
  states: {
    verifyingEmail: (page) =>
      expect(
        page.getByRole('dialog', { name: 'Verify your e-mail address' }).getByLabel('Verification code'),
      ).toBeVisible(),
    checkingOut: working,
    loadingStudent: working,
    checkoutFailed: retryPanel,
    studentFailed: retryPanel,
    courseAllocated: (page) =>
      expect(page.getByRole('dialog', { name: 'Course allocated' })).toContainText(
        'Your course has been allocated. Please login to continue.',
      ),
    // Handed over: the cart (the AZ cart), the dashboard after a bypass, or sign-in.
    left: (page) => expect(page).toHaveURL(/\/(home\/(cart-summary|az-cart-summary|dashboard)|login)$/),
  },
  intercept: {
    checkout: {
      url: (url) => url.pathname === apiPaths.checkout,
      refusals: { why: 'the server accepts every zero-amount checkout of a sponsored organisation’s new student' },
    },
    loadStudent: { url: (url) => url.pathname === apiPaths.studentDetails },
  },
  skip: (path) => {
    if (
      path.steps.some(
        (s) =>
          s.event.type === 'xstate.done.actor.loadStudent' &&
          (s.event.output as { defaultStPaymentTrxId: number | null }).defaultStPaymentTrxId === null,
      )
    )
      return 'after the zero-amount checkout the server always records the payment (the dashboard opens): details without one are the jsdom paths’';
    return undefined;
  },
  unreachable: {
    'registrationCompletion.loadingStudent|xstate.done.actor.loadStudent|1':
      'after the zero-amount checkout the server has always recorded the payment: the student’s details name it',
  },
};
