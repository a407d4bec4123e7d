import { expect, type Page } from '@playwright/test';

import { loginResponseSchema } from '@contracts/auth';
import { defaultSubscriptionKey, headerNames } from '@contracts/headers';
import * as apiPaths from '@contracts/paths';
import type { EntryLinkInput, entryLinkMachine } from '@machines/entryLink';

import { password } from '../e2e/support/registration';
import type { BrowserFlow } from '../paths/browserFlow';
import { entryLinkModel } from './entryLink.model';
import type { PlannedPath } from './harness/paths';
import { buyCourse, inspected, parentPaymentLink, registerFrom } from './purchase.browserSupport';

const linkOf = (path: PlannedPath) => (path.input as EntryLinkInput).link;
const plans = (path: PlannedPath, type: string) => path.steps.some((s) => s.event.type === type);

/**
 * A new student's own session (the token the school's systems put in their links): registered for course 912 in a
 * browser of their own, after paying when the link names the order.
 */
async function studentSession(page: Page, paid: boolean) {
  const student = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const studentPage = await student.newPage();
  const email = await registerFrom(studentPage, 'instant', 'entry-link');
  if (paid) await buyCourse(studentPage);
  await student.close();
  const login = await page.request.post(apiPaths.login, {
    headers: { [headerNames.subscriptionKey]: defaultSubscriptionKey },
    data: { emailId: email, password, domainUrl: 'http://localhost' },
  });
  const { token, data } = loginResponseSchema.parse(await login.json());
  expect(token, `a session for ${email}`).toBeTruthy();
  return { token: token!, studentId: data!.studentId, defaultStPaymentTrxId: data!.defaultStPaymentTrxId };
}

/** The start page opened with the path's link, as the visitor follows it (from an e-mail, an old bookmark). */
async function openLink(page: Page, path: PlannedPath) {
  const link = linkOf(path);
  switch (link.kind) {
    case 'hashRoute':
      // An old hash-routed address of the registration form.
      return void (await page.goto('/?inspect#/register?configCourseId=611'));
    case 'backendLogin': {
      const student = await studentSession(page, false);
      return void (await page.goto(inspected(`/?authToken=${encodeURIComponent(student.token)}&studentSource=crm`)));
    }
    case 'studentLink': {
      const student = await studentSession(page, true);
      const query = new URLSearchParams({
        authToken: student.token,
        studentId: String(student.studentId),
        studentPaymentTrxId: String(student.defaultStPaymentTrxId),
      });
      return void (await page.goto(inspected(`/?${query}`)));
    }
    case 'parentLink':
      // A link the server does not know (mistyped, or from an old request) is refused, and stays refused.
      if (plans(path, 'xstate.error.actor.verifyParentToken'))
        return void (await page.goto(inspected('/?token=not-a-payment-link')));
      return void (await page.goto(inspected(await parentPaymentLink(page, 'entry-link'))));
    default:
  }
}

/** Where each link leads: the registration form, personal information (then the dashboard), the sign-in check, the parent cart. */
const leftFor =
  /\/(register\?configCourseId=611|home\/personal-information|home\/dashboard|auth-check|home\/parent-cart-summary)\b/;

const noMarketingSite =
  'this build has no marketing site (VITE_MARKETING_SITE_URL is unset), so the start page never sends a visitor there';

/**
 * Entry links on the start page in the browser: no link (the landing page), an old hash-routed address,
 * a backend login and a student link with a new student's real session, a parent's payment link from the dev mailbox,
 * and a link the server does not know.
 */
export const entryLinkBrowser: BrowserFlow<typeof entryLinkMachine> = {
  model: entryLinkModel,
  // The start page with its link is opened by `open` (a new page load: the address differs by more than its hash).
  page: (path) => (linkOf(path).kind === 'none' ? '/' : '/login'),
  open: openLink,
  perform: {
    'verification.retry': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    absent: async (page) => {
      await expect(page).toHaveURL(/:\d+\/\?inspect$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Opening your link…')).toHaveCount(0);
    },
    verifying: (page) => expect(page.getByRole('status')).toContainText('Opening your link…'),
    refused: async (page) => {
      await expect(page.getByRole('heading', { name: 'We could not open this link' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired.');
      await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    },
    left: (page) => expect(page).toHaveURL(leftFor),
  },
  skip: (path) => {
    if (linkOf(path).kind === 'marketingSite') return noMarketingSite;
    if (plans(path, 'xstate.error.actor.verifyParentToken') && plans(path, 'xstate.done.actor.verifyParentToken'))
      return 'a payment link the server refuses (unknown, expired or paid) stays refused: Try again cannot then open it';
    return undefined;
  },
  unreachable: { 'entryLink.reading|always|1': noMarketingSite },
};
