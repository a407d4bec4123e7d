import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import { registrationFailureCodes } from '@contracts/registration';
import type { registrationSubmitMachine } from '@machines/registrationSubmit';

import { registrationVariants, seededGsaVehicleTag } from '../../server/seed/registration';
import { registrationPathsCourseId, registrationPathsOrganisations } from '../../server/seed/registrationPaths';
import { password } from '../e2e/support/registration';
import type { BrowserFlow } from '../paths/browserFlow';
import { classify } from './harness/model';
import type { PlannedPath } from './harness/paths';
import { freshEmail } from './registrationPaths.support';
import { registrationSubmitModel } from './registrationSubmit.model';

/** A student the seed has (the refusals change nothing of it). */
const seededEmail = 'student@example.com';
const registerUrl = (organisationId: number, configCourseId: number) =>
  `/register?organisationId=${organisationId}&configCourseId=${configCourseId}`;
/** The organisation that sends texts (SMS consent asked), without the e-mail code: a registration ends on the cart. */
const textAlerts = registerUrl(registrationPathsOrganisations.textAlerts.id, registrationPathsCourseId);
const gsa = registrationVariants.gsa.url;

type Refusal = { code?: string; httpStatus: number };

/** The register call's planned answer to the submit of step `at` (before the next submit). */
function registerAnswer(path: PlannedPath, at: number) {
  for (let i = at + 1; i < path.steps.length; i++) {
    const event = path.steps[i].event;
    if (event.type === 'registration.submit') return undefined;
    const answer = classify(event);
    if ((answer.kind === 'done' || answer.kind === 'error') && answer.invokeId === 'register') return answer;
  }
  return undefined;
}
const refusalCode = (path: PlannedPath, at: number) => {
  const answer = registerAnswer(path, at);
  return answer?.kind === 'error' ? (answer.error as Refusal).code : undefined;
};

/**
 * The registration link whose server answer the path plans (server/seed/registration.ts, registrationPaths.ts): a
 * vehicle tag refused or taken on the GSA course; a course its organisation may not sell ('We could not register you');
 * the seeded student's e-mail on another organisation's course ('already registered with us…'); an organisation
 * the server does not know (a refusal shown as it is); every other path on the text-alert organisation's page.
 */
function addressOf(path: PlannedPath): string {
  const code = refusalCode(
    path,
    path.steps.findIndex((s) => s.event.type === 'registration.submit'),
  );
  switch (code) {
    case registrationFailureCodes.invalidVehicleTag:
    case registrationFailureCodes.vehicleTagTaken:
      return gsa;
    case registrationFailureCodes.registrationClosed:
      return registerUrl(
        registrationVariants.emailVerificationOff.organisationId,
        registrationVariants.paymentBypass.configCourseId,
      );
    case registrationFailureCodes.emailRegisteredElsewhere:
      return registrationVariants.paymentBypass.url;
    case 'VALIDATION':
      return registerUrl(999_999, registrationPathsCourseId);
    default:
      return textAlerts;
  }
}

const form = (page: Page) => page.getByRole('form', { name: 'Registration' });
const signUpButton = (page: Page) => form(page).getByRole('button', { name: 'Sign Up' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const alertSays = (text: string) => (page: Page) =>
  expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
const busy = (page: Page) => expect(signUpButton(page)).toBeDisabled();
const errorModal = "Sorry, it seems an error has occurred. Let's try again.";

/**
 * Registration's submit in the browser: the form filled as a person does, sent to the real server, every
 * refusal brought about by the link and the answers typed (above); no connection and a 500 by interception. New
 * students are fresh e-mails; the seeded student's e-mail is only ever refused.
 */
export const registrationSubmitBrowser: BrowserFlow<typeof registrationSubmitMachine> = {
  model: registrationSubmitModel,
  page: addressOf,
  open: async (page) => {
    // The submit flow loads when the student first works in the form.
    await expect(signUpButton(page)).toBeEnabled();
    await form(page).getByLabel('First Name*').click();
  },
  perform: {
    'registration.submit': async (page, { event, path }) => {
      const at = path.steps.findIndex((s) => s.event === event);
      const request = event.request as { student: { mobileNumber?: string } };
      const sms = event.sms as { optedIn: boolean };
      const code = refusalCode(path, at);
      const existing =
        code === registrationFailureCodes.duplicateEmail || code === registrationFailureCodes.emailRegisteredElsewhere;
      const f = form(page);
      await f.getByLabel('First Name*').fill('Riley');
      await f.getByLabel('Last Name*').fill('Driver');
      await f.getByLabel('Email Address*').fill(existing ? seededEmail : freshEmail('submit'));
      await f.getByLabel('Mobile Number').fill(request.student.mobileNumber ? '5551234567' : '');
      await f.getByLabel('Password*', { exact: true }).fill(password);
      const tag = f.getByLabel('GSA Vehicle Tag Number*');
      if ((await tag.count()) > 0)
        await tag.fill(code === registrationFailureCodes.vehicleTagTaken ? seededGsaVehicleTag : 'NOTATAG1');
      await f.getByRole('checkbox', { name: 'Send me course updates by text message (SMS)' }).setChecked(sms.optedIn);
      await signUpButton(page).click();
    },
    'sms.optIn': (page) => dialog(page, 'SMS Alert!').getByRole('button', { name: 'Okay, sign me up' }).click(),
    'sms.decline': (page) => dialog(page, 'SMS Alert!').getByRole('button', { name: 'Yes, I am sure' }).click(),
    'sms.dismiss': (page) => page.keyboard.press('Escape'),
    'account.login': (page) =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: /^Log ?in$/ })
        .click(),
    'email.change': (page) =>
      dialog(page, 'Looks like you are already registered')
        .getByRole('button', { name: 'Continue with a new e-mail' })
        .click(),
    'error.dismiss': (page) => dialog(page, errorModal).getByRole('button', { name: 'Try Again' }).click(),
  },
  states: {
    'editing.ready': async (page) => {
      await expect(signUpButton(page)).toBeEnabled();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
    'editing.mobileNumberRequired': alertSays('Mobile number is required'),
    'editing.vehicleTagInvalid': alertSays('Please enter a valid vehicle tag'),
    'editing.emailTaken': alertSays('Mail Id already exists'),
    'editing.emailRejected': (page) =>
      expect(form(page).getByLabel('Email Address*')).toHaveAttribute('aria-describedby'),
    'editing.refused': alertSays('organisationId: unknown organisation'),
    smsAlert: (page) =>
      expect(dialog(page, 'SMS Alert!').getByRole('button', { name: 'Okay, sign me up' })).toBeEnabled(),
    smsConfirmed: busy,
    registering: busy,
    completing: busy,
    notRegistered: alertSays('We could not register you to the course'),
    existingEmail: alertSays('Email id already registered with us'),
    'alreadyRegistered.offered': (page) =>
      expect(
        dialog(page, 'Looks like you are already registered').getByRole('button', { name: 'Log in' }),
      ).toBeEnabled(),
    'alreadyRegistered.closing': (page) => expect(dialog(page, 'Looks like you are already registered')).toBeVisible(),
    gsaVehicleTag: (page) =>
      expect(dialog(page, errorModal)).toContainText(
        'This GSA Vehicle Tag Number is already registered for this course.',
      ),
    governmentFleet: (page) =>
      expect(dialog(page, 'Government fleet vehicle tag').getByRole('button', { name: 'Login' })).toBeEnabled(),
    // Handed over: sign-in, or the cart after the completion steps.
    left: (page) => expect(page).toHaveURL(/\/(login|home\/[\w-]+)$/),
  },
  intercept: { register: { url: (url) => url.pathname === apiPaths.registration } },
  skip: (path) => {
    const refusals = path.steps
      .map((s) => classify(s.event))
      .flatMap((a) => (a.kind === 'error' ? [a.error as Refusal & { message?: string }] : []));
    if (refusals.some((r) => r.message?.includes('government fleet')))
      return 'the reference server has no government-fleet refusal (a taken tag is the GSA message): its modal is the jsdom paths’';
    if (refusals.some((r) => r.code === registrationFailureCodes.emailFail))
      return 'the page checks the e-mail and the organisation’s domains by the same rules as the server first: the server’s refusal under the e-mail field is the jsdom paths’';
    return undefined;
  },
  unreachable: {
    'registrationSubmit.registering|xstate.error.actor.register|6':
      'the reference server never refuses a registration as a government-fleet vehicle tag (a taken tag is the GSA message)',
    'registrationSubmit.governmentFleet|account.login|0': 'only after the government-fleet refusal (above)',
    'registrationSubmit.governmentFleet|xstate.after.vehicleTagLogout.registrationSubmit.governmentFleet|0':
      'only after the government-fleet refusal (above)',
    'registrationSubmit.registering|xstate.error.actor.register|7':
      'the page refuses an e-mail outside the organisation’s domains (and a malformed one) by the same rules before the server can',
  },
};
