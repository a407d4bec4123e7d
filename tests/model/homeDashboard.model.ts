import { coursesModel } from './homeCourses.fixtures';

export const homeDashboardModel = coursesModel(
  'homeDashboard',
  "Dashboard: the student's courses with status and progress, empty state, retry (02 §2)",
);
