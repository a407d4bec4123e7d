import { expect } from '@playwright/test';

import type { coursesLandingMachine } from '@machines/landing';

import type { BrowserFlow } from '../paths/browserFlow';
import { landingCoursesModel } from './landingCourses.model';

const labels: Record<number, string> = {
  1: 'Package 1 – $20.00',
  2: 'Package 2 – $50.00',
  3: 'Package 3 – $30.00',
  4: 'Package 4 – $40.00',
};

/**
 * /courses-landing in the browser: the visitor picks a package and Continue opens the registration page
 * (the choice is kept in the browser's storage: nothing is sent).
 */
export const coursesLandingBrowser: BrowserFlow<typeof coursesLandingMachine> = {
  model: landingCoursesModel,
  page: '/courses-landing',
  perform: {
    'package.select': (page, { event }) => page.getByRole('radio', { name: labels[Number(event.package)] }).check(),
    'selection.continue': (page) => page.getByRole('button', { name: 'Continue' }).click(),
  },
  states: {
    choosing: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: "30-Hour Online Driver's Ed Course" })).toBeVisible();
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    },
    continued: async (page) => {
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    },
  },
};
