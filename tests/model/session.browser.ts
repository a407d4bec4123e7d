import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';

import { failureCodes } from '@contracts/envelope';
import * as apiPaths from '@contracts/paths';
import type { sessionMachine, StoredSessionValues } from '@machines/session';
import type { Failure } from '@machines/shared/failure';

import type { FlowTrace } from '../../src/dev/inspect/flowTrace';
import type { BrowserFlow } from '../paths/browserFlow';
import { classify } from './harness/model';
import { type PlannedPath, stateName } from './harness/paths';
import { hideInspector } from './purchase.browserSupport';
import { sessionModel } from './session.model';
import {
  changePasswordElsewhere,
  type PathStudent,
  registerStudent,
  saveInactivityWarning,
  submitSignIn,
} from './signIn.browserSupport';

/** What the path's student is and what the browser holds for it now. */
interface PathNotes {
  student: PathStudent;
  /** The inactivity warning the student's settings hold. */
  warning: boolean;
}
const notes = new WeakMap<Page, PathNotes>();
const notesOn = (page: Page) => {
  const known = notes.get(page);
  if (!known) throw new Error('the path registered no student of its own');
  return known;
};

/** The session machine's state now (the page's flow record). */
async function sessionState(page: Page): Promise<string> {
  const trace = await page.evaluate(() => (window as { __flowTrace?: FlowTrace }).__flowTrace ?? {});
  const actor = Object.values(trace)
    .filter((a) => a.machineId === 'session')
    .at(-1);
  return actor ? stateName(actor.value) : '';
}
const inWarning = async (page: Page) => (await sessionState(page)) === 'listening.signedIn.warning';

/** Logout covers the page while it signs out. */
const signingOut = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Signing out…' })).toBeVisible();
const menu = (page: Page) => page.getByRole('navigation', { name: 'Student menu' });
const prompt = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });
const warningChoice = (page: Page) => page.getByRole('checkbox', { name: /^Inactivity warning/ });

/**
 * A navigation, as the student makes it: a link of the student menu; behind the "Are you still there?" prompt only the
 * browser's Back button is in reach.
 */
async function navigate(page: Page) {
  if (await inWarning(page)) await historyStep(page);
  else await menu(page).getByRole('link', { name: 'Settings' }).click();
}

/**
 * The browser's Forward button when it leads anywhere, else Back: back on /login the signed-in student is sent on to
 * the purchased courses (which call the server).
 */
async function historyStep(page: Page) {
  const forward = await page.evaluate(
    () => (window as { navigation?: { canGoForward: boolean } }).navigation?.canGoForward ?? false,
  );
  if (forward) await page.goForward();
  else await page.goBack();
}

/** A call to the server without leaving the page: a box of the settings changed and saved. */
async function saveSettings(page: Page) {
  await page.getByRole('checkbox', { name: /^E-mail updates/ }).click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
}

/** Another tab of the same browser signs out: the browser's stored sign-in is gone (and the server's session). */
async function signOutInAnotherTab(page: Page) {
  const other = await page.context().newPage();
  await other.goto('/home/settings');
  await menu(other).getByRole('button', { name: 'Logout' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await other.close();
}

/** The inactivity warning switched in Settings in another tab (where the browser keeps it for every tab). */
async function switchWarningInAnotherTab(page: Page, on: boolean) {
  const other = await page.context().newPage();
  await other.goto('/home/settings');
  await setWarningOnSettings(other, on);
  await other.close();
}

async function setWarningOnSettings(page: Page, on: boolean) {
  await expect(warningChoice(page)).toBeEnabled();
  await warningChoice(page).setChecked(on);
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('button', { name: 'Save preferences' })).toBeEnabled();
}

const failureOf = (event: AnyEventObject | undefined): Failure | undefined => {
  const step = event && classify(event);
  return step?.kind === 'error' ? (step.error as Failure) : undefined;
};

/** The logout call's answer after this step, with no other user step before it. */
function logoutAnswerAfter(path: PlannedPath, event: AnyEventObject) {
  for (const step of path.steps.slice(path.steps.findIndex((s) => s.event === event) + 1)) {
    const kind = classify(step.event).kind;
    if (kind === 'user') return undefined;
    if (step.event.type.endsWith('.actor.logout')) return step.event;
  }
  return undefined;
}

/** A refused logout (401): the session was ended from another device (a password change there) just before. */
async function prepareLogoutAnswer(page: Page, path: PlannedPath, event: AnyEventObject) {
  if (failureOf(logoutAnswerAfter(path, event))?.httpStatus === 401)
    notesOn(page).student = await changePasswordElsewhere(page.request, notesOn(page).student);
}

const storageReadReason =
  'reading what the browser stored (no server call) does not fail in a browser that runs the app';
const timeUpdateReason =
  'a chapter saves its own time before it signs out (the chapter machine’s signingOut), and time it could not send ' +
  'waits for the next chapter launch (pendingTime, sent with its batch id): no page stores logoutTimeSpent, so ' +
  'logout’s own time update (02 §4, “may send”) never runs';
const noStudentReason = 'a signed-in browser always holds its student: the sign-in stores the id with the flag';

/**
 * Answers the seeded server does not give a path, so the next call of the page gets them by interception: 'Access
 * Denied' only to a call for another student's records (no page of the app mixes two students' stored values), and an
 * expired token only after 12 hours of the server's clock, which the main server does not move.
 */
async function refuseNextCall(page: Page, httpStatus: number, status: Record<string, unknown>) {
  await page.route(
    (url) => apiPaths.apiPrefixes.some((prefix) => url.pathname.startsWith(prefix)),
    (route) => route.fulfill({ status: httpStatus, json: { status } }),
    { times: 1 },
  );
}

/** The page's next call to the server: behind the prompt a navigation's page load, else saving the settings. */
async function callTheServer(page: Page) {
  if (await inWarning(page)) await historyStep(page);
  else await saveSettings(page);
}

const expiryNotice = (page: Page) => page.getByRole('dialog', { name: 'Session expired' });

/**
 * The signed-in session in the browser, on the main server. Each path registers a student of its own
 * (organisation 3002, verified; Payment Pending, so signing in lands on Settings), and signs in on /login: the
 * navigation finds the stored sign-in. The inactivity warning is the student's Settings choice (saved before signing
 * in, or switched on the Settings page, which tells the session at once). A session ends from elsewhere as it does for
 * a person: another tab signs out (the stored sign-in is gone: the next navigation notices, a call without it is
 * refused with 401), or another device changes the password (the server ends this session: its next call is answered
 * "session: false"). Idle time on Playwright's clock. A failed logout call by interception.
 */
export const sessionBrowser: BrowserFlow<typeof sessionMachine> = {
  model: sessionModel,
  page: '/login',
  open: async (page) => {
    await hideInspector(page);
    notes.set(page, {
      student: await registerStudent(page.request, 'session', { verified: true }),
      warning: true,
    });
  },
  perform: {
    'session.found': async (page, { event }) => {
      const known = notesOn(page);
      const wanted = event.inactivityPrompt === true;
      if ((await sessionState(page)) === 'listening.signedOut') {
        // Chosen in Settings (another device) before signing in; the sign-in stores it for the navigations.
        if (known.warning !== wanted) await saveInactivityWarning(page.request, known.student, wanted);
        known.warning = wanted;
        await expect(page).toHaveURL(/\/login(\?inspect)?$/);
        await submitSignIn(page, known.student.email, known.student.password);
        await expect(menu(page)).toBeVisible();
      } else if (known.warning === wanted) await navigate(page);
      else if (await inWarning(page)) {
        await switchWarningInAnotherTab(page, wanted);
        known.warning = wanted;
        await navigate(page);
      } else {
        if (!/\/home\/settings$/.test(page.url())) await navigate(page);
        await setWarningOnSettings(page, wanted);
        known.warning = wanted;
      }
    },
    'session.lost': async (page) => {
      await signOutInAnotherTab(page);
      await navigate(page);
    },
    'activity.detect': async (page) => {
      await page.mouse.move(40, 300);
      await page.mouse.move(80, 320);
    },
    'presence.confirm': (page) => prompt(page).getByRole('button', { name: 'Yes' }).click(),
    'session.logout': async (page, { event, path }) => {
      await prepareLogoutAnswer(page, path, event);
      await menu(page).getByRole('button', { name: 'Logout' }).click();
    },
    'api.sessionEnded': async (page) => {
      const known = notesOn(page);
      known.student = await changePasswordElsewhere(page.request, known.student);
      // The next call with the ended session: behind the prompt a navigation's page load, else saving the settings.
      if (await inWarning(page)) await historyStep(page);
      else await saveSettings(page);
    },
    'api.tokenExpired': async (page) => {
      await refuseNextCall(page, 401, { success: false, message: 'Token expired.', code: failureCodes.tokenExpired });
      await callTheServer(page);
    },
    'api.accessDenied': async (page) => {
      await refuseNextCall(page, 403, { success: false, message: 'Access Denied' });
      await callTheServer(page);
    },
    'expiry.acknowledge': (page) => expiryNotice(page).getByRole('button', { name: 'OK' }).click(),
    'api.unauthorized': async (page) => {
      // Signed out in another tab: this page, not navigated since, calls without a sign-in.
      await signOutInAnotherTab(page);
      await saveSettings(page);
    },
  },
  states: {
    'listening.signedOut': (page) => expect(page).toHaveURL(/\/login(\?inspect)?$/),
    'listening.signedIn.active': async (page) => {
      await expect(menu(page)).toBeVisible();
      await expect(prompt(page)).toHaveCount(0);
    },
    'listening.signedIn.idle': async (page) => {
      await expect(menu(page)).toBeVisible();
      await expect(prompt(page)).toHaveCount(0);
    },
    'listening.signedIn.warning': (page) => expect(prompt(page).getByRole('button', { name: 'Yes' })).toBeVisible(),
    tokenExpired: (page) =>
      expect(expiryNotice(page)).toContainText('Your Token has been expired so you are redirected to Login Page.'),
    'loggingOut.reading': signingOut,
    'loggingOut.signingOut': signingOut,
  },
  intercept: { logout: { url: (url) => url.pathname === apiPaths.logout } },
  skip: (path) => {
    let before = stateName((path.start as { value: unknown }).value);
    let navigatedInWarning = false;
    for (const step of path.steps) {
      const { type } = step.event;
      if (type === 'xstate.error.actor.readStoredSession') return storageReadReason;
      const answer = classify(step.event);
      if (answer.kind === 'done' && answer.invokeId === 'readStoredSession') {
        const stored = answer.output as StoredSessionValues;
        if (stored.logoutTimeSpent !== undefined) return timeUpdateReason;
        if (stored.studentId === undefined) return noStudentReason;
      }
      if (before === 'listening.signedOut' && (type === 'session.logout' || type.startsWith('api.')))
        return 'signed out, no page offers Logout nor calls the server with a session';
      if (before === 'listening.signedIn.warning' && type === 'api.sessionEnded' && navigatedInWarning)
        return 'behind the "Are you still there?" prompt only the browser\'s Back button is in reach, and a second Back finds the purchased courses already loaded: no call tells the session it ended';
      if (before === 'listening.signedIn.warning' && ['session.found', 'session.lost'].includes(type))
        navigatedInWarning = true;
      if (before !== 'listening.signedIn.warning') navigatedInWarning = false;
      if (before === 'listening.signedIn.warning' && type === 'api.unauthorized')
        return 'behind the "Are you still there?" prompt the student can only navigate, and a navigation without the stored sign-in is noticed as that (session.lost) before any call';
      before = stateName(step.value);
    }
    return undefined;
  },
  unreachable: {
    'session.loggingOut.reading|xstate.error.actor.readStoredSession|0': storageReadReason,
    'session.loggingOut.deciding|always|0': timeUpdateReason,
    'session.loggingOut.savingTime|xstate.done.actor.updateChapterTime|0': timeUpdateReason,
    'session.loggingOut.savingTime|xstate.error.actor.updateChapterTime|0': timeUpdateReason,
    'session.loggingOut.closing|always|1': noStudentReason,
  },
};
