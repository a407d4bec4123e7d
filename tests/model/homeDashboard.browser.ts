import { expect } from '@playwright/test';

import type { studentCoursesMachine } from '@machines/studentCourses';

import type { BrowserFlow } from '../paths/browserFlow';
import { coursesBrowser } from './homeCourses.browserSupport';
import { homeDashboardModel } from './homeDashboard.model';

/** The dashboard in the browser: the student's courses under 'My courses' (homeCourses.browserSupport.ts). */
export const homeDashboardBrowser: BrowserFlow<typeof studentCoursesMachine> = coursesBrowser(
  homeDashboardModel,
  '/home/dashboard',
  'Dashboard',
  (page) => expect(page.getByRole('heading', { level: 2, name: 'My courses' })).toBeVisible(),
);
