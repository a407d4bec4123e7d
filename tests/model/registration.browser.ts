import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { RegistrationInput, registrationMachine } from '@machines/registration';

import type { BrowserFlow } from '../paths/browserFlow';
import { classify } from './harness/model';
import type { PlannedPath } from './harness/paths';
import { registrationModel } from './registration.model';

/*
 * The model's courses as the seed has them (server/seed/registration.ts seededRemaps): 611 is California's course of
 * the defensive-driving family, its Texas course (the model's 613) is 405; Ohio has none (the server's 404).
 */
const courseState: Record<number, string> = { 611: 'California', 613: 'Texas' };
const otherState: Record<number, string> = { 611: 'Texas', 613: 'California' };
const stateWithoutCourse = 'Ohio';

/** The state a person picks so the remapping the path plans follows. */
function stateFor(path: PlannedPath, event: unknown, next: { type: string } | undefined): string {
  const step = path.steps.find((s) => s.event === event);
  const configCourseId = (step?.context as { configCourseId: number }).configCourseId;
  const answer = next ? classify(next) : undefined;
  if (answer?.kind !== 'done') return stateWithoutCourse;
  return answer.output === configCourseId ? courseState[configCourseId] : otherState[configCourseId];
}

const loading = (page: Page) =>
  expect(page.getByRole('progressbar', { name: 'Loading the registration form' })).toBeVisible();
const form = (page: Page) => page.getByRole('form', { name: 'Registration' });

/**
 * The registration page's set-up in the browser: the real state list, course names and extra fields of
 * the seeded courses, and course remapping by the state chosen (Texas, California, or Ohio where the family has no
 * course); no connection and a server error by interception.
 */
export const registrationBrowser: BrowserFlow<typeof registrationMachine> = {
  model: registrationModel,
  page: (path) => {
    const { entry } = path.input as RegistrationInput;
    const query = new URLSearchParams({ configCourseId: String(entry.configCourseId) });
    if (entry.stateId !== undefined) query.set('stateId', String(entry.stateId));
    if (entry.organisationId !== undefined) query.set('organisationId', String(entry.organisationId));
    if (entry.tracking.utmSource) query.set('utm_source', entry.tracking.utmSource);
    return `/register?${query.toString()}`;
  },
  perform: {
    'state.select': async (page, { event, next, path }) => {
      const state = form(page).getByLabel('State*');
      const label = stateFor(path, event, next);
      // Choosing the state already shown changes nothing: the placeholder first, as a person would pick it again.
      if ((await state.locator('option:checked').textContent()) === label) await state.selectOption({ value: '' });
      await state.selectOption({ label });
    },
    'setup.retry': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    'loading.states': loading,
    'loading.price': loading,
    'loading.fields.ticking': loading,
    editing: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
      await expect(page.getByText(/^Course: /)).toBeVisible();
      await expect(form(page).getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    },
    remapping: (page) => expect(form(page).getByRole('button', { name: 'Sign Up' })).toBeDisabled(),
    failed: async (page) => {
      await expect(page.getByRole('alert')).toHaveText('Oops. Something went wrong. Please try again later.');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(form(page)).toHaveCount(0);
    },
  },
  intercept: {
    loadStates: { url: (url) => url.pathname === apiPaths.states },
    loadCoursePrice: { url: (url) => url.pathname === apiPaths.coursePrice },
    loadFlexiFields: { url: (url) => url.pathname === apiPaths.flexiFields },
    remapCourse: { url: (url) => url.pathname === apiPaths.courseRemap },
  },
  skip: (path) =>
    path.steps.some((s) => classify(s.event).kind === 'timer')
      ? 'the seeded server answers the extra fields before the progress indicator’s first 200-ms step: its steps are the jsdom paths’'
      : undefined,
  unreachable: {
    'registration.loading.fields.ticking|xstate.after.flexiFieldProgressTick.registration.loading.fields.ticking|0':
      'the seeded server answers the extra fields before the progress indicator’s first 200-ms step: the step is only taken when an answer happens to be slow, so no path can count on it',
  },
};
