import { expect, type Page } from '@playwright/test';

import { parentVerificationMessages } from '@contracts/account';
import * as apiPaths from '@contracts/paths';
import type { ParentFields, parentVerificationMachine } from '@machines/parentVerification';

import { ohioCourseId } from '../../server/seed/catalog';
import { registrationVariants } from '../../server/seed/registration';
import { usStates } from '../../server/seed/states';
import { expectThankYou, payByCard, proceedToCheckout } from '../e2e/support/checkout';
import type { BrowserFlow } from '../paths/browserFlow';
import { classify } from './harness/model';
import type { PlannedPath } from './harness/paths';
import { parentVerificationModel } from './parentVerification.model';
import { inAnotherTab, inspected, newStudent } from './registrationPaths.support';

const paymentStored = (path: PlannedPath) =>
  (path.input as { studentPaymentTrxId: number | null }).studentPaymentTrxId !== null;
/** The student's details the path plans: with a payment recorded (77) or none (null). */
const recordedPayment = (path: PlannedPath) =>
  path.steps
    .filter((s) => s.event.type === 'xstate.done.actor.loadStudent')
    .map((s) => (s.event.output as { defaultStPaymentTrxId: number | null }).defaultStPaymentTrxId)[0];

/**
 * An Ohio teen student of the path's own (Ohio's course asks for a parent): sponsored with the e-mail code (the
 * zero-amount checkout records a payment: the dashboard follows), or on the instant-access organisation, unpaid, or
 * paid by card (the payment then stored in the browser).
 */
function studentOf(path: PlannedPath) {
  if (!paymentStored(path) && recordedPayment(path) != null)
    return {
      organisationId: registrationVariants.paymentBypass.organisationId,
      code: true,
      ends: /\/home\/dashboard$/,
    };
  return {
    organisationId: registrationVariants.emailVerificationOff.organisationId,
    code: false,
    ends: /\/home\/cart-summary$/,
  };
}

const stateName = (code: string) => usStates.find(([, c]) => c === code)?.[0] ?? code;
const form = (page: Page) => page.getByRole('form', { name: 'Parent verification' });
const verifyButton = (page: Page) => form(page).getByRole('button', { name: 'Verify' });

/**
 * Parent verification in the browser for a new Ohio teen student per path (so a verification changes no
 * one else's record): the offline verifier accepts the parent, or refuses a ZIP that does not fit the parent's state
 * ('Parent Identity  Not verified'); the loads' and the check's missing connection, and the state list's 503, by
 * interception.
 */
export const parentVerificationBrowser: BrowserFlow<typeof parentVerificationMachine> = {
  model: parentVerificationModel,
  page: (path) => `/register?organisationId=${studentOf(path).organisationId}&configCourseId=${ohioCourseId}`,
  open: async (page, path) => {
    const { code, ends } = studentOf(path);
    await inAnotherTab(page, async (tab) => {
      await newStudent(tab, { code, ends, label: 'parent' });
      if (paymentStored(path)) {
        // Paid by card: the payment is stored in the browser, as after any purchase.
        await proceedToCheckout(tab);
        await payByCard(tab);
        await expectThankYou(tab);
      }
    });
    await page.goto(inspected('/home/parent-verification'));
  },
  perform: {
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    'form.submit': async (page, { event, next }) => {
      const fields = event.fields as ParentFields;
      // The offline verifier's refusal: a ZIP that does not fit the parent's state.
      const refused = next !== undefined && classify(next).kind === 'error' && JSON.stringify(next).includes('422');
      const f = form(page);
      await f.getByLabel('Parent first name*').fill(fields.parentFirstName);
      await f.getByLabel('Parent last name*').fill(fields.parentLastName);
      await f.getByLabel('Parent date of birth* (MM-DD-YYYY)').fill(fields.parentDateOfBirth);
      await f.getByLabel('Parent email address*').fill(fields.parentEmail);
      await f.getByLabel('Parent mobile number*').fill(fields.parentMobileNumber.replace(/\D/g, ''));
      await f.getByLabel('Parent street address*').fill(fields.parentStreet);
      await f.getByLabel('Parent city*').fill(fields.parentCity);
      await f.getByLabel('Parent state*').selectOption({ label: stateName(fields.parentState) });
      await f.getByLabel('Parent zip code*').fill(refused ? '10001' : fields.parentZip);
      await verifyButton(page).click();
    },
  },
  states: {
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading the parent verification form…'),
    failed: async (page) => {
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(form(page)).toHaveCount(0);
    },
    editing: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Parent Verification' })).toBeVisible();
      await expect(form(page).getByLabel('Parent state*')).toBeVisible();
      await expect(verifyButton(page)).toBeEnabled();
    },
    verifying: (page) => expect(verifyButton(page)).toBeDisabled(),
    notVerified: async (page) => {
      await expect(page.getByRole('alert')).toHaveText(/Parent Identity\s+Not verified/);
      await expect(verifyButton(page)).toBeEnabled();
    },
    // Verified: the dashboard with a payment, else the course list.
    left: (page) => expect(page).toHaveURL(/\/home\/(dashboard|course-list)$/),
  },
  intercept: {
    loadStudent: { url: (url) => url.pathname === apiPaths.studentDetails },
    loadStates: { url: (url) => url.pathname === apiPaths.states },
    verifyParent: { url: (url) => url.pathname.endsWith(apiPaths.parentVerification) },
  },
  skip: (path) => {
    if (
      path.steps.some(
        (s) =>
          s.event.type === 'xstate.done.actor.verifyParent' &&
          (s.event.output as { message: string }).message !== parentVerificationMessages.verified,
      )
    )
      return 'the server answers ‘Parent Verified Successfully’ or refuses (‘Parent Identity  Not verified’): another message is the jsdom paths’';
    if (paymentStored(path) && recordedPayment(path) === null)
      return 'the payment stored in the browser is the student’s own: the server’s details always name a payment then';
    return undefined;
  },
  unreachable: {
    'parentVerification.notVerified|form.submit|0':
      'the model plans the second submit only after ‘Parent details received’, an answer the server never gives (after its refusal the same submit is the jsdom paths’)',
    'parentVerification.verifying|xstate.done.actor.verifyParent|2':
      'the server answers ‘Parent Verified Successfully’ or refuses with ‘Parent Identity  Not verified’ (422): no other message',
  },
};
