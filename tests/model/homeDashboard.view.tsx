import { expect } from 'vitest';

import type { studentCoursesMachine } from '@machines/studentCourses';
import { DashboardView } from '@flows/home/dashboard/DashboardView';
import { StudentCoursesContext } from '@flows/home/studentCourses/StudentCoursesContext';

import { clickButton, type FlowViewDriver, renderInFlow } from './harness/view';
import { expectCoursesPanel } from './homeCourses.expect';

export const homeDashboardView: FlowViewDriver<typeof studentCoursesMachine> = {
  render: renderInFlow('/home/dashboard', StudentCoursesContext, <DashboardView tableOfContents={false} />),
  perform: {
    'retry.request': clickButton('Try again'),
    'course.continue': clickButton('Continue'),
    'course.view': clickButton('Course details'),
  },
  expectScreen: (s, tools) => {
    expect(tools.screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(tools.screen.getByRole('heading', { level: 2, name: 'My courses' })).toBeInTheDocument();
    expectCoursesPanel(s, tools);
  },
};
