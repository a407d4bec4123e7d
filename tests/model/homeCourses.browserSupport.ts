import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { studentCoursesMachine } from '@machines/studentCourses';

import { homePathsAccounts } from '../../server/seed/homePaths';
import type { BrowserFlow } from '../paths/browserFlow';
import type { FlowModel } from './harness/model';

/** The course homepaths.courses@example.com takes (server/seed/homePaths.ts) and the one it has not paid for. */
const takenCourse = 'California 8-Hour Traffic School';
const unpaidCourse = "30-Hour Online Driver's Ed";

const genericText = 'Oops. Something went wrong. Please try again later.';

/**
 * The dashboard and Purchased Courses in the browser: one machine (`studentCourses`) on two pages, the same
 * map with the page's heading. homepaths.courses@example.com has 611 under way (Continue, Course details) and 383 not
 * paid (Complete your purchase); homepaths.nocourses@example.com has no course. Continue and Course details open the
 * course's pages; no connection and the server's 500 are answered by interception.
 */
export function coursesBrowser(
  model: FlowModel<typeof studentCoursesMachine>,
  page: string,
  heading: string,
  loadedExtra: (page: Page) => Promise<void> = async () => {},
): BrowserFlow<typeof studentCoursesMachine> {
  return {
    model,
    page,
    account: (path) =>
      path.steps.some((s) => s.value === 'empty') ? homePathsAccounts.noCourses : homePathsAccounts.courses,
    perform: {
      'retry.request': (p) => p.getByRole('button', { name: 'Try again' }).click(),
      'course.continue': (p) => p.getByRole('button', { name: 'Continue', exact: true }).click(),
      'course.view': (p) => p.getByRole('button', { name: 'Course details' }).click(),
    },
    states: {
      loading: (p) => expect(p.getByRole('status')).toContainText('Loading your courses…'),
      loaded: async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(p.getByRole('article')).toHaveCount(2);
        const taken = p.getByRole('article').filter({ has: p.getByRole('heading', { name: takenCourse }) });
        await expect(taken.getByRole('progressbar', { name: `Progress of ${takenCourse}` })).toHaveAttribute(
          'value',
          /^\d+$/,
        );
        await expect(taken.getByText('In progress')).toBeVisible();
        await expect(taken.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
        const unpaid = p.getByRole('article').filter({ has: p.getByRole('heading', { name: unpaidCourse }) });
        await expect(unpaid.getByText('Payment pending')).toBeVisible();
        await expect(unpaid.getByRole('link', { name: 'Complete your purchase' })).toHaveAttribute(
          'href',
          '/home/cart-summary',
        );
        await loadedExtra(p);
      },
      empty: async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(p.getByText('You have not purchased any courses yet.')).toBeVisible();
      },
      failed: async (p) => {
        await expect(p.getByRole('alert')).toHaveText(genericText);
        await expect(p.getByRole('button', { name: 'Try again' })).toBeEnabled();
      },
    },
    navigates: { 'course.continue': /\/home\/chapter-launch$/, 'course.view': /\/home\/course-dashboard$/ },
    intercept: { loadCourses: { url: (url) => url.pathname === apiPaths.coursesDashboard } },
  };
}
