import { expect } from '@playwright/test';
import type { AnyEventObject } from 'xstate';

import * as apiPaths from '@contracts/paths';
import type { authCheckMachine, StoredLogin } from '@machines/authCheck';
import type { Failure } from '@machines/shared/failure';

import { seededAccounts } from '../../server/seed/accounts';
import type { BrowserFlow } from '../paths/browserFlow';
import { classify } from './harness/model';
import type { PlannedPath } from './harness/paths';
import { sessionAuthCheckModel } from './sessionAuthCheck.model';

const failureOf = (event: AnyEventObject | undefined): Failure | undefined => {
  const step = event && classify(event);
  return step?.kind === 'error' ? (step.error as Failure) : undefined;
};
const storedLoginOf = (path: PlannedPath) => {
  const step = path.steps[0] && classify(path.steps[0].event);
  return step?.kind === 'done' ? (step.output as StoredLogin) : undefined;
};
const signedIn = (path: PlannedPath) => storedLoginOf(path)?.loginFlag === true;

/**
 * The auth-check screen in the browser: a browser that never signed in goes on to /login; one signed in
 * as student@example.com (nothing changes) has its student fetched and goes to the dashboard; no connection by
 * interception.
 */
export const sessionAuthCheckBrowser: BrowserFlow<typeof authCheckMachine> = {
  model: sessionAuthCheckModel,
  page: '/auth-check',
  account: (path) => (signedIn(path) ? seededAccounts.student : undefined),
  perform: {
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    reading: (page) => expect(page.getByRole('status')).toHaveText('Checking your sign-in…'),
    loading: (page) => expect(page.getByRole('status')).toHaveText('Checking your sign-in…'),
    failed: async (page) => {
      await expect(page.getByRole('heading', { name: 'Signing you in' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText('Oops. Something went wrong. Please try again later.');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    redirected: (page) => expect(page).toHaveURL(/\/(home\/dashboard|login)$/),
  },
  intercept: { loadStudent: { url: (url) => url.pathname === apiPaths.studentDetails } },
  skip: (path) => {
    if (path.steps.some((s) => failureOf(s.event)?.code === 'NOT_FOUND'))
      return 'a signed-in student always exists on the server: its 404 is the jsdom paths’ (the same transition as no connection)';
    const stored = storedLoginOf(path);
    if (stored?.loginFlag && stored.studentId === undefined)
      return 'the app stores the student with the sign-in flag: a flag without a student is the jsdom paths’ (the same transition as no sign-in)';
    if (failureOf(path.steps[0]?.event))
      return 'reading what the browser stored does not fail in a browser that runs the app';
    return undefined;
  },
  unreachable: {
    'authCheck.reading|xstate.error.actor.readStoredLogin|0':
      'reading what the browser stored (its own storage, no server call) does not fail in a browser that runs the app',
  },
};
