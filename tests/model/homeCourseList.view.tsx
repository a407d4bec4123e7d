import { expect } from 'vitest';

import type { studentCoursesMachine } from '@machines/studentCourses';
import { CourseListView } from '@flows/home/courseList/CourseListView';
import { StudentCoursesContext } from '@flows/home/studentCourses/StudentCoursesContext';

import { clickButton, type FlowViewDriver, renderInFlow } from './harness/view';
import { expectCoursesPanel } from './homeCourses.expect';

export const homeCourseListView: FlowViewDriver<typeof studentCoursesMachine> = {
  render: renderInFlow('/home/course-list', StudentCoursesContext, <CourseListView />),
  perform: {
    'retry.request': clickButton('Try again'),
    'course.continue': clickButton('Continue'),
    'course.view': clickButton('Course details'),
  },
  expectScreen: (s, tools) => {
    expect(tools.screen.getByRole('heading', { level: 1, name: 'Purchased Courses' })).toBeInTheDocument();
    expectCoursesPanel(s, tools);
    if (s.matches('loaded')) {
      // Dates only for courses that have them (the pending course has none).
      const dated = s.context.courses.filter((c) => c.purchasedAt).length;
      expect(tools.screen.queryAllByText('Purchased')).toHaveLength(dated);
      expect(tools.screen.queryAllByText('Access until')).toHaveLength(
        s.context.courses.filter((c) => c.expiresAt).length,
      );
    }
  },
};
