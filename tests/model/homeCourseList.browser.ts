import { expect } from '@playwright/test';

import type { studentCoursesMachine } from '@machines/studentCourses';

import type { BrowserFlow } from '../paths/browserFlow';
import { homeCourseListModel } from './homeCourseList.model';
import { coursesBrowser } from './homeCourses.browserSupport';

/**
 * Purchased Courses in the browser: the same courses with when each was bought and until when it is open
 * (the course not paid for has neither; homeCourses.browserSupport.ts).
 */
export const homeCourseListBrowser: BrowserFlow<typeof studentCoursesMachine> = coursesBrowser(
  homeCourseListModel,
  '/home/course-list',
  'Purchased Courses',
  async (page) => {
    await expect(page.getByText('Purchased', { exact: true })).toHaveCount(1);
    await expect(page.getByText('Access until', { exact: true })).toHaveCount(1);
  },
);
