import { expect } from 'vitest';

import type { studentCoursesMachine } from '@machines/studentCourses';
import { StudentCoursesContext } from '@flows/home/courses/StudentCoursesContext';
import { DashboardView } from '@flows/home/dashboard/DashboardView';

import { TestProviders } from '../setup/TestProviders';
import type { FlowViewDriver } from './harness/view';
import { expectCoursesPanel } from './homeCourses.expect';

export const homeDashboardView: FlowViewDriver<typeof studentCoursesMachine> = {
  render: ({ logic, options }) => (
    <TestProviders path="/home/dashboard">
      <StudentCoursesContext.Provider logic={logic} options={options}>
        <DashboardView tableOfContents={false} />
      </StudentCoursesContext.Provider>
    </TestProviders>
  ),
  perform: {
    'retry.request': async (_, { user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
  },
  expectScreen: (s, tools) => {
    expect(tools.screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(tools.screen.getByRole('heading', { level: 2, name: 'My courses' })).toBeInTheDocument();
    expectCoursesPanel(s, tools);
  },
};
