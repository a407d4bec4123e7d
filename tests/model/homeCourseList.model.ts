import { coursesModel } from './homeCourses.fixtures';

export const homeCourseListModel = coursesModel(
  'homeCourseList',
  'Purchased Courses: the same courses with purchase and access dates, empty state, retry (02 §2)',
);
